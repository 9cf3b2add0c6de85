// The recorder writes real files in a temporary folder.
import { mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { afterEach, describe, expect, it } from 'vitest';
import { MessageRecorder } from '../../../src/main/recorder/messageRecorder';
import type { BusMessage } from '../../../src/shared/api/distributorSchemas';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function folder(): string {
  const dir = mkdtempSync(join(tmpdir(), 'recorder-test-'));
  folders.push(dir);
  return dir;
}

function message(path: string, value: string, PID = 7): BusMessage {
  return { path, value, from: { IP: '127.0.0.1', PID }, receivedAt: Date.UTC(2026, 10, 23, 3, 0, 0, 250), resent: false };
}

describe('MessageRecorder', () => {
  it('writes one JSON line per message as they arrive, before it is stopped', async () => {
    const file = join(folder(), 'door.jsonl');
    const recorder = await MessageRecorder.start({ recordingId: 'r1', file, format: 'jsonl', maxBytes: 1_000_000, flushMs: 20 });
    recorder.add(message('messages.global.door', 'open'));
    recorder.add({ ...message('messages.global.door', 'zu "ä"'), resent: true });
    const lines = () => readFileSync(file, 'utf8').trimEnd().split('\n').map((line) => JSON.parse(line) as unknown);
    await expect.poll(lines).toEqual([
      { receivedAt: Date.UTC(2026, 10, 23, 3, 0, 0, 250), time: '2026-11-23T03:00:00.250Z', IP: '127.0.0.1', PID: 7, path: 'messages.global.door', value: 'open', resent: false },
      { receivedAt: Date.UTC(2026, 10, 23, 3, 0, 0, 250), time: '2026-11-23T03:00:00.250Z', IP: '127.0.0.1', PID: 7, path: 'messages.global.door', value: 'zu "ä"', resent: true },
    ]);
    expect(recorder.view()).toMatchObject({ active: true, messages: 2, bytes: readFileSync(file).length });
    await recorder.stop();
    expect(recorder.view()).toMatchObject({ active: false, stopReason: 'stopped' });
  });

  it('writes CSV with a header, quoting fields that hold commas, quotes or tabs kept as they are', async () => {
    const file = join(folder(), 'door.csv');
    const recorder = await MessageRecorder.start({ recordingId: 'r1', file, format: 'csv', maxBytes: 1_000_000 });
    recorder.add(message('messages.global.door', 'open, "wide"'));
    recorder.add(message('messages.global.temp', '7.5\tC'));
    await recorder.stop();
    expect(readFileSync(file, 'utf8')).toBe(
      'received_at,ip,pid,path,value,resent\r\n2026-11-23T03:00:00.250Z,127.0.0.1,7,messages.global.door,"open, ""wide""",false\r\n2026-11-23T03:00:00.250Z,127.0.0.1,7,messages.global.temp,7.5\tC,false\r\n',
    );
  });

  it('writes a CSV that an independent parser (csv-parse) reads back to the very values, formula-like ones unguarded', async () => {
    const file = join(folder(), 'hostile.csv');
    const values = ['=HYPERLINK("http://x";"y")', '+49 89 123', '-5', '@SUM(1)', '\tTab', '\rCR', 'a;b,c "d"', 'two\r\nlines', 'one\nbreak', ' leading', 'Grüße aus Süd', ''];
    const recorder = await MessageRecorder.start({ recordingId: 'r1', file, format: 'csv', maxBytes: 1_000_000 });
    for (const value of values) recorder.add({ ...message('messages.global.note', value, 42), resent: value === '-5' });
    await recorder.stop();
    const bytes = readFileSync(file);
    expect(bytes.subarray(0, 3).toString('latin1')).not.toBe('\xef\xbb\xbf'); // no byte order mark
    expect(bytes.toString('utf8')).toMatch(/\r\n$/);
    const rows = parse(bytes.toString('utf8'), { delimiter: ',', record_delimiter: '\r\n' }) as string[][];
    expect(rows[0]).toEqual(['received_at', 'ip', 'pid', 'path', 'value', 'resent']);
    expect(rows.slice(1)).toEqual(values.map((value) => ['2026-11-23T03:00:00.250Z', '127.0.0.1', '42', 'messages.global.note', value, String(value === '-5')]));
  });

  it('records only what the filter matches', async () => {
    const file = join(folder(), 'motion.jsonl');
    const recorder = await MessageRecorder.start({ recordingId: 'r1', file, format: 'jsonl', maxBytes: 1_000_000, filter: { text: 'motion', mode: 'substring', caseSensitive: false, peer: '' } });
    recorder.add(message('messages.global.door', 'open'));
    recorder.add(message('messages.global.motion_hall', '1'));
    await recorder.stop();
    expect(readFileSync(file, 'utf8').trimEnd().split('\n')).toHaveLength(1);
    expect(recorder.view()).toMatchObject({ messages: 1, filtered: true });
  });

  it('stops by itself before the file would pass its size bound, keeping whole lines', async () => {
    const file = join(folder(), 'big.jsonl');
    let stopped = false;
    const recorder = await MessageRecorder.start({ recordingId: 'r1', file, format: 'jsonl', maxBytes: 1024, onStopped: () => (stopped = true) });
    for (let n = 0; n < 100; n++) recorder.add(message('messages.global.door', String(n)));
    await recorder.stop();
    const text = readFileSync(file, 'utf8');
    expect(text.length).toBeLessThanOrEqual(1024);
    expect(text.endsWith('\n')).toBe(true);
    expect(text.trimEnd().split('\n')).toHaveLength(recorder.view().messages);
    expect(recorder.view()).toMatchObject({ active: false, stopReason: 'size limit reached' });
    await expect.poll(() => stopped).toBe(true);
  });

  it('never overwrites a file, nor writes through a symbolic link', async () => {
    const dir = folder();
    writeFileSync(join(dir, 'kept.jsonl'), 'earlier recording\n');
    await expect(MessageRecorder.start({ recordingId: 'r1', file: join(dir, 'kept.jsonl'), format: 'jsonl', maxBytes: 1024 })).rejects.toThrow(`recording file ${join(dir, 'kept.jsonl')} exists already: choose another name`);
    expect(readFileSync(join(dir, 'kept.jsonl'), 'utf8')).toBe('earlier recording\n');
    symlinkSync(join(dir, 'elsewhere.jsonl'), join(dir, 'link.jsonl'));
    await expect(MessageRecorder.start({ recordingId: 'r2', file: join(dir, 'link.jsonl'), format: 'jsonl', maxBytes: 1024 })).rejects.toThrow(/exists already|cannot create/);
  });

  it('refuses a filter that is not a valid regular expression', async () => {
    await expect(
      MessageRecorder.start({ recordingId: 'r1', file: join(folder(), 'x.jsonl'), format: 'jsonl', maxBytes: 1024, filter: { text: '(', mode: 'regex', caseSensitive: false, peer: '' } }),
    ).rejects.toThrow(/^cannot record with this filter: not a valid regular expression/);
  });
});
