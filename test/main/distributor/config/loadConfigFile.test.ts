import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DistributorConfigError, loadSystemConfig, loadUserConfig } from '../../../../src/main/distributor/config';
import { makeFifo } from '../../../support/specialFiles';

let folder: string;
beforeAll(() => {
  folder = mkdtempSync(join(tmpdir(), 'distributor-config-'));
});
afterAll(() => rmSync(folder, { recursive: true, force: true }));

function file(name: string, text: string): string {
  const path = join(folder, name);
  writeFileSync(path, text);
  return path;
}

function messageOf(action: () => unknown): string {
  try {
    action();
  } catch (error) {
    expect(error).toBeInstanceOf(DistributorConfigError);
    return (error as Error).message;
  }
  throw new Error('nothing was thrown');
}

describe('loadSystemConfig / loadUserConfig', () => {
  it('load the example files of docs/distributor-config.md', () => {
    const system = file('system_config.json', '{\n  "log_list_max": 16,\n  "broadcast": { "interfaces": ["eth0", "wlan0", "lo"] }\n}\n');
    const user = file('user_config.json', '{\n  "broadcast": {\n    "iface": "lo",\n    "max_time_offset": 5,\n    "passphrase": "change me",\n    "poll_freq": 10,\n    "port": 19300,\n    "resend": 3\n  }\n}\n');
    expect(loadSystemConfig(system)).toEqual({ log_list_max: 16, broadcast: { interfaces: ['eth0', 'wlan0', 'lo'] } });
    expect(loadUserConfig(user)).toEqual({ broadcast: { iface: 'lo', max_time_offset: 5, passphrase: 'change me', poll_freq: 10, port: 19300, resend: 3 } });
  });

  it('accepts a file saved with a byte order mark', () => {
    expect(loadUserConfig(file('bom.json', '\uFEFF{"broadcast": {"port": 20000}}')).broadcast.port).toBe(20000);
  });

  it('names a missing file', () => {
    const missing = join(folder, 'nope.json');
    expect(messageOf(() => loadUserConfig(missing))).toBe(`${missing}: cannot be read: no such file; expected a readable JSON file`);
  });

  it('names a directory given as file', () => {
    expect(messageOf(() => loadSystemConfig(folder))).toBe(`${folder}: cannot be read: it is a directory; expected a readable JSON file`);
  });

  it('names an empty file', () => {
    const empty = file('empty.json', '  \n');
    expect(messageOf(() => loadUserConfig(empty))).toBe(`${empty}: the file is empty; expected a JSON object of options`);
  });

  it('gives line and column of a JSON syntax error', () => {
    const trailingComma = file('comma.json', '{\n  "broadcast": {\n    "port": 19300,\n  }\n}\n');
    expect(messageOf(() => loadUserConfig(trailingComma))).toBe(
      `${trailingComma}: invalid JSON at line 4, column 3: expected a property name in double quotes, found "}"; expected a JSON object of options`,
    );
    const cutOff = file('cut.json', '{"broadcast": {"port": 19300}');
    expect(messageOf(() => loadUserConfig(cutOff))).toMatch(/invalid JSON at line 1, column 30: expected ',' or '}' after a property value, found the end of the file/);
  });

  it('does not quote the file text, so a passphrase never shows in the error', () => {
    const secretFile = file('secret.json', '{"broadcast": {"passphrase": "Top-Secret-Words" "port": 1}}');
    const message = messageOf(() => loadUserConfig(secretFile));
    expect(message).toMatch(/invalid JSON at line 1, column 49: expected ',' or '}' after a property value, found "\\""/);
    expect(message).not.toContain('Top-Secret');
  });

  it('refuses a key given twice in one object, naming the key and the file, never the values', () => {
    const twice = file('twice.json', '{\n  "broadcast": {\n    "port": 19300,\n    "passphrase": "First-Words",\n    "passphrase": "Second-Words"\n  }\n}\n');
    const message = messageOf(() => loadUserConfig(twice));
    expect(message).toBe(`${twice}: option broadcast.passphrase: given twice (line 4, column 5 and line 5, column 5); expected each option once`);
    expect(message).not.toMatch(/Words/);
    const topLevel = file('twice_top.json', '{"log_list_max": 4, "broadcast": {"interfaces": ["lo"]}, "log_list_max": 8}');
    expect(messageOf(() => loadSystemConfig(topLevel))).toBe(`${topLevel}: option log_list_max: given twice (line 1, column 2 and line 1, column 58); expected each option once`);
    const escaped = file('twice_escaped.json', '{"broadcast": {"port": 1, "p\\u006frt": 2}}');
    expect(messageOf(() => loadUserConfig(escaped))).toMatch(/option broadcast\.port: given twice/);
    const groupTwice = file('twice_group.json', '{"broadcast": {"port": 1}, "broadcast": {"resend": 2}}');
    expect(messageOf(() => loadUserConfig(groupTwice))).toMatch(/^.*twice_group\.json: option broadcast: given twice/);
  });

  it('accepts the same key in different objects', () => {
    const nestedSame = file('same_key.json', '{"broadcast": {"port": 20001}}');
    expect(loadUserConfig(nestedSame).broadcast.port).toBe(20001);
  });

  it('refuses what is not a regular file at once, naming the file and what it is (sdk-demo -u /dev/zero, a FIFO)', () => {
    // An endless read of /dev/zero, or a blocking open of the FIFO, would never return (the test's time-out).
    expect(messageOf(() => loadUserConfig('/dev/zero'))).toBe('/dev/zero: it is a character device, not a regular file; expected a regular JSON file');
    const fifo = makeFifo(join(folder, 'user.fifo'));
    expect(messageOf(() => loadSystemConfig(fifo))).toBe(`${fifo}: it is a named pipe (FIFO), not a regular file; expected a regular JSON file`);
  });

  it('refuses a regular file over the size cap and accepts one just under it', () => {
    const padding = ' '.repeat(1024 * 1024 - 40);
    const under = file('under_cap.json', `{"broadcast": {"port": 20002}}${padding}`);
    expect(loadUserConfig(under).broadcast.port).toBe(20002);
    const over = file('over_cap.json', `{"broadcast": {"port": 20002}}${padding}${' '.repeat(20)}`);
    expect(messageOf(() => loadUserConfig(over))).toBe(`${over}: the file is larger than 1 MiB (1048576 bytes); expected a JSON configuration file of at most 1 MiB`);
  });

  it('reports option errors with the file name', () => {
    const bad = file('bad_port.json', '{"broadcast": {"port": 70000}}');
    expect(messageOf(() => loadUserConfig(bad))).toBe(`${bad}: option broadcast.port: got 70000, out of range; expected an integer from 1 to 65535`);
  });
});
