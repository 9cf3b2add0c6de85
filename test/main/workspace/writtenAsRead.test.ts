// Every file the studio reads is checked with the contract's own schemas, and the studio never
// writes what it would refuse to read (issue 18, faults 5 and 9).
import { englishText } from '../../../src/shared/i18n/renderText';
import { readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { errorKindOf } from '../../../src/shared/errors/errorKind';
import { CameraWorkspace, type WorkspaceCamera } from '../../../src/main/workspace/cameraWorkspace';
import { PendingEditsStore } from '../../../src/main/workspace/pendingEditsStore';
import { MemoryOnlySecretStore } from '../../../src/main/workspace/secretStore';
import { workspaceLimits } from '../../../src/main/workspace/workspaceLimits';
import { temporaryFolder } from './workspaceFolder';

const camera = (number: number): WorkspaceCamera => ({ id: `cam-${number}`, label: `Camera ${number}`, host: '10.0.0.1', port: 80, https: false, user: 'admin', password: null, group: null, variables: {} });

describe('reading with the contract’s schemas', () => {
  it('moves aside a cameras.json whose host or user cameras.add would refuse (a space, a URL, a colon)', async () => {
    for (const [field, value] of [['host', '10.0.0.1 reboot'], ['host', 'http://10.0.0.1/'], ['user', 'ad:min']] as const) {
      const folder = await temporaryFolder();
      await writeFile(join(folder, 'cameras.json'), JSON.stringify({ version: 2, nextNumber: 2, cameras: [{ ...camera(1), [field]: value }] }));
      const workspace = await CameraWorkspace.open(folder, new MemoryOnlySecretStore());
      expect(workspace.initial().cameras).toEqual([]);
      expect(workspace.problems.map(englishText)).toEqual([expect.stringContaining(`(at cameras.0.${field}:`)]);
    }
  });

  it('moves aside a pending-edits file whose value holds a line break', async () => {
    const folder = await temporaryFolder();
    const problems: string[] = [];
    const store = new PendingEditsStore(folder, (problem) => problems.push(englishText(problem)));
    await store.save('cam-1', [{ section: 'audio', name: 'MICRO', value: '1' }]);
    const path = join(folder, 'pending-edits', 'cam-1.json');
    const broken = JSON.stringify({ version: 1, edits: [{ section: 'audio', name: 'MICRO', value: '1\r\nreboot' }] });
    await writeFile(path, broken);
    await writeFile(`${path}.last-good`, broken);
    expect(await store.load('cam-1')).toEqual([]);
    expect(problems).toEqual([expect.stringContaining('(at edits.0.value:')]);
    expect((await readdir(join(folder, 'pending-edits'))).filter((name) => name.startsWith('cam-1.json.corrupt-'))).toHaveLength(1);
  });
});

describe('writing only what is read back', () => {
  it('refuses to write more cameras than cameras.json may hold (invalid_request, naming the field), keeping the file', async () => {
    const folder = await temporaryFolder();
    const workspace = await CameraWorkspace.open(folder, new MemoryOnlySecretStore());
    const all = Array.from({ length: workspaceLimits.cameras }, (_, index) => camera(index + 1));
    await workspace.save({ nextNumber: all.length + 1, cameras: all });
    const error = await workspace.save({ nextNumber: all.length + 2, cameras: [...all, camera(all.length + 1)] }).catch((caught: unknown) => caught);
    expect(errorKindOf(error)).toBe('bad_input');
    expect((error as Error).message).toMatch(/cameras\.json: would not be read back \(at cameras: .*1000.*\); nothing was written$/);
    expect((await CameraWorkspace.open(folder, new MemoryOnlySecretStore())).initial().cameras).toHaveLength(workspaceLimits.cameras);
  });

  it('refuses a pending-edits file past its size limit, naming the limit', async () => {
    const store = new PendingEditsStore(await temporaryFolder());
    const edits = Array.from({ length: workspaceLimits.pendingEdits }, (_, index) => ({ section: 'audio', name: `P${index}`, value: 'x'.repeat(4096) }));
    const error = await store.save('cam-1', edits).catch((caught: unknown) => caught);
    expect(errorKindOf(error)).toBe('bad_input');
    expect((error as Error).message).toContain(`would be larger than the limit of ${workspaceLimits.pendingEditsFileBytes} bytes`);
  });
});
