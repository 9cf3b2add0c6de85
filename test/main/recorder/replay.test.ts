// Reading a recording back and replaying it with its spacing, on real files and real timers.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readJsonLinesRecording, readRecording } from '../../../src/main/recorder/readRecording';
import { csvHeader, formatRecord } from '../../../src/main/recorder/recordFormat';
import { findRecordingFile } from '../../../src/main/recorder/recordingFile';
import { maxTimerDelayMs, Replayer } from '../../../src/main/recorder/replayer';
import { replayProblem } from '../../../src/main/recorder/replayMessage';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function recording(text: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'replay-test-'));
  folders.push(dir);
  writeFileSync(join(dir, 'r.jsonl'), text);
  return join(dir, 'r.jsonl');
}

const line = (receivedAt: number, path: string, value: string) => `${JSON.stringify({ receivedAt, time: new Date(receivedAt).toISOString(), IP: '127.0.0.1', PID: 7, path, value, resent: false })}\n`;

describe('readJsonLinesRecording', () => {
  it('reads the recorded messages in order, skipping empty lines', async () => {
    const file = recording(line(1000, 'a.door', 'open') + '\n' + line(1500, 'a.door', 'closed'));
    expect(await readJsonLinesRecording(file)).toEqual([
      { receivedAt: 1000, IP: '127.0.0.1', PID: 7, path: 'a.door', value: 'open', resent: false },
      { receivedAt: 1500, IP: '127.0.0.1', PID: 7, path: 'a.door', value: 'closed', resent: false },
    ]);
  });

  it('names the first line that is not a recorded message', async () => {
    const notJson = recording(line(1000, 'a.door', 'open') + 'door=open\n');
    await expect(readJsonLinesRecording(notJson)).rejects.toThrow(`${notJson} line 2 is not JSON: a recording has one JSON object a line`);
    const noValue = recording(`{"receivedAt":1,"IP":"127.0.0.1","PID":7,"path":"a.b","resent":false}\n`);
    await expect(readJsonLinesRecording(noValue)).rejects.toThrow(new RegExp(`^${noValue} line 1: value `));
  });

  it('for a replay, checks every line against the message rules and names the first that breaks one', async () => {
    const good = line(1000, 'messages.global.door', 'open') + line(1100, 'messages.global.door', 'closed') + line(1200, 'messages.global.motion', 'true');
    const badPath = recording(good + line(1300, 'messages.global.bad name', '1'));
    await expect(readRecording(badPath, replayProblem)).rejects.toThrow(`${badPath} line 4: cannot be replayed: part 3 "bad name" of path "messages.global.bad name" contains a space`);
    const lineBreak = recording(good + line(1300, 'messages.global.note', 'two\nlines'));
    await expect(readRecording(lineBreak, replayProblem)).rejects.toThrow(`${lineBreak} line 4: cannot be replayed: message value contains a line break`);
    const oversized = recording(good + line(1300, 'messages.global.note', 'x'.repeat(1025)));
    await expect(readRecording(oversized, replayProblem)).rejects.toThrow(`${oversized} line 4: cannot be replayed: message value has 1025 bytes in UTF-8: at most 1024 are allowed`);
    expect(await readRecording(lineBreak)).toHaveLength(4); // browsing shows what was received
  });

  it('says which recording is missing', async () => {
    await expect(readJsonLinesRecording('/nonexistent/folder/r.jsonl')).rejects.toThrow('cannot read recording /nonexistent/folder/r.jsonl: there is no such file in the recordings folder');
  });
});

const recorded = (receivedAt: number, value: string) => ({ receivedAt, IP: '127.0.0.1', PID: 7, path: 'a.b', value, resent: false });

