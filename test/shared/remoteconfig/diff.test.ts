import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CameraConfig } from '../../../src/shared/remoteconfig/configModel';
import { parseConfig } from '../../../src/shared/remoteconfig/configText';
import type { ConfigChange } from '../../../src/shared/remoteconfig/diff';
import { applyChanges, diffConfigs, diffScript, scriptForChanges } from '../../../src/shared/remoteconfig/diff';
import { buildScript, ScriptError } from '../../../src/shared/remoteconfig/scriptBuilder';
import { configArb } from './arbitraries';

const from = parseConfig(
  ['#:MX-V4', 'SECTION audio', 'SPEAKER=1', 'MICRO=0', 'PREAMPLIFIER=2', 'ENDSECTION audio', 'SECTION sip', 'NUMBER=201', 'ENDSECTION sip', 'SECTION old', 'X=1', 'ENDSECTION old', ''].join('\n'),
);
const to = parseConfig(
  ['#:MX-V4', 'SECTION audio', 'SPEAKER=1', 'MICRO=1', 'SPEAKERLEVEL=80', 'ENDSECTION audio', 'SECTION sip', 'NUMBER=201', 'ENDSECTION sip', 'SECTION video', 'MODE=a=b: c', 'ENDSECTION video', ''].join('\n'),
);

/** The configuration as section -> name -> value, ignoring order and empty sections. */
function asMap(config: CameraConfig): Record<string, Record<string, string>> {
  const map: Record<string, Record<string, string>> = {};
  for (const section of config.sections) {
    if (section.params.length > 0) map[section.name] = Object.fromEntries(section.params.map((param) => [param.name, param.value]));
  }
  return map;
}

describe('diffConfigs', () => {
  it('lists changed, removed and added parameters in config order', () => {
    expect(diffConfigs(from, to)).toEqual<ConfigChange[]>([
      { kind: 'changed', section: 'audio', name: 'MICRO', oldValue: '0', newValue: '1' },
      { kind: 'removed', section: 'audio', name: 'PREAMPLIFIER', oldValue: '2' },
      { kind: 'added', section: 'audio', name: 'SPEAKERLEVEL', newValue: '80' },
      { kind: 'added', section: 'video', name: 'MODE', newValue: 'a=b: c' },
      { kind: 'removed', section: 'old', name: 'X', oldValue: '1' },
    ]);
  });

  it('finds nothing between equal configurations, whatever their layout', () => {
    expect(diffConfigs(from, from)).toEqual([]);
    expect(diffConfigs(from, parseConfig('#:MX-V4\r\n# c\r\n' + 'SECTION audio\r\nSPEAKER=1\r\nMICRO=0\r\nPREAMPLIFIER=2\r\nENDSECTION\r\nSECTION sip\r\nNUMBER=201\r\nENDSECTION sip\r\nSECTION old\r\nX=1\r\nENDSECTION old\r\n'))).toEqual([]);
  });
});

describe('scriptForChanges', () => {
  it('uses write params, append per section and delete params, never write', () => {
    expect(scriptForChanges(diffConfigs(from, to), { store: true, update: true })).toEqual([
      { kind: 'writeParams', params: [{ section: 'audio', name: 'MICRO', value: '1' }] },
      { kind: 'append', section: 'audio', params: [{ name: 'SPEAKERLEVEL', value: '80' }] },
      { kind: 'append', section: 'video', params: [{ name: 'MODE', value: 'a=b: c' }] },
      { kind: 'deleteParams', params: [{ section: 'audio', name: 'PREAMPLIFIER' }, { section: 'old', name: 'X' }] },
      { kind: 'store' },
      { kind: 'update' },
    ]);
  });

  it('writes whole sections only when asked, deleting sections the target no longer has', () => {
    expect(scriptForChanges(diffConfigs(from, to), { wholeSections: true, target: to, reboot: true })).toEqual([
      { kind: 'writeSections', config: { versionLine: null, sections: [to.sections[0], to.sections[2]] } },
      { kind: 'deleteSections', sections: ['old'] },
      { kind: 'reboot' },
    ]);
    expect(() => scriptForChanges(diffConfigs(from, to), { wholeSections: true })).toThrow(ScriptError);
  });

  it('gives nothing for no changes', () => {
    expect(scriptForChanges([])).toEqual([]);
  });
});

describe('diffScript', () => {
  it('builds the request body from two configurations', () => {
    expect(diffScript(from, to, { store: true, update: true })).toBe(
      [
        'helo',
        'write params',
        'audio/MICRO=1',
        'append',
        'SECTION audio',
        'SPEAKERLEVEL=80',
        'ENDSECTION audio',
        'append',
        'SECTION video',
        'MODE=a=b: c',
        'ENDSECTION video',
        'delete params',
        'audio/PREAMPLIFIER',
        'old/X',
        'store',
        'update',
        'quit',
        '',
      ].join('\n'),
    );
    expect(diffScript(from, to, { wholeSections: true, end: 'exit' })).toBe(
      'helo\nwrite\nSECTION audio\nSPEAKER=1\nMICRO=1\nSPEAKERLEVEL=80\nENDSECTION audio\nSECTION video\nMODE=a=b: c\nENDSECTION video\ndelete section old\nexit\n',
    );
  });

  it('refuses a target value Latin-1 cannot hold, naming it', () => {
    const euro: CameraConfig = { versionLine: null, sections: [{ name: 'shop', params: [{ name: 'PRICE', value: '5 €' }] }] };
    expect(() => diffScript({ versionLine: null, sections: [] }, euro)).toThrow("parameter 1 (shop/PRICE): value '5 €' contains '€' (U+20AC)");
  });
});

describe('diff properties', () => {
  it('applying the changes to from gives to (ignoring order and empty sections)', () => {
    fc.assert(
      fc.property(configArb, configArb, (a, b) => {
        expect(asMap(applyChanges(a, diffConfigs(a, b)))).toEqual(asMap(b));
      }),
    );
  });

  it('applying the changes to a mutation of a config gives the mutation back', () => {
    const mutationArb = configArb.chain((base) =>
      fc.record({
        base: fc.constant(base),
        changed: fc.constant(base).map((config) => ({
          ...config,
          sections: config.sections.map((section, i) => ({
            ...section,
            params: section.params.filter((_, j) => (i + j) % 3 !== 0).map((param, j) => (j % 2 === 0 ? { ...param, value: `${param.value}x` } : param)),
          })),
        })),
      }),
    );
    fc.assert(
      fc.property(mutationArb, ({ base, changed }) => {
        expect(asMap(applyChanges(base, diffConfigs(base, changed)))).toEqual(asMap(changed));
      }),
    );
  });

  it('scriptForChanges never uses write unless whole sections are asked for, and its script builds', () => {
    fc.assert(
      fc.property(configArb, configArb, fc.boolean(), (a, b, store) => {
        const commands = scriptForChanges(diffConfigs(a, b), { store });
        expect(commands.some((command) => command.kind === 'writeSections')).toBe(false);
        const script = buildScript(commands);
        expect(script.split('\n')).not.toContain('write');
        expect(script.startsWith('helo\n') && script.endsWith('quit\n')).toBe(true);
      }),
    );
  });
});
