// Command files with {COLUMN} placeholders, filled per camera, and the scripts a dry run shows.
import { describe, expect, it } from 'vitest';
import { CommandFileError, readCommandFile } from '../../../src/shared/fleet/commandFile';
import { editsCommandFile, planFleetApply, type FleetCamera } from '../../../src/shared/fleet/applyPlan';
import { prepareRawScript } from '../../../src/shared/remoteconfig/scriptBuilder';
import { englishText } from '../../../src/shared/i18n/renderText';

const noSteps = { store: false, update: false, reboot: false };
const cameras: FleetCamera[] = [
  { id: 'a', label: '127.0.0.1:8081', variables: { ADDRESS: '127.0.0.1:8081', LEVEL: '10', NAME: 'Tor Ost' } },
  { id: 'b', label: '127.0.0.1:8082', variables: { ADDRESS: '127.0.0.1:8082', LEVEL: '20', NAME: 'Hof Nord' } },
];
const columns = ['ADDRESS', 'LEVEL', 'NAME'];

/** The refusal's problems in English words. */
const problemWords = (error: CommandFileError) => error.problems.map(englishText);

function refusal(run: () => unknown): CommandFileError {
  try {
    run();
  } catch (error) {
    if (error instanceof CommandFileError) return error;
    throw error;
  }
  throw new Error('expected a CommandFileError');
}

