// The recordings folder as the Replay and Open pickers list it: newest first, each with its
// size, messages and duration, a broken file listed with the reason, other files left out.
import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { RecordingFiles } from '../../../src/main/recorder/recordingFiles';

let folder: string;
beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), 'camconfig-recording-files-'));
});
afterEach(() => rmSync(folder, { recursive: true, force: true }));

const line = (receivedAt: number, value: string) => JSON.stringify({ receivedAt, IP: '127.0.0.1', PID: 7, path: 'messages.global.door', value, resent: false }) + '\n';

function write(name: string, text: string, modifiedSeconds: number): void {
  writeFileSync(join(folder, name), text);
  utimesSync(join(folder, name), modifiedSeconds, modifiedSeconds);
}

describe('RecordingFiles', () => {
  it('lists the recordings newest first with size, messages and duration; a broken one with its reason; nothing else', async () => {
    write('door.jsonl', line(1_000, 'open') + line(13_400, 'closed'), 1_700_000_100);
    write('motion.csv', 'received_at,ip,pid,path,value,resent\r\n2026-11-23T03:00:00.000Z,127.0.0.1,7,messages.global.motion,on,false\r\n', 1_700_000_200);
    write('broken.jsonl', 'not json\n', 1_700_000_050);
    write('notes.txt', 'not a recording', 1_700_000_300);
    write('.hidden.jsonl', line(1, 'x'), 1_700_000_400);
    const files = await new RecordingFiles(folder).list();
    expect(files.map((file) => file.name)).toEqual(['motion.csv', 'door.jsonl', 'broken.jsonl']);
    expect(files[1]).toMatchObject({ format: 'jsonl', messages: 2, durationMs: 12_400, problem: null, modifiedAt: 1_700_000_100_000 });
    expect(files[0]).toMatchObject({ format: 'csv', messages: 1, durationMs: 0 });
    expect(files[2]).toMatchObject({ messages: null, durationMs: null, problem: expect.stringContaining('line 1 is not JSON') });
  });

  it('reads a file again once it changed, and an empty folder or none lists nothing', async () => {
    const files = new RecordingFiles(folder);
    write('door.jsonl', line(1_000, 'open'), 1_700_000_100);
    expect((await files.list())[0]).toMatchObject({ messages: 1 });
    write('door.jsonl', line(1_000, 'open') + line(2_000, 'closed'), 1_700_000_200);
    expect((await files.list())[0]).toMatchObject({ messages: 2, durationMs: 1_000 });
    expect(await new RecordingFiles(join(folder, 'none')).list()).toEqual([]);
  });
});
