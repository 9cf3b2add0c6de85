import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { englishText } from '../../../../src/shared/i18n/renderText';
import { describe, expect, it } from 'vitest';
import {
  defaultUserConfig,
  DistributorConfigError,
  parseSystemConfig,
  parseUserConfig,
  resolveUserConfig,
  systemOptionSpecs,
  userOptionSpecs,
} from '../../../../src/main/distributor/config';

const systemFile = '/etc/camconfig/system_config.json';
const userFile = 'user_config.json';

function errorOf(action: () => unknown): DistributorConfigError {
  try {
    action();
  } catch (error) {
    expect(error).toBeInstanceOf(DistributorConfigError);
    return error as DistributorConfigError;
  }
  throw new Error('expected a DistributorConfigError, nothing was thrown');
}

describe('parseSystemConfig', () => {
  it('reads the required interface list and defaults log_list_max to 16', () => {
    expect(parseSystemConfig({ broadcast: { interfaces: ['eth0', 'wlan0'] } }, systemFile)).toEqual({ log_list_max: 16, broadcast: { interfaces: ['eth0', 'wlan0'] } });
    expect(parseSystemConfig({ log_list_max: 0, broadcast: { interfaces: ['lo'] } }, systemFile)).toEqual({ log_list_max: 0, broadcast: { interfaces: ['lo'] } });
  });

  it('names file, option and expectation when the interface list is missing', () => {
    const error = errorOf(() => parseSystemConfig({ log_list_max: 4 }, systemFile));
    expect(error).toMatchObject({ file: systemFile, option: 'broadcast.interfaces' });
    expect(englishText(error.problem)).toBe('missing (this option is required)');
    expect(error.message).toBe(
      '/etc/camconfig/system_config.json: option broadcast.interfaces: missing (this option is required); expected a non-empty list of interface names, e.g. ["eth0","wlan0"]',
    );
  });

  it('rejects a bad interface list, naming the entry', () => {
    expect(errorOf(() => parseSystemConfig({ broadcast: { interfaces: [] } }, systemFile)).message).toMatch(/option broadcast\.interfaces: got an empty list; expected a non-empty list/);
    expect(errorOf(() => parseSystemConfig({ broadcast: { interfaces: 'eth0' } }, systemFile)).message).toMatch(/option broadcast\.interfaces: got the string "eth0"; expected a non-empty list/);
    expect(errorOf(() => parseSystemConfig({ broadcast: { interfaces: ['eth0', 5] } }, systemFile)).message).toMatch(/option broadcast\.interfaces\[1\]: got 5; expected an interface name/);
    expect(errorOf(() => parseSystemConfig({ broadcast: { interfaces: ['eth0', ''] } }, systemFile)).message).toMatch(/broadcast\.interfaces\[1\]: got an empty string/);
    expect(errorOf(() => parseSystemConfig({ broadcast: { interfaces: ['eth0', 'eth0'] } }, systemFile)).message).toMatch(/broadcast\.interfaces\[1\]: "eth0" is listed twice; expected each interface once/);
  });

  it('tells integer from number from string for log_list_max, and checks its range', () => {
    const base = { broadcast: { interfaces: ['eth0'] } };
    expect(errorOf(() => parseSystemConfig({ ...base, log_list_max: 1.5 }, systemFile)).message).toMatch(/option log_list_max: got 1\.5, not a whole number; expected an integer from 0 to 10000/);
    expect(errorOf(() => parseSystemConfig({ ...base, log_list_max: '16' }, systemFile)).message).toMatch(/option log_list_max: got the string "16" \(write numbers without quotes\)/);
    expect(errorOf(() => parseSystemConfig({ ...base, log_list_max: -1 }, systemFile)).message).toMatch(/option log_list_max: got -1, out of range; expected an integer from 0 to 10000/);
    expect(errorOf(() => parseSystemConfig({ ...base, log_list_max: true }, systemFile)).message).toMatch(/option log_list_max: got true;/);
  });

  it('points a user option to the user configuration', () => {
    const error = errorOf(() => parseSystemConfig({ broadcast: { interfaces: ['eth0'], port: 19300 } }, systemFile));
    expect(error.option).toBe('broadcast.port');
    expect(error.message).toMatch(/unknown option \(it belongs in the user configuration \(user_config\.json\)\); expected one of log_list_max, broadcast\.interfaces/);
  });

  it('requires a JSON object with broadcast as an object', () => {
    expect(errorOf(() => parseSystemConfig([], systemFile)).message).toBe(
      `${systemFile}: the file holds a list of 0 entries; expected a JSON object of options, e.g. {"broadcast": {"port": 19300}}`,
    );
    expect(errorOf(() => parseSystemConfig(null, systemFile)).option).toBeNull();
    expect(errorOf(() => parseSystemConfig({ broadcast: ['eth0'] }, systemFile)).message).toMatch(/option broadcast: got a list of 1 entry; expected an object of options/);
  });
});

