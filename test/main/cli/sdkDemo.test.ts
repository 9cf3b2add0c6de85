// sdk-demo driven as a user drives it: real processes, piped stdin/stdout, UDP on lo.
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { configDir, lastStatisticsRecord, startSdkDemo } from './sdkDemoProcess';
import { testUdpPort } from '../../support/testPorts';

const system = { log_list_max: 8, broadcast: { interfaces: ['lo'] } };

/**
 * max_time_offset 300: a receiver that a loaded machine leaves unscheduled for more than the
 * default 5 s still takes the packages waiting in its socket (they would be refused as too old).
 */
async function busConfig(overrides: Record<string, unknown> = {}): Promise<Record<string, unknown>> {
  return { broadcast: { port: await testUdpPort(), passphrase: `pass-${randomBytes(4).toString('hex')}`, poll_freq: 20, resend: 2, max_time_offset: 300, ...overrides } };
}

/**
 * One package every 10 s, each message in 255 of them: a message stays queued for 42 minutes,
 * so a test that acts on a queued message finds it queued however slow the machine.
 */
const queuedForLong = { poll_freq: 0, resend: 255 };

function args(dir: string, ...extra: string[]): string[] {
  return ['-s', join(dir, 'system.json'), '-u', join(dir, 'user.json'), ...extra];
}

describe('sdk-demo: two instances on one computer', () => {
  it('exchange messages both ways; ? prints the statistics record; ! exits 0', async () => {
    const dir = configDir({ 'system.json': system, 'user.json': await busConfig() });
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
    const statisticsOfBob = async (): Promise<Record> => {
      const printed = bob.stdout.length;
      bob.type('?');
      await bob.waitForStdout(/^}$/, 'the statistics record', { from: printed });
      return lastStatisticsRecord(bob.stdout.slice(printed)) as Record;
    };
    // The resend copies follow the first: alice's message heard twice, bob's own sent twice.
    await expect.poll(async () => (await statisticsOfBob()).put_publication.summary).toMatchObject({ msg_rx_dup: 1, pkt_tx: 2 });
    const record = await statisticsOfBob();
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
    const dir = configDir({ 'system.json': system, 'user.json': await busConfig({ poll_freq: 5, resend: 3 }) });
    const listener = startSdkDemo(args(dir, '-v'));
    await listener.ready();
    const started = Date.now(); // before the sender exists: its packages cannot leave earlier
    const sender = startSdkDemo(args(dir));
    sender.child.stdin.end('messages.global.a\n1\nmessages.global.b\n2\n');
    expect(await sender.exited).toBe(0);
    expect(Date.now() - started).toBeGreaterThanOrEqual(390); // three packages at 5 per second: 400 ms on the sender's clock
    await listener.waitForStdout(/^messages\.global\.b=2$/, 'the second message');
    expect(listener.stdout.filter((line) => line.startsWith('messages.global.'))).toEqual(['messages.global.a=1', 'messages.global.b=2']);
    type Summary = { [counter: string]: number };
    const summaryOfListener = async (): Promise<Summary> => {
      const printed = listener.stdout.length;
      listener.type('?');
      await listener.waitForStdout(/^}$/, 'the statistics record', { from: printed });
      return (lastStatisticsRecord(listener.stdout.slice(printed)) as { put_publication: { summary: Summary } }).put_publication.summary;
    };
    // The copies may still wait in the listener's socket when '?' is read: ask until all are counted.
    await expect.poll(summaryOfListener).toMatchObject({ msg_rx: 2, msg_rx_dup: 4 });
    const summary = await summaryOfListener();
    expect(summary.pkt_rx).toBeGreaterThanOrEqual(3); // 3 when both messages share their packages, 4 when b came one package later
    expect(summary.pkt_rx).toBeLessThanOrEqual(4);
    listener.child.stdin.end();
    expect(await listener.exited).toBe(0);
  });

  it('refuses an invalid path at the path prompt and goes on', async () => {
    const dir = configDir({ 'system.json': system, 'user.json': await busConfig() });
    const demo = startSdkDemo(args(dir));
    demo.type('messages.global.bad name', 'messages.global.ok', 'yes', '!');
    expect(await demo.exited).toBe(0);
    expect(demo.stderr.join('\n')).toMatch(/part 3 "bad name" of path "messages.global.bad name" contains a space/);
    expect(demo.stdout).toEqual(['path=messages.global.ok', 'value=yes']);
  });
});