describe('planFleetApply', () => {
  it('fills each camera its own values, frames with helo/quit and lists the written sections back before store', () => {
    const file = readCommandFile('levels.txt', 'write params\naudio/SPEAKERLEVEL={LEVEL}\nsip/DISPLAY_NAME={NAME}\n');
    const scripts = planFleetApply(file, cameras, { columns, steps: { ...noSteps, store: true } });
    expect(scripts.map((script) => script.script)).toEqual([
      'helo\nwrite params\naudio/SPEAKERLEVEL=10\nsip/DISPLAY_NAME=Tor Ost\nview section audio\nview section sip\nstore\nquit\n',
      'helo\nwrite params\naudio/SPEAKERLEVEL=20\nsip/DISPLAY_NAME=Hof Nord\nview section audio\nview section sip\nstore\nquit\n',
    ]);
    expect(scripts[1]!.expected).toEqual([
      { section: 'audio', name: 'SPEAKERLEVEL', value: '20' },
      { section: 'sip', name: 'DISPLAY_NAME', value: 'Hof Nord' },
    ]);
    expect(scripts.every((script) => !script.reboots)).toBe(true);
  });

  it('keeps the file\'s own helo/quit and its own store, and adds reboot before quit', () => {
    const file = readCommandFile('with-framing.txt', 'helo\r\nwrite params\r\naudio/MICRO=0\r\nstore\r\nquit\r\n');
    const [script] = planFleetApply(file, cameras.slice(0, 1), { columns, steps: { store: true, update: true, reboot: true } });
    expect(script!.script).toBe('helo\nwrite params\naudio/MICRO=0\nstore\nview section audio\nupdate\nreboot\nquit\n');
    expect(script!.reboots).toBe(true);
  });

  it('refuses an unknown placeholder before any camera is planned, naming file, line and the columns', () => {
    const file = readCommandFile('typo.txt', 'write params\naudio/SPEAKERLEVEL={LEVLE}\n');
    const error = refusal(() => planFleetApply(file, cameras, { columns, steps: noSteps }));
    expect(problemWords(error)).toEqual(['typo.txt line 2: unknown placeholder {LEVLE} (the camera list\'s columns are ADDRESS, LEVEL, NAME)']);
    expect(error.kind).toBe('bad_input');
  });

  it('refuses a missing value naming file, line, placeholder and camera, and plans nothing', () => {
    const file = readCommandFile('levels.txt', 'write params\naudio/SPEAKERLEVEL={LEVEL}\n');
    const gap = [cameras[0]!, { ...cameras[1]!, variables: { ...cameras[1]!.variables, LEVEL: '' } }];
    const error = refusal(() => planFleetApply(file, gap, { columns, steps: noSteps }));
    expect(error.message).toContain('levels.txt line 2: placeholder {LEVEL} has no value for camera 127.0.0.1:8082');
    expect(error.message).toMatch(/^nothing was sent/);
  });

  it('refuses a value that would start another command line, and a value the camera cannot take', () => {
    const file = readCommandFile('levels.txt', 'write params\naudio/SPEAKERLEVEL={LEVEL}\n');
    const injected = [{ ...cameras[0]!, variables: { ...cameras[0]!.variables, LEVEL: '1\nreboot' } }];
    expect(refusal(() => planFleetApply(file, injected, { columns, steps: noSteps })).message).toContain('contains a line break');
    const names = readCommandFile('names.txt', 'write params\nsip/DISPLAY_NAME={NAME}\n');
    const foreign = [{ ...cameras[0]!, variables: { ...cameras[0]!.variables, NAME: '東京' } }];
    expect(refusal(() => planFleetApply(names, foreign, { columns, steps: noSteps })).message).toMatch(/names\.txt line 2: .*Latin-1.*\(camera 127\.0\.0\.1:8081\)/);
  });

  it('refuses the reboot step when the file leaves a change unstored, naming the line of the change', () => {
    const file = readCommandFile('levels.txt', 'write params\naudio/SPEAKERLEVEL=5\n');
    expect(problemWords(refusal(() => planFleetApply(file, cameras, { steps: { ...noSteps, reboot: true } })))[0]).toBe(
      "the reboot step without store would lose what 'write params' (levels.txt line 1) changed: the camera boots from its flash copy; put store between them (or ask for the store step) (camera 127.0.0.1:8081)",
    );
    const storedThenChanged = readCommandFile('twice.txt', 'write params\naudio/SPEAKERLEVEL=5\nstore\nwrite params\naudio/MICRO=0\n');
    expect(problemWords(refusal(() => planFleetApply(storedThenChanged, cameras, { steps: { ...noSteps, reboot: true } })))[0]).toContain("'write params' (twice.txt line 4)");
  });

  it('refuses a file that reboots without storing its change, naming the file line, also when a placeholder fills in the reboot', () => {
    const file = readCommandFile('hostile.txt', 'write params\naudio/SPEAKERLEVEL={LEVEL}\nreboot\n');
    expect(problemWords(refusal(() => planFleetApply(file, cameras, { columns, steps: { ...noSteps, store: true } })))[0]).toBe(
      "hostile.txt line 3: reboot without store would lose what 'write params' (line 1) changed: the camera boots from its flash copy; put store between them (camera 127.0.0.1:8081)",
    );
    const filled = readCommandFile('filled.txt', 'write params\naudio/SPEAKERLEVEL={LEVEL}\n{ACTION}\n');
    const rebooting = cameras.map((camera) => ({ ...camera, variables: { ...camera.variables, ACTION: 'reboot' } }));
    expect(problemWords(refusal(() => planFleetApply(filled, rebooting, { columns: [...columns, 'ACTION'], steps: { ...noSteps, store: true } })))[0]).toMatch(
      /^filled\.txt line 3: reboot without store would lose what 'write params'/,
    );
  });

  it("puts the read-back, store and update before the file's own reboot, and stores a change the file made after its own store", () => {
    const file = readCommandFile('own-reboot.txt', 'write params\naudio/MICRO=0\nstore\nreboot\n');
    const [script] = planFleetApply(file, cameras.slice(0, 1), { columns, steps: { store: true, update: true, reboot: false } });
    expect(script!.script).toBe('helo\nwrite params\naudio/MICRO=0\nstore\nview section audio\nupdate\nreboot\nquit\n');
    expect(script!.reboots).toBe(true);
    const changedAfterStore = readCommandFile('late.txt', 'write params\naudio/MICRO=0\nstore\nwrite params\naudio/SPEAKER=0\n');
    const [late] = planFleetApply(changedAfterStore, cameras.slice(0, 1), { columns, steps: { store: true, update: false, reboot: true } });
    expect(late!.script).toBe('helo\nwrite params\naudio/MICRO=0\nstore\nwrite params\naudio/SPEAKER=0\nview section audio\nstore\nreboot\nquit\n');
  });

  it('refuses an edit whose value holds a line break before it can become a command of its own', () => {
    const error = refusal(() => editsCommandFile([{ section: 'audio', name: 'SPEAKERLEVEL', value: '40\nreboot' }]));
    expect(problemWords(error)).toEqual(["the value of audio/SPEAKERLEVEL: value '40\\nreboot' contains a line break"]);
  });

  it('writes changes to two sections as one view section line each, which the script checker takes unchanged', () => {
    const file = editsCommandFile([
      { section: 'sip', name: 'NUMBER', value: '{SIP}' },
      { section: 'audio', name: 'SPEAKERLEVEL', value: '60' },
    ]);
    const [plan] = planFleetApply(file, [{ id: 'a', label: 'a', variables: { SIP: '301' } }], { steps: { ...noSteps, store: true } });
    expect(plan!.script).toBe('helo\nwrite params\nsip/NUMBER=301\naudio/SPEAKERLEVEL=60\nview section sip\nview section audio\nstore\nquit\n');
    expect(prepareRawScript(plan!.script)).toBe(plan!.script);
  });

  it('turns the studio\'s edits into one write params block with placeholders', () => {
    const file = editsCommandFile([{ section: 'audio', name: 'SPEAKERLEVEL', value: '{LEVEL}' }]);
    const scripts = planFleetApply(file, cameras, { columns, steps: noSteps });
    expect(scripts.map((script) => script.expected[0]!.value)).toEqual(['10', '20']);
  });
});