describe('Replayer', () => {
  it('sends every message with the original spacing divided by the speed', async () => {
    const sent: Array<{ path: string; at: number }> = [];
    const started = Date.now();
    const messages = [
      { receivedAt: 0, IP: '127.0.0.1', PID: 7, path: 'a.one', value: '1', resent: false },
      { receivedAt: 1000, IP: '127.0.0.1', PID: 7, path: 'a.two', value: '2', resent: false },
      { receivedAt: 2000, IP: '127.0.0.1', PID: 7, path: 'a.three', value: '3', resent: false },
    ];
    const replayer = new Replayer(messages, 10, (path) => sent.push({ path, at: Date.now() - started }), () => undefined);
    replayer.start();
    await expect.poll(() => replayer.progress().active).toBe(false);
    expect(replayer.progress()).toEqual({ sent: 3, total: 3, active: false, stopReason: 'done' });
    expect(sent.map((entry) => entry.path)).toEqual(['a.one', 'a.two', 'a.three']);
    expect(sent[2]!.at).toBeGreaterThanOrEqual(195); // 2 s recorded, 10 times faster
  });

  it('stops when asked, and when the distributor refuses a message, naming it', async () => {
    const slow = new Replayer([recorded(0, '1'), recorded(60_000, '2')], 1, () => undefined, () => undefined);
    slow.start();
    await expect.poll(() => slow.progress().sent).toBe(1);
    slow.stop();
    expect(slow.progress()).toEqual({ sent: 1, total: 2, active: false, stopReason: 'stopped' });

    const refused = new Replayer([recorded(0, '1')], 1, () => {
      throw new Error('the distributor is inactive');
    }, () => undefined);
    refused.start();
    await expect.poll(() => refused.progress().active).toBe(false);
    expect(refused.progress().stopReason).toBe('message 1 (a.b) was refused: the distributor is inactive');
  });
});

