// Reading a recording back and replaying it with its spacing, on real files and real timers.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readJsonLinesRecording } from '../../../src/main/recorder/readRecording';
import { Replayer } from '../../../src/main/recorder/replayer';

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
    await expect.poll(() => replayer.progress().active, { timeout: 2000 }).toBe(false);
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
