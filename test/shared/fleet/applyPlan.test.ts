// Command files with {COLUMN} placeholders, filled per camera, and the scripts a dry run shows.
import { describe, expect, it } from 'vitest';
import { CommandFileError, readCommandFile } from '../../../src/shared/fleet/commandFile';
import { editsCommandFile, planFleetApply, type FleetCamera } from '../../../src/shared/fleet/applyPlan';

const noSteps = { store: false, update: false, reboot: false };
const cameras: FleetCamera[] = [
  { id: 'a', label: '127.0.0.1:8081', variables: { ADDRESS: '127.0.0.1:8081', LEVEL: '10', NAME: 'Tor Ost' } },
  { id: 'b', label: '127.0.0.1:8082', variables: { ADDRESS: '127.0.0.1:8082', LEVEL: '20', NAME: 'Hof Nord' } },
];
const columns = ['ADDRESS', 'LEVEL', 'NAME'];

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
    expect(error.problems).toEqual(['typo.txt line 2: unknown placeholder {LEVLE} (the camera list\'s columns are ADDRESS, LEVEL, NAME)']);
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

  it('refuses reboot without store', () => {
    const file = readCommandFile('levels.txt', 'write params\naudio/SPEAKERLEVEL=5\n');
    expect(refusal(() => planFleetApply(file, cameras, { steps: { ...noSteps, reboot: true } })).message).toContain('reboot without store');
  });

  it('turns the studio\'s edits into one write params block with placeholders', () => {
    const file = editsCommandFile([{ section: 'audio', name: 'SPEAKERLEVEL', value: '{LEVEL}' }]);
    const scripts = planFleetApply(file, cameras, { columns, steps: noSteps });
    expect(scripts.map((script) => script.expected[0]!.value)).toEqual(['10', '20']);
  });
});