describe('Replayer with gaps longer than a timer can wait', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('waits a gap above 2^31-1 ms in full instead of sending at once', () => {
    vi.useFakeTimers();
    const thirtyDays = 30 * 24 * 3600 * 1000;
    const sent: string[] = [];
    const replayer = new Replayer([recorded(0, 'first'), recorded(thirtyDays, 'second')], 1, (_path, value) => sent.push(value), () => undefined);
    replayer.start();
    vi.advanceTimersByTime(0);
    expect(sent).toEqual(['first']);
    vi.advanceTimersByTime(maxTimerDelayMs + 1);
    expect(sent).toEqual(['first']);
    vi.advanceTimersByTime(thirtyDays - maxTimerDelayMs - 2);
    expect(sent).toEqual(['first']);
    vi.advanceTimersByTime(1);
    expect(sent).toEqual(['first', 'second']);
    expect(replayer.progress()).toEqual({ sent: 2, total: 2, active: false, stopReason: 'done' });
  });

  it('stops during a long gap when asked', () => {
    vi.useFakeTimers();
    const sent: string[] = [];
    const replayer = new Replayer([recorded(0, 'first'), recorded(3 * maxTimerDelayMs, 'second')], 1, (_path, value) => sent.push(value), () => undefined);
    replayer.start();
    vi.advanceTimersByTime(maxTimerDelayMs + 5);
    replayer.stop();
    vi.advanceTimersByTime(3 * maxTimerDelayMs);
    expect(sent).toEqual(['first']);
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('reading a CSV recording', () => {
  function csvRecording(text: string, name = 'r.csv'): string {
    const dir = mkdtempSync(join(tmpdir(), 'replay-test-'));
    folders.push(dir);
    writeFileSync(join(dir, name), text);
    return join(dir, name);
  }
  const message = (receivedAt: number, path: string, value: string, resent = false) => ({ path, value, from: { IP: '127.0.0.1', PID: 7 }, receivedAt, resent });

  it('reads back exactly what the recorder wrote, quotes, commas and line breaks included', async () => {
    const written = [
      message(1000, 'a.door', 'open'),
      message(1500, 'a.note', 'say "hi", then\r\nleave'),
      message(1600, 'a.note', '\rCR, then\nLF'),
      message(1700, 'a.note', '=1+1'),
      message(1800, 'a.note', ' spaced '),
      message(2000, 'a.door', 'closed', true),
    ];
    const file = csvRecording(csvHeader + written.map((entry) => formatRecord(entry, 'csv')).join(''));
    expect(await readRecording(file)).toEqual(written.map(({ receivedAt, from, path, value, resent }) => ({ receivedAt, IP: from.IP, PID: from.PID, path, value, resent })));
  });

  it('names the line and the field of a bad record, counting the lines inside quoted values', async () => {
    const good = formatRecord(message(1000, 'a.note', 'two\r\nlines'), 'csv');
    const badTime = csvRecording(`${csvHeader}${good}yesterday,127.0.0.1,7,a.b,1,false\r\n`);
    await expect(readRecording(badTime)).rejects.toThrow(`${badTime} line 4: received_at "yesterday" is not a UTC time like 2026-11-23T03:00:00.000Z`);
    const badPid = csvRecording(`${csvHeader}2026-11-23T03:00:00.000Z,127.0.0.1,seven,a.b,1,false\r\n`);
    await expect(readRecording(badPid)).rejects.toThrow(`${badPid} line 2: pid "seven" is not a whole number`);
    const fewFields = csvRecording(`${csvHeader}2026-11-23T03:00:00.000Z,127.0.0.1,7,a.b\r\n`);
    await expect(readRecording(fewFields)).rejects.toThrow(`${fewFields} line 2: 4 fields where a recorded message has 6 (received_at, ip, pid, path, value, resent)`);
    const badResent = csvRecording(`${csvHeader}2026-11-23T03:00:00.000Z,127.0.0.1,7,a.b,1,maybe\r\n`);
    await expect(readRecording(badResent)).rejects.toThrow(`${badResent} line 2: resent "maybe" is neither true nor false`);
    const unclosed = csvRecording(`${csvHeader}2026-11-23T03:00:00.000Z,127.0.0.1,7,a.b,"open,false\r\n`);
    await expect(readRecording(unclosed)).rejects.toThrow(`${unclosed} line 2: a quoted field is not closed before the end of the file`);
  });

  it('reads a recording saved again with a byte order mark and LF line ends, values that look like formulas as they are', async () => {
    const file = csvRecording('\uFEFFreceived_at,ip,pid,path,value,resent\n2026-11-23T03:00:00.000Z,127.0.0.1,7,a.b,"=1+1\nx",false\n2026-11-23T03:00:01.000Z,127.0.0.1,7,a.b,-5,true\n');
    expect((await readRecording(file)).map(({ value, resent }) => ({ value, resent }))).toEqual([
      { value: '=1+1\nx', resent: false },
      { value: '-5', resent: true },
    ]);
    const trailing = csvRecording(`${csvHeader}2026-11-23T03:00:00.000Z,127.0.0.1,7,a.b,"open"x,false\r\n`);
    await expect(readRecording(trailing)).rejects.toThrow(`${trailing} line 2: a field has text after its closing quote`);
  });

  it('for a replay, names the line of the first record that breaks the message rules', async () => {
    const good = [message(1000, 'messages.global.door', 'open'), message(1100, 'messages.global.note', 'ok'), message(1200, 'messages.global.door', 'closed')];
    const file = csvRecording(csvHeader + [...good, message(1300, 'messages.global.note', 'two\r\nlines')].map((entry) => formatRecord(entry, 'csv')).join(''));
    await expect(readRecording(file, replayProblem)).rejects.toThrow(`${file} line 5: cannot be replayed: message value contains a line break`);
  });

  it('refuses a CSV file that is not a recording of the studio', async () => {
    const other = csvRecording('name,phone\r\nAnna,123\r\n');
    await expect(readRecording(other)).rejects.toThrow(`${other} line 1: the header is not "received_at,ip,pid,path,value,resent": this is not a CSV recording of the studio`);
  });
});

describe('findRecordingFile', () => {
  it('takes a name with its extension as it is, else the one recording of that name, and asks when both exist', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'replay-test-'));
    folders.push(dir);
    writeFileSync(join(dir, 'door.csv'), csvHeader);
    expect(await findRecordingFile(dir, 'door')).toBe(join(dir, 'door.csv'));
    expect(await findRecordingFile(dir, 'door.jsonl')).toBe(join(dir, 'door.jsonl'));
    writeFileSync(join(dir, 'door.jsonl'), '');
    await expect(findRecordingFile(dir, 'door')).rejects.toThrow(`both door.jsonl and door.csv are in the recordings folder ${dir}: give the name with its extension`);
    await expect(findRecordingFile(dir, 'gate')).rejects.toThrow(`cannot read recording ${join(dir, 'gate.jsonl')}: there is no such file in the recordings folder (nor gate.csv)`);
  });
});
