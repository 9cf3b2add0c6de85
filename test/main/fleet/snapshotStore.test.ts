// Snapshots: every event an entry, identical configurations stored once, a bounded count per camera with the oldest
// pruned (and their files), Latin-1 kept, and comparisons at parameter level.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { compareConfigurations } from '../../../src/shared/fleet/configComparison';
import { SnapshotStore, snapshotLimits } from '../../../src/main/fleet';

const base = '#:MX-V5.5.2.166\nSECTION audio\nSPEAKERLEVEL=50\nMICRO=1\nENDSECTION audio\nSECTION general\nLOCATION=Außenwand\nENDSECTION general\n';
const changed = base.replace('SPEAKERLEVEL=50', 'SPEAKERLEVEL=80');
let folder: string;

beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), 'camconfig-snapshots-'));
});

afterEach(() => rmSync(folder, { recursive: true, force: true }));

describe('SnapshotStore', () => {
  it('keeps every read, apply and restore as an entry of its own; identical configurations share one stored file', async () => {
    const store = new SnapshotStore(folder);
    const first = await store.record('cam-1', base, 'read', new Date('2026-11-23T09:00:00Z'));
    const again = await store.record('cam-1', base, 'read', new Date('2026-11-23T09:01:00Z'));
    expect(first.sharesFile).toBe(false);
    expect(again.sharesFile).toBe(true);
    expect(again.snapshot.id).not.toBe(first.snapshot.id);
    await store.record('cam-1', changed, 'applied', new Date('2026-11-23T09:05:00Z'));
    await store.record('cam-1', base, 'restored', new Date('2026-11-23T09:10:00Z'));
    const list = await store.list('cam-1');
    expect(list.map((item) => item.reason)).toEqual(['restored', 'applied', 'read', 'read']);
    expect(new Set(list.map((item) => item.id)).size).toBe(4);
    expect(list[0]!.file).toBe(list[3]!.file);
    expect(list[1]).toMatchObject({ firmware: 'MX-V5.5.2.166', sections: 2, bytes: Buffer.byteLength(changed, 'latin1') });
    expect(readdirSync(join(folder, 'cam-1')).sort()).toEqual([`${list[1]!.file}.cfg`, `${list[0]!.file}.cfg`, 'index.json', 'index.json.last-good'].sort());
    expect((await store.read('cam-1', list[1]!.id)).text).toBe(changed);
    expect((await store.read('cam-1', list[0]!.id)).text).toBe(base);
  });

  it('reads the newest snapshot with its text, and null for a camera with none', async () => {
    const store = new SnapshotStore(folder);
    expect(await store.readNewest('cam-1')).toBeNull();
    await store.record('cam-1', base, 'read', new Date('2026-11-23T09:00:00Z'));
    const newest = await store.record('cam-1', changed, 'applied', new Date('2026-11-23T09:05:00Z'));
    expect(await store.readNewest('cam-1')).toEqual({ snapshot: newest.snapshot, text: changed });
  });

  it('reads an index kept before entries had ids of their own (the id is the file)', async () => {
    const store = new SnapshotStore(folder);
    const { snapshot } = await store.record('cam-3', base, 'read');
    const { file: _file, ...older } = snapshot;
    const { writeFileSync } = await import('node:fs');
    writeFileSync(join(folder, 'cam-3', 'index.json'), JSON.stringify({ version: 1, snapshots: [older] }));
    expect((await store.read('cam-3', older.id)).text).toBe(base);
    const next = await store.record('cam-3', base, 'backup');
    expect(next).toMatchObject({ sharesFile: true });
    expect((await store.list('cam-3')).map((entry) => entry.reason)).toEqual(['backup', 'read']);
  });

  it('keeps at most maxPerCamera, pruning the oldest and the files no snapshot names', async () => {
    const store = new SnapshotStore(folder, { maxPerCamera: 3 });
    for (let level = 1; level <= 5; level++) await store.record('cam-2', base.replace('SPEAKERLEVEL=50', `SPEAKERLEVEL=${level}`), 'read');
    const list = await store.list('cam-2');
    expect(list).toHaveLength(3);
    const texts = await Promise.all(list.map(async (item) => (await store.read('cam-2', item.id)).text));
    expect(texts.map((text) => /SPEAKERLEVEL=(\d)/.exec(text)![1])).toEqual(['5', '4', '3']);
    expect(readdirSync(join(folder, 'cam-2')).filter((name) => name.endsWith('.cfg'))).toHaveLength(3);
  });

  it('in a site keeps every snapshot past the 100 of a technician’s own workspace', async () => {
    const site = new SnapshotStore(join(folder, 'site'), { keepsAll: true });
    const own = new SnapshotStore(join(folder, 'own'));
    for (let level = 0; level < snapshotLimits.maxPerCamera + 5; level++) {
      const text = base.replace('SPEAKERLEVEL=50', `SPEAKERLEVEL=${level}`);
      await site.record('cam-3', text, 'backup');
      await own.record('cam-3', text, 'backup');
    }
    const kept = await site.list('cam-3');
    expect(kept).toHaveLength(snapshotLimits.maxPerCamera + 5);
    expect((await site.read('cam-3', kept.at(-1)!.id)).text).toContain('SPEAKERLEVEL=0\n');
    expect(await own.list('cam-3')).toHaveLength(snapshotLimits.maxPerCamera);
  });

  it('says which snapshot is missing, and refuses a camera id that is not one', async () => {
    const store = new SnapshotStore(folder);
    await expect(store.read('cam-1', '0123456789abcdef')).rejects.toThrow('camera cam-1 has no snapshot 0123456789abcdef: list its history to see the snapshots kept');
    await expect(store.list('../etc')).rejects.toThrow("'../etc' is not a camera id");
  });
});

describe('compareConfigurations', () => {
  it('lists the changed parameters and gives both texts; narrowed to one section of two cameras', () => {
    const other = base.replace('LOCATION=Außenwand', 'LOCATION=Tor').replace('MICRO=1\n', '');
    const whole = compareConfigurations({ source: 'left', text: base }, { source: 'right', text: changed });
    expect(whole.changes).toEqual([{ kind: 'changed', section: 'audio', name: 'SPEAKERLEVEL', oldValue: '50', newValue: '80' }]);
    expect(whole.leftText).toBe(base);
    const general = compareConfigurations({ source: 'cam-1', text: base }, { source: 'cam-2', text: other }, 'general');
    expect(general.changes).toEqual([{ kind: 'changed', section: 'general', name: 'LOCATION', oldValue: 'Außenwand', newValue: 'Tor' }]);
    expect(general.leftText).toBe('SECTION general\nLOCATION=Außenwand\nENDSECTION general\n');
    expect(compareConfigurations({ source: 'a', text: base }, { source: 'b', text: other }, 'audio').changes).toEqual([{ kind: 'removed', section: 'audio', name: 'MICRO', oldValue: '1' }]);
    expect(() => compareConfigurations({ source: 'cam-9 snapshot x', text: 'NAME=1\n' }, { source: 'b', text: base })).toThrow(/cam-9 snapshot x/);
  });
});
