import { describe, expect, it } from 'vitest';
import { maxScanAddresses, parseAddressRange, parsePortList } from '../../../src/shared/site/addressRange';
import { renderText } from '../../../src/shared/i18n/renderText';
import { discoveryResultSchema } from '../../../src/shared/site/discoveryResult';

function addresses(text: string): string[] {
  const parsed = parseAddressRange(text);
  if (!parsed.ok) throw new Error(parsed.problem);
  return parsed.value;
}

function problem(text: string): string {
  const parsed = parseAddressRange(text);
  if (parsed.ok) throw new Error(`'${text}' was accepted`);
  return parsed.problem;
}

describe('parseAddressRange', () => {
  it('reads a CIDR block without its network and broadcast addresses', () => {
    const block = addresses('192.168.1.0/24');
    expect(block).toHaveLength(254);
    expect([block[0], block.at(-1)]).toEqual(['192.168.1.1', '192.168.1.254']);
    expect(addresses('10.0.0.8/30')).toEqual(['10.0.0.9', '10.0.0.10']);
  });

  it('keeps both addresses of a /31 and the one of a /32', () => {
    expect(addresses('10.0.0.8/31')).toEqual(['10.0.0.8', '10.0.0.9']);
    expect(addresses('10.0.0.8/32')).toEqual(['10.0.0.8']);
  });

  it('takes the block an address with host bits lies in', () => {
    expect(addresses('192.168.7.77/29')).toEqual(['192.168.7.73', '192.168.7.74', '192.168.7.75', '192.168.7.76', '192.168.7.77', '192.168.7.78']);
  });

  it('reads FROM-TO with both ends, across an octet boundary, and one address', () => {
    expect(addresses('127.0.0.2-127.0.0.4')).toEqual(['127.0.0.2', '127.0.0.3', '127.0.0.4']);
    expect(addresses(' 10.0.0.254 - 10.0.1.1 ')).toEqual(['10.0.0.254', '10.0.0.255', '10.0.1.0', '10.0.1.1']);
    expect(addresses('192.168.1.20')).toEqual(['192.168.1.20']);
  });

  it(`takes up to ${maxScanAddresses} addresses and refuses more, naming the limit`, () => {
    expect(addresses('10.0.0.0/20')).toHaveLength(4094);
    expect(addresses('10.0.0.0-10.0.15.255')).toHaveLength(4096);
    expect(problem('10.0.0.0-10.0.16.0')).toBe("range '10.0.0.0-10.0.16.0': 4097 addresses; a scan takes at most 4096 (a /20 block): split it");
    expect(problem('10.0.0.0/19')).toMatch(/^range '10\.0\.0\.0\/19': 8190 addresses; a scan takes at most 4096/);
    expect(problem('0.0.0.0/0')).toMatch(/a scan takes at most 4096/);
  });

  it('says what is wrong with a bad range, naming it', () => {
    expect(problem('')).toMatch(/the range is empty/);
    expect(problem('192.168.1.0/33')).toBe("range '192.168.1.0/33': prefix '/33' is not a number from 0 to 32");
    expect(problem('192.168.1.0/')).toMatch(/prefix '\/' is not a number/);
    expect(problem('192.168.1.0/24/2')).toMatch(/more than one '\/'/);
    expect(problem('192.168.1.50-192.168.1.10')).toBe("range '192.168.1.50-192.168.1.10': 192.168.1.10 comes before 192.168.1.50: give the lower address first");
    expect(problem('192.168.1.10-300')).toMatch(/^range '192\.168\.1\.10-300': TO: '300' is not an IPv4 address/);
    expect(problem('192.168.1.256-192.168.2.1')).toMatch(/FROM: '192\.168\.1\.256' has a number above 255/);
    expect(problem('192.168.01.1')).toMatch(/leading zero/);
    expect(problem('camera.local')).toMatch(/'camera\.local' is not an IPv4 address/);
    expect(problem('1-2-3')).toMatch(/more than one '-'/);
    expect(problem('fe80::1/64')).toMatch(/is not an IPv4 address/);
  });

  it('refuses an oversized text without echoing all of it', () => {
    const huge = '1'.repeat(100_000);
    const message = problem(huge);
    expect(message).toMatch(/longer than 64 characters/);
    expect(message.length).toBeLessThan(200);
  });
});

describe('parsePortList', () => {
  it('reads repeated and comma-separated ports, without repeats; the fallback when none', () => {
    expect(parsePortList(['80', '8080,443', '80'], 80)).toEqual({ ok: true, value: [80, 8080, 443] });
    expect(parsePortList([], 443)).toEqual({ ok: true, value: [443] });
  });

  it('refuses a port out of range, not a number, or too many ports', () => {
    expect(parsePortList(['0'], 80)).toMatchObject({ ok: false, problem: "port '0' is not a number from 1 to 65535" });
    expect(parsePortList(['65536'], 80)).toMatchObject({ ok: false });
    expect(parsePortList(['http'], 80)).toMatchObject({ ok: false });
    expect(parsePortList(['80,'], 80)).toMatchObject({ ok: false });
    expect(parsePortList([Array.from({ length: 17 }, (_, index) => 8000 + index).join(',')], 80)).toMatchObject({ ok: false, problem: 'more than 16 ports; a scan tries at most 16 on every address' });
  });
});

describe('discoveryResultSchema', () => {
  it('takes a result and refuses an unknown status, a bad port or an extra field', () => {
    const result = { address: '192.168.1.20', port: 80, status: 'camera', firmware: null, factoryPassword: true, inWorkspace: false };
    expect(discoveryResultSchema.parse(result)).toEqual(result);
    expect(discoveryResultSchema.safeParse({ ...result, status: 'maybe' }).success).toBe(false);
    expect(discoveryResultSchema.safeParse({ ...result, port: 0 }).success).toBe(false);
    expect(discoveryResultSchema.safeParse({ ...result, password: 'x' }).success).toBe(false);
  });
});

describe('the words of a refused range or port list', () => {
  it('are a text of the catalog: English as the problem, German where the reader is German', () => {
    const range = parseAddressRange('192.0.2.9-192.0.2.2');
    expect(range).toMatchObject({ ok: false, problem: "range '192.0.2.9-192.0.2.2': 192.0.2.2 comes before 192.0.2.9: give the lower address first" });
    if (range.ok) return;
    expect(renderText(range.text, 'de')).toBe("Bereich '192.0.2.9-192.0.2.2': 192.0.2.2 kommt vor 192.0.2.9: die kleinere Adresse zuerst angeben");
    const ports = parsePortList(['http'], 80);
    if (ports.ok) throw new Error('http is no port');
    expect(renderText(ports.text, 'de')).toBe("Port 'http' ist keine Zahl von 1 bis 65535");
  });
});