describe('sdk-demo: text from the bus cannot steer the terminal', () => {
  it('prints C1 and bidirectional controls and backslashes of received and sent text as visible escapes', async () => {
    const dir = configDir({ 'system.json': system, 'user.json': await busConfig({ resend: 1 }) });
    const receiver = startSdkDemo(args(dir, '-v', '-d', '3'));
    await receiver.ready();
    const sender = startSdkDemo(args(dir));
    // U+009B is CSI (a terminal escape sequence in one character), U+202E reverses the text after it.
    sender.child.stdin.end('messages.global.label\nred\u009b31m alert\u202eoff\u2066 C:\\temp\u0085end\n');
    expect(await sender.exited).toBe(0);
    const escaped = 'red\\u{9b}31m alert\\u{202e}off\\u{2066} C:\\\\temp\\u{85}end';
    expect(sender.stdout).toEqual(['path=messages.global.label', `value=${escaped}`]);
    await receiver.waitForStdout(/^messages\.global\.label=/, 'the received message');
    expect(receiver.stdout).toContain(`messages.global.label=${escaped}`);
    await receiver.waitForStderr(/debug3: rx message/, 'the trace of the received message');
    expect(receiver.stderr.join('\n')).toContain(`: messages.global.label=${escaped}`);
    receiver.child.stdin.end();
    expect(await receiver.exited).toBe(0);
    const printed = [...sender.stdout, ...sender.stderr, ...receiver.stdout, ...receiver.stderr].join('\n');
    expect(printed).not.toMatch(/[\u0080-\u009f\u202a-\u202e\u2066-\u2069]/);
  });
});

describe('sdk-demo: ? and ! at the value prompt', () => {
  it('? prints the record and keeps waiting for the value; ! ends without sending the half-entered message', async () => {
    const dir = configDir({ 'system.json': system, 'user.json': await busConfig() });
    const demo = startSdkDemo(args(dir));
    demo.type('messages.global.first', '?', 'kept', 'messages.global.second', '!', 'messages.global.never', 'sent');
    expect(await demo.exited).toBe(0);
    const recordEnd = demo.stdout.indexOf('}');
    expect(demo.stdout[0]).toBe('{');
    expect(lastStatisticsRecord(demo.stdout.slice(0, recordEnd + 1))).toMatchObject({ put_publication: { peers: [], summary: { msg_tx: 0 } } });
    expect(demo.stdout.slice(recordEnd + 1)).toEqual(['path=messages.global.first', 'value=kept']);
    expect(demo.stderr.join('\n')).not.toMatch(/not sent/);
  });
});

