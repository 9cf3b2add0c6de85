// replay.start through the dispatcher, with the studio's distributor on lo and a second
// distributor listening over real UDP: a recording with one bad line is refused before the
// first message is sent. A good recording replayed afterwards is the marker: once it arrived,
// anything the refused replay had sent would have arrived before it.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { parseSystemConfig } from '../../../../src/main/distributor/config';
import type { ReceivedMessage } from '../../../../src/main/distributor/core';
import type { BusMessage } from '../../../../src/shared/api/distributorSchemas';
import { csvHeader, formatRecord } from '../../../../src/main/recorder/recordFormat';
import type { StudioServices } from '../../../../src/main/services/studioServices';
import { ApiDispatcher } from '../../../../src/main/transport/apiDispatcher';
import { createTestStudioServices } from '../../../support/simulatedCameras';
import { testUdpPort } from '../../../support/testPorts';
import { activeCore, testPassphrase, userConfig, waitFor } from '../../distributor/core/loopbackBus';

let services: StudioServices | undefined;
const folders: string[] = [];
afterEach(async () => {
  await services?.close();
  services = undefined;
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

const record = (receivedAt: number, path: string, value: string) => ({ path, value, from: { IP: '127.0.0.1', PID: 7 }, receivedAt, resent: false });
const goodLines = [record(1000, 'messages.global.door', 'open'), record(1001, 'messages.global.motion', 'true'), record(1002, 'messages.global.door', 'closed')];

async function studioAndListener(recordings: Record<string, string>): Promise<{ dispatcher: ApiDispatcher; heard: ReceivedMessage[]; folder: string }> {
  const folder = mkdtempSync(join(tmpdir(), 'replay-start-'));
  folders.push(folder);
  for (const [name, text] of Object.entries(recordings)) writeFileSync(join(folder, name), text);
  const port = await testUdpPort();
  const passphrase = testPassphrase();
  services = await createTestStudioServices({
    demo: false,
    mode: 'web',
    recordingsDir: folder,
    distributorSystemConfig: parseSystemConfig({ broadcast: { interfaces: ['lo'] } }, 'test'),
    distributorUserConfig: { broadcast: { iface: 'lo', port, passphrase } },
  });
  const listener = await activeCore(userConfig({ port, passphrase }));
  const heard: ReceivedMessage[] = [];
  listener.events.on('message', (message) => heard.push(message));
  return { dispatcher: new ApiDispatcher(services), heard, folder };
}

const jsonl = (lines: ReturnType<typeof record>[]) => lines.map((line) => formatRecord(line, 'jsonl')).join('');
const marker = jsonl([record(5000, 'messages.global.marker', 'after')]);

describe('replay.start', () => {
  it.each([
    ['a path that breaks the name rules', 'bad-path.jsonl', jsonl([...goodLines, record(1003, 'messages.global.bad name', '1')]), 'part 3 "bad name" of path "messages.global.bad name" contains a space'],
    ['a value with a line break', 'line-break.jsonl', jsonl([...goodLines, record(1003, 'messages.global.note', 'two\nlines')]), 'message value contains a line break'],
    ['a value over the size limit', 'oversized.jsonl', jsonl([...goodLines, record(1003, 'messages.global.note', 'x'.repeat(1025))]), 'message value has 1025 bytes in UTF-8: at most 1024 are allowed'],
    ['a CSV value with a line break', 'line-break.csv', csvHeader + [...goodLines, record(1003, 'messages.global.note', 'a\r\nb')].map((line) => formatRecord(line, 'csv')).join(''), 'message value contains a line break'],
  ])('refuses a recording whose fourth line has %s, naming file and line, and sends nothing', async (_what, name, text, problem) => {
    const { dispatcher, heard, folder } = await studioAndListener({ [name]: text, 'marker.jsonl': marker });
    const lineOfBadRecord = name.endsWith('.csv') ? 5 : 4;
    await expect(dispatcher.handle('replay.start', { name, speed: 1000 })).rejects.toMatchObject({
      code: 'invalid_request',
      message: expect.stringContaining(`${join(folder, name)} line ${lineOfBadRecord}: cannot be replayed: ${problem}`),
    });
    await dispatcher.handle('replay.start', { name: 'marker.jsonl', speed: 1000 });
    await waitFor(() => heard.some((message) => message.path === 'messages.global.marker'), 'the marker replay to arrive');
    expect(heard.map((message) => `${message.path}=${message.value}`)).toEqual(['messages.global.marker=after']);
    expect((await dispatcher.handle('replay.list', {})) as { replays: unknown[] }).toMatchObject({ replays: [{ file: join(folder, 'marker.jsonl'), sent: 1, total: 1 }] });
  });

  it('replays a recording whose lines all pass, every message in order', async () => {
    const { dispatcher, heard } = await studioAndListener({ 'good.jsonl': jsonl(goodLines) });
    await dispatcher.handle('replay.start', { name: 'good.jsonl', speed: 1000 });
    await waitFor(() => heard.length === 3, 'the three messages');
    expect(heard.map((message) => `${message.path}=${message.value}`)).toEqual(['messages.global.door=open', 'messages.global.motion=true', 'messages.global.door=closed']);
  });

  it("shows the replayed messages in the studio's own console, marked as replayed and sent by the studio, through a connection's batches", async () => {
    const { dispatcher, heard } = await studioAndListener({ 'good.jsonl': jsonl(goodLines) });
    const shown: BusMessage[] = [];
    const connection = dispatcher.connect((batch) => {
      for (const event of batch.events) if (event.event === 'bus.messages') shown.push(...(event.payload as { messages: BusMessage[] }).messages);
    });
    try {
      await dispatcher.handle('replay.start', { name: 'good.jsonl', speed: 1000 });
      await expect.poll(() => shown.length).toBe(3);
      await waitFor(() => heard.length === 3, 'the three messages at the other peer');
      const state = (await dispatcher.handle('distributor.state', {})) as { address: string };
      const self = { IP: state.address, PID: process.pid };
      expect(shown.map((message) => ({ line: `${message.path}=${message.value}`, replayed: message.replayed, from: message.from }))).toEqual(
        ['messages.global.door=open', 'messages.global.motion=true', 'messages.global.door=closed'].map((line) => ({ line, replayed: true, from: self })),
      );
      expect(self.IP).toBe('127.0.0.1');
      expect(connection.dropped).toBe(0);
      // Still the studio's own broadcast: the core dropped it as its own when it came back.
      await expect.poll(async () => ((await dispatcher.handle('distributor.statistics', {})) as { drops: { total: { own: number } } }).drops.total.own).toBeGreaterThanOrEqual(3);
    } finally {
      connection.close();
    }
  });

  it('keeps replayed messages out of a recording, which holds what the bus brought in', async () => {
    const { dispatcher, folder } = await studioAndListener({ 'good.jsonl': jsonl(goodLines) });
    const { recording } = (await dispatcher.handle('recording.start', { name: 'during-replay', format: 'jsonl' })) as { recording: { recordingId: string } };
    await dispatcher.handle('replay.start', { name: 'good.jsonl', speed: 1000 });
    await expect.poll(async () => ((await dispatcher.handle('replay.list', {})) as { replays: Array<{ active: boolean }> }).replays[0]?.active).toBe(false);
    await dispatcher.handle('recording.stop', { recordingId: recording.recordingId });
    expect(readFileSync(join(folder, 'during-replay.jsonl'), 'utf8')).toBe('');
  });
});