describe('parseUserConfig', () => {
  it('fills every absent option with its default (all user options are optional)', () => {
    expect(parseUserConfig({}, userFile)).toEqual({ broadcast: { max_time_offset: 5, passphrase: '', poll_freq: 10, port: 19300, resend: 3 } });
    expect(parseUserConfig({ broadcast: {} }, userFile)).toEqual(defaultUserConfig());
    expect(defaultUserConfig().broadcast.iface).toBeUndefined();
  });

  it('reads nested dotted options', () => {
    const config = parseUserConfig({ broadcast: { iface: 'lo', max_time_offset: 0, passphrase: 'pw', poll_freq: 0, port: 1, resend: 255 } }, userFile);
    expect(config).toEqual({ broadcast: { iface: 'lo', max_time_offset: 0, passphrase: 'pw', poll_freq: 0, port: 1, resend: 255 } });
  });

  const rangeCases: [string, unknown, RegExp][] = [
    ['port', 0, /option broadcast\.port: got 0, out of range; expected an integer from 1 to 65535/],
    ['port', 65536, /option broadcast\.port: got 65536, out of range/],
    ['port', 19300.5, /option broadcast\.port: got 19300\.5, not a whole number/],
    ['port', '19300', /option broadcast\.port: got the string "19300" \(write numbers without quotes\); expected an integer from 1 to 65535/],
    ['port', null, /option broadcast\.port: got null; expected an integer/],
    ['poll_freq', -1, /option broadcast\.poll_freq: got -1, out of range; expected an integer from 0 to 1000/],
    ['poll_freq', 1001, /option broadcast\.poll_freq: got 1001, out of range/],
    ['resend', 0, /option broadcast\.resend: got 0, out of range; expected an integer from 1 to 255/],
    ['resend', 256, /option broadcast\.resend: got 256, out of range/],
    ['max_time_offset', -1, /option broadcast\.max_time_offset: got -1, out of range; expected an integer from 0 to 86400/],
    ['max_time_offset', 2.5, /option broadcast\.max_time_offset: got 2\.5, not a whole number/],
    ['iface', '', /option broadcast\.iface: got an empty string \(leave the option out instead\); expected a non-empty string/],
    ['iface', 3, /option broadcast\.iface: got 3; expected a non-empty string/],
    ['passphrase', 1234, /option broadcast\.passphrase: got a number \(write it in double quotes\); expected a string of at most 1024 characters/],
    ['passphrase', 'p'.repeat(1025), /option broadcast\.passphrase: got a string of 1025 characters, too long/],
  ];
  for (const [option, value, message] of rangeCases) {
    it(`rejects broadcast.${option} = ${JSON.stringify(value)?.slice(0, 20)}`, () => {
      const error = errorOf(() => parseUserConfig({ broadcast: { [option]: value } }, userFile));
      expect(error.file).toBe(userFile);
      expect(error.option).toBe(`broadcast.${option}`);
      expect(error.message.startsWith(`${userFile}: option broadcast.${option}: `)).toBe(true);
      expect(error.message).toMatch(message);
    });
  }

  it('never repeats the passphrase in an error message', () => {
    const secret = 'Sup3r-Secret-Phrase';
    const messages = [
      errorOf(() => parseUserConfig({ broadcast: { passphrase: [secret] } }, userFile)).message,
      errorOf(() => parseUserConfig({ broadcast: { passphrase: secret.repeat(60) } }, userFile)).message,
      errorOf(() => parseUserConfig({ broadcast: { passphrase: secret, port: 'x' } }, userFile)).message,
    ];
    for (const message of messages) expect(message).not.toContain(secret);
  });

  it('never repeats a passphrase that is not a string: a number, a boolean', () => {
    const number = errorOf(() => parseUserConfig({ broadcast: { passphrase: 987654321 } }, userFile));
    expect(number.message).toBe(`${userFile}: option broadcast.passphrase: got a number (write it in double quotes); expected a string of at most 1024 characters`);
    expect(number.message).not.toContain('987654321');
    const fraction = errorOf(() => parseUserConfig({ broadcast: { passphrase: 31.4159 } }, userFile)).message;
    expect(fraction).not.toMatch(/31|4159/);
    const flag = errorOf(() => parseUserConfig({ broadcast: { passphrase: true } }, userFile)).message;
    expect(flag).toMatch(/option broadcast\.passphrase: got a boolean \(write it in double quotes\)/);
    expect(flag).not.toContain('true');
    const nested = errorOf(() => parseUserConfig({ broadcast: { passphrase: { words: 'Hidden-Words' } } }, userFile)).message;
    expect(nested).not.toContain('Hidden-Words');
  });

  it('names an unknown option and suggests the nearest one', () => {
    const typo = errorOf(() => parseUserConfig({ broadcast: { prot: 19300 } }, userFile));
    expect(typo.option).toBe('broadcast.prot');
    expect(typo.message).toMatch(/option broadcast\.prot: unknown option \(did you mean broadcast\.port\?\); expected one of broadcast\.iface, broadcast\.max_time_offset, broadcast\.passphrase, broadcast\.poll_freq, broadcast\.port, broadcast\.resend/);
    expect(errorOf(() => parseUserConfig({ colour: 'red' }, userFile)).message).toMatch(/option colour: unknown option; expected one of/);
  });

  it('explains that dotted names are written as nested objects', () => {
    expect(errorOf(() => parseUserConfig({ 'broadcast.port': 19300 }, userFile)).message).toMatch(
      /option broadcast\.port: unknown option \(write dotted options as nested objects, e.g. \{"broadcast": \{"port": 19300\}\}\)/,
    );
  });

  it('points a system option to the system configuration', () => {
    expect(errorOf(() => parseUserConfig({ broadcast: { interfaces: ['eth0'] } }, userFile)).message).toMatch(
      /option broadcast\.interfaces: unknown option \(it belongs in the system configuration \(system_config\.json\)\)/,
    );
    expect(errorOf(() => parseUserConfig({ log_list_max: 3 }, userFile)).message).toMatch(/option log_list_max: unknown option \(it belongs in the system configuration/);
  });
});

describe('resolveUserConfig', () => {
  it('fills defaults around the given options and ignores options set to undefined', () => {
    expect(resolveUserConfig({ broadcast: { port: 1234, iface: undefined } })).toEqual({ broadcast: { max_time_offset: 5, passphrase: '', poll_freq: 10, port: 1234, resend: 3 } });
    expect(resolveUserConfig()).toEqual(defaultUserConfig());
  });

  it('checks values like a file does, naming the source', () => {
    expect(errorOf(() => resolveUserConfig({ broadcast: { resend: 0 } }, 'studio settings')).message).toBe(
      'studio settings: option broadcast.resend: got 0, out of range; expected an integer from 1 to 255',
    );
  });

  it('returns a copy: changing the result does not change the input', () => {
    const interfaces = ['eth0'];
    const config = parseSystemConfig({ broadcast: { interfaces } }, systemFile);
    config.broadcast.interfaces.push('wlan0');
    expect(interfaces).toEqual(['eth0']);
  });
});

describe('option tables', () => {
  it('list exactly the options of specification 2.2 and 2.3', () => {
    expect(systemOptionSpecs.map((spec) => spec.name)).toEqual(['log_list_max', 'broadcast.interfaces']);
    expect(userOptionSpecs.map((spec) => spec.name)).toEqual(['broadcast.iface', 'broadcast.max_time_offset', 'broadcast.passphrase', 'broadcast.poll_freq', 'broadcast.port', 'broadcast.resend']);
  });

  it('are documented in docs/distributor-config.md with their default and range', () => {
    const doc = readFileSync(join(__dirname, '../../../../docs/distributor-config.md'), 'utf8');
    for (const spec of [...systemOptionSpecs, ...userOptionSpecs]) {
      const row = doc.split('\n').find((line) => line.startsWith(`| \`${spec.name}\` |`));
      expect(row, `a table row for ${spec.name}`).toBeDefined();
      const cells = row!.split('|').map((cell) => cell.trim());
      if (spec.kind === 'integer') {
        expect(cells, spec.name).toContain(String(spec.default));
        expect(cells, spec.name).toContain(`${spec.min} – ${spec.max}`);
      } else if (spec.kind === 'string') {
        expect(cells, spec.name).toContain(spec.default === undefined ? 'unset' : `\`${JSON.stringify(spec.default)}\``);
      } else {
        expect(cells, spec.name).toContain('yes'); // required
      }
    }
  });

  it('mark every user option live-changeable and no system option', () => {
    expect(userOptionSpecs.every((spec) => spec.liveChangeable)).toBe(true);
    expect(systemOptionSpecs.some((spec) => spec.liveChangeable)).toBe(false);
  });
});