describe('sdk-demo: -d and warnings', () => {
  it('-d 2 adds package lines, -d 3 also message lines; without -d no debug lines', async () => {
    const dir = configDir({ 'system.json': system, 'user.json': await busConfig({ resend: 1 }) });
    const atLevel2 = startSdkDemo(args(dir, '-v', '-d', '2'));
    const atLevel0 = startSdkDemo(args(dir, '-v'));
    await Promise.all([atLevel2.ready(), atLevel0.ready()]);
    const atLevel3 = startSdkDemo(args(dir, '-d', '3'));
    atLevel3.child.stdin.end('messages.global.door_front\nopen\n');
    expect(await atLevel3.exited).toBe(0);
    await atLevel2.waitForStdout(/^messages\.global\.door_front=open$/, 'the message at level 2');
    await atLevel0.waitForStdout(/^messages\.global\.door_front=open$/, 'the message at level 0');
    const sent = atLevel3.stderr.join('\n');
    expect(sent).toMatch(/^sdk-demo: debug2: tx package \d+: 1 messages, \d+ bytes to 127\.255\.255\.255:\d+$/m);
    expect(sent).toMatch(/^sdk-demo: debug3: tx message \d+ attempt 0: messages\.global\.door_front=open$/m);
    atLevel2.child.stdin.end();
    atLevel0.child.stdin.end();
    expect(await atLevel2.exited).toBe(0);
    expect(await atLevel0.exited).toBe(0);
    expect(atLevel2.stderr.join('\n')).toMatch(new RegExp(`^sdk-demo: debug2: rx package \\d+ from 127\\.0\\.0\\.1 pid ${atLevel3.child.pid}: 1 messages`, 'm'));
    expect(atLevel2.stderr.join('\n')).not.toMatch(/debug3/);
    expect(atLevel0.stderr.join('\n')).not.toMatch(/debug/);
  });

  it('warns that encryption is off (empty or absent passphrase) even without -v or -d', async () => {
    const { passphrase: _unused, ...withoutPassphrase } = (await busConfig()).broadcast as Record<string, unknown>;
    const dir = configDir({ 'system.json': system, 'empty.json': await busConfig({ passphrase: '' }), 'absent.json': { broadcast: withoutPassphrase } });
    for (const file of ['empty.json', 'absent.json']) {
      const demo = startSdkDemo(['-s', join(dir, 'system.json'), '-u', join(dir, file)]);
      demo.child.stdin.end('!\n');
      expect(await demo.exited).toBe(0);
      expect(demo.stderr).toEqual(['sdk-demo: warning: encryption is off: for debugging only (broadcast.passphrase is empty)']);
    }
  });
});

describe('sdk-demo: Ctrl-C', () => {
  it('exits at once with 130 and says how many queued messages were not sent', async () => {
    const dir = configDir({ 'system.json': system, 'user.json': await busConfig(queuedForLong) });
    const demo = startSdkDemo(args(dir));
    demo.type('messages.global.slow', '1');
    await demo.waitForStdout(/^value=1$/, 'the send');
    demo.child.kill('SIGINT');
    expect(await demo.exited).toBe(130);
    expect(demo.stderr).toEqual(['sdk-demo: interrupted', 'sdk-demo: warning: 1 queued message was not sent: the distributor was closed']);
  });
});

describe('sdk-demo: the user configuration changes while it runs', () => {
  it('applies a saved change (new port) and keeps the old one when the new file is invalid', async () => {
    const oldBus = await busConfig();
    const newBus = await busConfig();
    const dir = configDir({ 'system.json': system, 'user.json': oldBus, 'new.json': newBus });
    const demo = startSdkDemo(args(dir, '-v'));
    await demo.ready();
    const listener = startSdkDemo(['-s', join(dir, 'system.json'), '-u', join(dir, 'new.json'), '-v']);
    await listener.ready();

    writeFileSync(join(dir, 'user.json'), '{"broadcast": {"port": "x"}}');
    await demo.waitForStderr(/broadcast\.port: got the string "x".*keeping the previous user configuration/, 'the refusal of the invalid file');
    writeFileSync(join(dir, 'user.json'), JSON.stringify(newBus));
    await demo.waitForStderr(/user configuration changed \(broadcast\.passphrase, broadcast\.port\): active on lo/, 'the change to be applied');
    expect(demo.stderr.join('\n')).not.toContain(String((newBus.broadcast as { passphrase: string }).passphrase));
    demo.type('messages.global.after_change', 'yes');
    await listener.waitForStdout(/^messages\.global\.after_change=yes$/, 'the message on the new port');
    demo.type('!');
    listener.type('!');
    expect(await demo.exited).toBe(0);
    expect(await listener.exited).toBe(0);
  });
});

