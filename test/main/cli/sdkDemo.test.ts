// sdk-demo driven as a user drives it: real processes, piped stdin/stdout, UDP on lo.
import { randomBytes, randomInt } from 'node:crypto';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { configDir, lastStatisticsRecord, startSdkDemo } from './sdkDemoProcess';

const system = { log_list_max: 8, broadcast: { interfaces: ['lo'] } };

function busConfig(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return { broadcast: { port: randomInt(20_000, 32_000), passphrase: `pass-${randomBytes(4).toString('hex')}`, poll_freq: 20, resend: 2, ...overrides } };
}

function args(dir: string, ...extra: string[]): string[] {
  return ['-s', join(dir, 'system.json'), '-u', join(dir, 'user.json'), ...extra];
}

describe('sdk-demo: two instances on one computer', () => {
  it('exchange messages both ways; ? prints the statistics record; ! exits 0', async () => {
    const dir = configDir({ 'system.json': system, 'user.json': busConfig() });
    const alice = startSdkDemo(args(dir, '-v'));
    const bob = startSdkDemo(args(dir, '-v'));
    await Promise.all([alice.ready(), bob.ready()]);

    alice.type('messages.global.door_front', 'open');
    expect(await alice.waitForStdout(/^path=/, 'alice echo')).toBe('path=messages.global.door_front');
    await bob.waitForStdout(/^messages\.global\.door_front=open$/, 'bob to receive the door message');
    expect(alice.stdout).toContain('value=open');

    bob.type('messages.global.temp_outside', '7.5');
    await alice.waitForStdout(/^messages\.global\.temp_outside=7\.5$/, 'alice to receive the temperature');

    type Record = { put_publication: { peers: Array<{ [counter: string]: number | string }>; self: { PID: number }; summary: { [counter: string]: number } } };
    let record: Record | null = null;
    for (let attempt = 0; attempt < 20 && record?.put_publication.summary.msg_rx_dup !== 1; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 100)); // the resend copy of alice's message
      const printed = bob.stdout.length;
      bob.type('?');
      await bob.waitForStdout(/^}$/, 'the statistics record', { from: printed });
      record = lastStatisticsRecord(bob.stdout.slice(printed)) as Record;
    }
    if (!record) throw new Error('no statistics record');
    expect(Object.keys(record)).toEqual(['put_publication']);
    expect(record.put_publication.self.PID).toBe(bob.child.pid);
    expect(record.put_publication.peers).toEqual([{ IP: '127.0.0.1', PID: alice.child.pid, msg_rx: 1, msg_rx_dup: 1, msg_rx_err: 0, msg_rx_resend: 0, pkt_rx: 2, pkt_rx_err: 0 }]);
    expect(record.put_publication.summary).toMatchObject({ msg_rx: 1, msg_tx: 1, pkt_tx: 2 });

    alice.type('!');
    bob.type('!');
    expect(await alice.exited).toBe(0);
    expect(await bob.exited).toBe(0);
    expect(alice.stderr.join('\n')).toMatch(/active on lo \(127\.0\.0\.1\), broadcast 127\.255\.255\.255, port \d+, encryption on, poll_freq 20 packages\/s/);
    expect(alice.stderr.join('\n')).not.toMatch(/pass-/); // the passphrase is never printed
  });

  it('sends what is queued before exiting when stdin ends', async () => {
    const dir = configDir({ 'system.json': system, 'user.json': busConfig({ poll_freq: 5, resend: 3 }) });
    const listener = startSdkDemo(args(dir, '-v'));
    await listener.ready();
    const sender = startSdkDemo(args(dir));
    sender.child.stdin.end('messages.global.a\n1\nmessages.global.b\n2\n');
    const started = Date.now();
    expect(await sender.exited).toBe(0);
    expect(Date.now() - started).toBeGreaterThanOrEqual(350); // three packages at 5 per second
    await listener.waitForStdout(/^messages\.global\.b=2$/, 'the second message');
    expect(listener.stdout.filter((line) => line.startsWith('messages.global.'))).toEqual(['messages.global.a=1', 'messages.global.b=2']);
    listener.type('?');
    await listener.waitForStdout(/^}$/, 'the statistics record');
    expect(lastStatisticsRecord(listener.stdout)).toMatchObject({ put_publication: { summary: { msg_rx: 2, msg_rx_dup: 4, pkt_rx: 3 } } });
    listener.child.stdin.end();
    expect(await listener.exited).toBe(0);
  });

  it('refuses an invalid path at the path prompt and goes on', async () => {
    const dir = configDir({ 'system.json': system, 'user.json': busConfig() });
    const demo = startSdkDemo(args(dir));
    demo.type('messages.global.bad name', 'messages.global.ok', 'yes', '!');
    expect(await demo.exited).toBe(0);
    expect(demo.stderr.join('\n')).toMatch(/part 3 "bad name" of path "messages.global.bad name" contains a space/);
    expect(demo.stdout).toEqual(['path=messages.global.ok', 'value=yes']);
  });
});

describe('sdk-demo: refusals', () => {
  it('exits 2 naming the missing option', async () => {
    const demo = startSdkDemo(['-u', 'user.json']);
    expect(await demo.exited).toBe(2);
    expect(demo.stderr[0]).toBe('sdk-demo: option -s <system_config.json> is required');
  });

  it('exits 2 on a bad debug level and on an unknown option', async () => {
    const badLevel = startSdkDemo(['-s', 'a', '-u', 'b', '-d', '4']);
    expect(await badLevel.exited).toBe(2);
    expect(badLevel.stderr[0]).toBe('sdk-demo: option -d: expected a debug level from 0 to 3, got "4"');
    const unknown = startSdkDemo(['-s', 'a', '-u', 'b', '-x']);
    expect(await unknown.exited).toBe(2);
    expect(unknown.stderr[0]).toMatch(/unknown option -x/);
  });

  it('exits 2 naming the file and the option of a bad configuration', async () => {
    const dir = configDir({ 'system.json': system, 'user.json': { broadcast: { port: 70000 } } });
    const demo = startSdkDemo(args(dir));
    expect(await demo.exited).toBe(2);
    expect(demo.stderr.join('\n')).toMatch(/user\.json: option broadcast\.port: got 70000, out of range; expected an integer from 1 to 65535/);
    const missing = startSdkDemo(['-s', join(dir, 'nope.json'), '-u', join(dir, 'user.json')]);
    expect(await missing.exited).toBe(2);
    expect(missing.stderr.join('\n')).toMatch(/nope\.json.*no such file/);
  });

  it('exits 1 with the reason when the distributor cannot start', async () => {
    const dir = configDir({ 'system.json': { broadcast: { interfaces: ['nosuch0', 'nosuch1'] } }, 'user.json': busConfig() });
    const demo = startSdkDemo(args(dir));
    expect(await demo.exited).toBe(1);
    expect(demo.stderr.join('\n')).toMatch(/the distributor is inactive: no IPv4 broadcast address on any of nosuch0, nosuch1/);
  });

  it('prints usage with -h and exits 0', async () => {
    const demo = startSdkDemo(['-h']);
    expect(await demo.exited).toBe(0);
    expect(demo.stdout[0]).toBe('Usage: sdk-demo -s <system_config.json> -u <user_config.json> [-d <level>] [-v]');
  });
});
