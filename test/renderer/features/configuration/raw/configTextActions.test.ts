// The text mode's calls: the configuration file is kept per camera (and stays shown while it
// is read again); the reviewed script is sent as it is, and the edits are dropped only when
// the camera confirmed every command.
import { describe, expect, it } from 'vitest';
import type { ScriptTranscript } from '../../../../../src/shared/api/scriptSchemas';
import { ApiCallError } from '../../../../../src/shared/api/studioApi';
import { applyReviewedScript, loadConfigText } from '../../../../../src/renderer/features/configuration/raw/configTextActions';
import { runConsoleScript } from '../../../../../src/renderer/features/configuration/console/scriptConsoleActions';
import { fakeStudio } from '../../../studioFixtures';

const ran: ScriptTranscript = { commands: [{ command: 'write params', blockLines: ['audio/MICRO=0'], status: 'ran', errors: [], traces: [], output: [] }], complete: true, problem: null };
const refused: ScriptTranscript = {
  commands: [{ command: 'write params', blockLines: ['audio/NOPE=0'], status: 'failed', errors: ['unknown parameter audio/NOPE'], traces: [], output: [] }],
  complete: true,
  problem: 'camera 127.0.0.1:80 reported an error',
};

function studioAnswering(transcript: ScriptTranscript) {
  let reads = 0;
  return fakeStudio({
    'config.readFile': ({ cameraId }) => {
      if (cameraId === 'bad') throw new ApiCallError('unreachable', 'camera 127.0.0.1:9 could not be reached', 'config.readFile');
      reads++;
      return { text: `SECTION audio\nMICRO=${reads}\nENDSECTION audio\n`, firmware: null };
    },
    'config.runScript': () => ({ transcript }),
  });
}

describe('configuration text actions', () => {
  it('reads the file, keeps the last text while reading again, and keeps a failure beside the camera', async () => {
    const { studio } = studioAnswering(ran);
    const store = studio.stores.configText;
    const first = loadConfigText(studio, 'cam-1');
    expect(store.getState().byCamera['cam-1']).toEqual({ status: 'loading' });
    await first;
    const again = loadConfigText(studio, 'cam-1');
    expect(store.getState().byCamera['cam-1']).toMatchObject({ status: 'loaded', text: 'SECTION audio\nMICRO=1\nENDSECTION audio\n' });
    await again;
    expect(store.getState().byCamera['cam-1']).toMatchObject({ status: 'loaded', text: 'SECTION audio\nMICRO=2\nENDSECTION audio\n' });
    await loadConfigText(studio, 'bad');
    expect(store.getState().byCamera.bad).toEqual({ status: 'failed', message: 'camera 127.0.0.1:9 could not be reached' });
  });

  it('sends the reviewed script unchanged and drops the edits when every command ran', async () => {
    const { studio, fake } = studioAnswering(ran);
    studio.stores.configText.getState().setDraft('cam-1', 'edited');
    const script = 'helo\nwrite params\naudio/MICRO=0\nquit\n';
    await expect(applyReviewedScript(studio, 'cam-1', script)).resolves.toEqual(ran);
    expect(fake.calls[0]).toMatchObject({ method: 'config.runScript', input: { cameraId: 'cam-1', script } });
    expect(studio.stores.configText.getState().drafts['cam-1']).toBeUndefined();
    expect(fake.calls[1]).toMatchObject({ method: 'config.readFile' });
  });

  it('keeps the edits when the camera refused a command', async () => {
    const { studio } = studioAnswering(refused);
    studio.stores.configText.getState().setDraft('cam-1', 'edited');
    await applyReviewedScript(studio, 'cam-1', 'helo\nwrite params\naudio/NOPE=0\nquit\n');
    expect(studio.stores.configText.getState().drafts['cam-1']).toBe('edited');
  });

  it('console: keeps the transcript of a run, or why it was not run', async () => {
    const { studio } = studioAnswering(refused);
    await runConsoleScript(studio, 'cam-1', 'write params\naudio/NOPE=0\n');
    expect(studio.stores.scriptConsole.getState().runs['cam-1']).toMatchObject({ status: 'answered', transcript: refused });
    const { studio: refusing } = fakeStudio({
      'config.runScript': () => {
        throw new ApiCallError('invalid_request', "the script, line 1: unknown command 'frob'; nothing was sent", 'config.runScript');
      },
    });
    await runConsoleScript(refusing, 'cam-1', 'frob\n');
    expect(refusing.stores.scriptConsole.getState().runs['cam-1']).toMatchObject({ status: 'failed', message: "the script, line 1: unknown command 'frob'; nothing was sent" });
  });
});
