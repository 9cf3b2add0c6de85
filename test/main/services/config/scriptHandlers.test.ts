// config.runScript against a simulated camera over real HTTP: the transcript command by
// command, ERROR: lines kept as the answer, unconfirmed commands never reported as run, and
// scripts the camera would misread refused before anything is sent.
import { describe, expect, it } from 'vitest';
import type { CameraFaults, SimulatedCamera } from '../../../../src/main/simulator/camera';
import type { ApiDispatcher } from '../../../../src/main/transport/apiDispatcher';
import type { MethodOutput } from '../../../../src/shared/api/contract';
import { ApiError } from '../../../../src/shared/api/errors';
import { maxScriptChars } from '../../../../src/shared/api/scriptSchemas';
import { startOneCameraStudio } from './oneCameraStudio';

const cameraLog: string[] = [];
let camera: SimulatedCamera | undefined;

/** A studio (distributor on lo, never initialised) that knows one simulated camera as cam-1. */
async function studioWithCamera(faults: Partial<CameraFaults> = {}): Promise<ApiDispatcher> {
  const studio = await startOneCameraStudio({ faults, log: (line) => cameraLog.push(line) });
  camera = studio.camera;
  return studio.dispatcher;
}

async function runScript(dispatcher: ApiDispatcher, script: string): Promise<MethodOutput<'config.runScript'>['transcript']> {
  const output = (await dispatcher.handle('config.runScript', { cameraId: 'cam-1', script })) as MethodOutput<'config.runScript'>;
  return output.transcript;
}

async function refusal(dispatcher: ApiDispatcher, input: unknown): Promise<ApiError> {
  const error = await dispatcher.handle('config.runScript', input).then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('config.runScript', () => {
  it('runs a script and gives each command with its block, output and traces', async () => {
    const dispatcher = await studioWithCamera();
    const transcript = await runScript(dispatcher, 'write params\naudio/SPEAKERLEVEL=61\nview section audio\n');
    expect(transcript.complete).toBe(true);
    expect(transcript.problem).toBeNull();
    expect(transcript.commands.map((command) => [command.command, command.status])).toEqual([
      ['write params', 'ran'],
      ['view section audio', 'ran'],
    ]);
    expect(transcript.commands[0]!.blockLines).toEqual(['audio/SPEAKERLEVEL=61']);
    expect(transcript.commands[1]!.output).toContain('SPEAKERLEVEL=61');
  });

  it('answers with the ERROR: lines of a command the camera refused, and what else ran', async () => {
    const dispatcher = await studioWithCamera();
    const transcript = await runScript(dispatcher, 'view section nosuchsection\nview section audio\n');
    expect(transcript.commands[0]).toMatchObject({ command: 'view section nosuchsection', status: 'failed', errors: ['unknown section nosuchsection'] });
    expect(transcript.commands[1]).toMatchObject({ command: 'view section audio', status: 'ran' });
    expect(transcript.problem).toMatch(/reported an error:\n {2}view section nosuchsection: unknown section nosuchsection/);
  });

  it('never reports a command without #exec as run', async () => {
    const dispatcher = await studioWithCamera({ omitExecLines: true });
    const transcript = await runScript(dispatcher, 'store\n');
    expect(transcript.commands).toMatchObject([{ command: 'store', status: 'unknown' }]);
    expect(transcript.problem).toMatch(/did not confirm every command/);
  });

  it('shows an answer cut off before OK as incomplete, with only the confirmed commands as run', async () => {
    const dispatcher = await studioWithCamera({ cutOffAfterLines: 4 });
    const transcript = await runScript(dispatcher, 'view section audio\nstore\n');
    expect(transcript.complete).toBe(false);
    // store was never echoed: it is no command of the transcript, and the problem names it as unknown.
    expect(transcript.commands.map((command) => [command.command, command.status])).toEqual([['view section audio', 'ran']]);
    expect(transcript.problem).toMatch(/was cut off before OK: the camera confirmed \(#exec\): view section audio\. not confirmed, so it may have run: store/);
  });

  it('refuses a script the camera would misread before sending it, naming the line', async () => {
    const dispatcher = await studioWithCamera();
    const error = await refusal(dispatcher, { cameraId: 'cam-1', script: 'view\nfrobnicate\n' });
    expect(error.code).toBe('invalid_request');
    expect(error.message).toBe("the script, line 2: unknown command 'frobnicate'; nothing was sent");
  });

  it('refuses a script that reboots without storing its change before the camera gets any request, naming the line', async () => {
    const dispatcher = await studioWithCamera();
    const logBefore = cameraLog.length;
    const error = await refusal(dispatcher, { cameraId: 'cam-1', script: 'write params\naudio/MICRO=0\nreboot\n' });
    expect(error.code).toBe('invalid_request');
    expect(error.message).toBe("the script, line 3: reboot without store would lose what 'write params' (line 1) changed: the camera boots from its flash copy; put store between them; nothing was sent");
    expect(cameraLog.slice(logBefore)).toEqual([]);
    expect(camera!.isRebooting()).toBe(false);
  });

  it('refuses an empty or oversized script at the boundary', async () => {
    const dispatcher = await studioWithCamera();
    expect((await refusal(dispatcher, { cameraId: 'cam-1', script: '' })).message).toMatch(/script is empty/);
    expect((await refusal(dispatcher, { cameraId: 'cam-1', script: 'view\n'.repeat(maxScriptChars) })).message).toMatch(/longer than 262144 characters/);
  });
});
