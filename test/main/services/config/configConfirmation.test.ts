// The config.* API never reports as done what the camera did not confirm: an answer without
// #exec lines is `not_confirmed`, a read-back that contradicts the write is `verify_failed`,
// and its messages speak of the API's own options, not of command line flags.
import { describe, expect, it } from 'vitest';
import type { CameraFaults, SimulatedCamera } from '../../../../src/main/simulator/camera';
import type { ApiDispatcher } from '../../../../src/main/transport/apiDispatcher';
import type { MethodInput, MethodName, MethodOutput } from '../../../../src/shared/api/contract';
import { ApiError } from '../../../../src/shared/api/errors';
import { startOneCameraStudio } from './oneCameraStudio';

let camera: SimulatedCamera | undefined;

/** A studio (distributor on lo, never initialised) that knows one simulated camera as cam-1. */
async function studioWithCamera(faults: Partial<CameraFaults> = {}): Promise<ApiDispatcher> {
  const studio = await startOneCameraStudio({ faults });
  camera = studio.camera;
  return studio.dispatcher;
}

async function call<M extends MethodName>(dispatcher: ApiDispatcher, method: M, input: MethodInput<M>): Promise<MethodOutput<M>> {
  return (await dispatcher.handle(method, input)) as MethodOutput<M>;
}

async function failure(dispatcher: ApiDispatcher, method: MethodName, input: unknown): Promise<ApiError> {
  const error = await dispatcher.handle(method, input).then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

const change = { section: 'audio', name: 'SPEAKERLEVEL', value: '70' };

describe('config.* and what the camera confirmed', () => {
  it('config.apply against an answer without #exec lines: not_confirmed naming what is unknown', async () => {
    const dispatcher = await studioWithCamera({ omitExecLines: true });
    const error = await failure(dispatcher, 'config.apply', { cameraId: 'cam-1', changes: [change], store: true });
    expect(error.code).toBe('not_confirmed');
    expect(error.message).toMatch(/did not confirm every command it was sent \(no #exec line\): the camera confirmed nothing \(no #exec line\)\. not confirmed, so it may have run: write params; view section audio; store\. view the configuration before repeating anything/);
  });

  it('config.store against an answer without #exec lines: not_confirmed', async () => {
    const dispatcher = await studioWithCamera({ omitExecLines: true });
    expect((await failure(dispatcher, 'config.store', { cameraId: 'cam-1' })).code).toBe('not_confirmed');
  });

  it('config.apply reads the change back: a contradicting value is verify_failed naming parameter, expected and found', async () => {
    const dispatcher = await studioWithCamera({ reportedValues: { 'audio/SPEAKERLEVEL': '99' } });
    const error = await failure(dispatcher, 'config.apply', { cameraId: 'cam-1', changes: [change], store: true });
    expect(error.code).toBe('verify_failed');
    expect(error.message).toContain("audio/SPEAKERLEVEL: expected '70', found '99'");
  });

  it('config.apply confirmed and read back: ok, the transcript shows the read-back as ran', async () => {
    const dispatcher = await studioWithCamera();
    const result = await call(dispatcher, 'config.apply', { cameraId: 'cam-1', changes: [change], store: true });
    expect(result.transcript.commands.map((command) => [command.command, command.status])).toEqual([
      ['write params', 'ran'],
      ['view section audio', 'ran'],
      ['store', 'ran'],
    ]);
  });

  it('config.apply with reboot verifies the stored values once the camera is back', async () => {
    const dispatcher = await studioWithCamera();
    const sabotage = (async (): Promise<void> => {
      await expect.poll(() => camera!.isRebooting(), { interval: 10 }).toBe(true); // the reboot window is short: look often
      await camera!.whenUp();
      camera!.runScript('helo\nwrite params\naudio/SPEAKERLEVEL=1\nquit\n');
    })();
    const error = await failure(dispatcher, 'config.apply', { cameraId: 'cam-1', changes: [change], store: true, reboot: true });
    await sabotage;
    expect(error.code).toBe('verify_failed');
    expect(error.message).toContain("did not keep 1 stored value(s):\n  audio/SPEAKERLEVEL: expected '70', found '1'");
  }, 20_000);

  it("config.restoreBackup of another firmware: firmware_mismatch speaking of the API's force option, not of --force", async () => {
    const dispatcher = await studioWithCamera();
    const { text } = await call(dispatcher, 'config.readFile', { cameraId: 'cam-1' });
    const error = await failure(dispatcher, 'config.restoreBackup', { cameraId: 'cam-1', text: text.replace(/^#:MX-[^\n]*/, '#:MX-V4.0.0.1') });
    expect(error.code).toBe('firmware_mismatch');
    expect(error.message).not.toContain('--force');
    expect(error.message).toMatch(/backup was made on firmware MX-V4\.0\.0\.1 but camera 127\.0\.0\.1:\d+ runs MX-V5\.5\.2\.166; to restore it anyway, repeat the restore with force set \(restore onto another firmware\)$/);
  });
});
