// pollFileChanges: a change is reported against the version taken before the file was read,
// so one made before the first poll is not lost (fs.watchFile's own first stat would take it
// for the baseline and never report it).
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { fileVersion, pollFileChanges } from '../../../../src/main/base/files/fileChangePoll';
import { temporaryFolder } from '../../workspace/workspaceFolder';

const stops: Array<() => void> = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
});

function poll(path: string, since: ReturnType<typeof fileVersion>): { changes: () => number } {
  let changes = 0;
  stops.push(pollFileChanges(path, since, 10, () => changes++));
  return { changes: () => changes };
}

describe('pollFileChanges', () => {
  it('reports a change made after the version was taken and before polling began', async () => {
    const path = join(await temporaryFolder(), 'user.json');
    writeFileSync(path, '{"broadcast": {}}');
    const read = fileVersion(path);
    writeFileSync(path, '{"broadcast": {"iface": "nosuch0"}}');
    const watcher = poll(path, read);
    await expect.poll(watcher.changes).toBe(1);
  });

  it('reports each later change once, a removal and the file coming back included', async () => {
    const path = join(await temporaryFolder(), 'user.json');
    writeFileSync(path, 'a');
    const watcher = poll(path, fileVersion(path));
    writeFileSync(path, 'bb');
    await expect.poll(watcher.changes).toBe(1);
    rmSync(path);
    await expect.poll(watcher.changes).toBe(2);
    writeFileSync(path, 'ccc');
    await expect.poll(watcher.changes).toBe(3);
  });

  it('reports nothing once stopped', async () => {
    const path = join(await temporaryFolder(), 'user.json');
    writeFileSync(path, 'a');
    let changes = 0;
    const stop = pollFileChanges(path, fileVersion(path), 10, () => changes++);
    stop();
    writeFileSync(path, 'bb');
    // A watcher that still runs sees this change too; only the stopped one must not.
    const control = poll(path, fileVersion(path));
    writeFileSync(path, 'ccc');
    await expect.poll(control.changes).toBeGreaterThanOrEqual(1);
    expect(changes).toBe(0);
  });
});