describe('sdk-demo: inactive with messages queued', () => {
  it('does not wait forever when a change of the user configuration leaves it inactive: exit 1, unsent count', async () => {
    const bus = await busConfig(queuedForLong);
    const dir = configDir({ 'system.json': system, 'user.json': bus });
    const demo = startSdkDemo(args(dir));
    demo.type('messages.global.slow', '1');
    await demo.waitForStdout(/^value=1$/, 'the send');
    // The change is noticed against the file as read at start, so however late the poll, it is
    // noticed; and the message is still queued then (its last copy is 42 minutes away).
    writeFileSync(join(dir, 'user.json'), JSON.stringify({ broadcast: { ...(bus.broadcast as object), iface: 'nosuch0' } }));
    await demo.waitForStderr(/inactive after the change of broadcast\.iface: interface nosuch0 \(broadcast\.iface\) does not exist/, 'the failed change'); // polled every 500 ms: as late as a loaded machine makes it, within the test's time
    demo.child.stdin.end();
    expect(await demo.exited).toBe(1);
    expect(demo.stderr.slice(-2)).toEqual([
      expect.stringMatching(/^sdk-demo: queued messages cannot be sent: the distributor is inactive: interface nosuch0/),
      'sdk-demo: warning: 1 queued message was not sent: the distributor was closed',
    ]);
  });
});

describe('sdk-demo on a terminal', () => {
  it('prompts, and redraws the prompt below a message that arrives while it waits for input', async () => {
    const dir = configDir({ 'system.json': system, 'user.json': await busConfig() });
    const listener = startSdkDemo(args(dir, '-v'));
    await listener.ready();
    // script(1) gives the program a pseudo-terminal; its output is the terminal's byte stream.
    const command = `${process.execPath} bin/sdk-demo.js ${args(dir).join(' ')}`;
    const onTerminal = startSdkDemo([], { command: ['script', '-qfec', command, '/dev/null'] });
    await onTerminal.waitForStdout(/path: /, 'the path prompt');
    const sender = startSdkDemo(args(dir));
    sender.child.stdin.end('messages.global.door_front\nopen\n');
    await onTerminal.waitForStdout(/messages\.global\.door_front=open/, 'the received message');
    const line = onTerminal.stdout.find((text) => text.includes('messages.global.door_front=open'))!;
    // The prompt line is cleared (ESC[2K), the message printed at column 1, then the prompt drawn again.
    const escape = '\u001b';
    expect(line.startsWith('path: ') || line.includes(`${escape}[0Jpath: `)).toBe(true);
    expect(line.endsWith(`${escape}[2K${escape}[1Gmessages.global.door_front=open\r`)).toBe(true);
    onTerminal.type('!');
    await onTerminal.waitForStdout(/path: .*!/, 'the echo of !');
    expect(await onTerminal.exited).toBe(0);
    listener.child.stdin.end();
    expect(await listener.exited).toBe(0);
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

  it('refuses a user configuration that is not a regular file (-u /dev/zero): exit 2 at once, naming the file', async () => {
    const dir = configDir({ 'system.json': system });
    // Reading /dev/zero to the end would never exit (the test's time-out).
    const demo = startSdkDemo(['-s', join(dir, 'system.json'), '-u', '/dev/zero']);
    expect(await demo.exited).toBe(2);
    expect(demo.stderr).toEqual(['sdk-demo: /dev/zero: it is a character device, not a regular file; expected a regular JSON file']);
  });

  it('exits 2 without echoing a passphrase given as a number', async () => {
    const dir = configDir({ 'system.json': system, 'user.json': '{"broadcast": {"passphrase": 987654321}}' });
    const demo = startSdkDemo(args(dir));
    expect(await demo.exited).toBe(2);
    expect(demo.stderr.join('\n')).toMatch(/user\.json: option broadcast\.passphrase: got a number \(write it in double quotes\)/);
    expect(demo.stderr.join('\n')).not.toContain('987654321');
  });

  it('exits 2 naming a key given twice and its file', async () => {
    const dir = configDir({ 'system.json': system, 'user.json': '{"broadcast": {"port": 20001, "port": 20002}}' });
    const demo = startSdkDemo(args(dir));
    expect(await demo.exited).toBe(2);
    expect(demo.stderr).toEqual([`sdk-demo: ${join(dir, 'user.json')}: option broadcast.port: given twice (line 1, column 16 and line 1, column 31); expected each option once`]);
  });

  it('exits 1 with the reason when the distributor cannot start', async () => {
    const dir = configDir({ 'system.json': { broadcast: { interfaces: ['nosuch0', 'nosuch1'] } }, 'user.json': await busConfig() });
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
