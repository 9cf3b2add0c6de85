import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CameraConfig } from '../../../src/shared/remoteconfig/configModel';
import { createConfig, deleteParam, deleteSection, findSection, firmwareVersion, getParam, InvalidConfigError, sectionNames, setParam, withoutLayout } from '../../../src/shared/remoteconfig/configModel';
import { errorWords } from '../../../src/shared/i18n/errorWords';
import { ConfigParseError, parseConfig, serializeConfig } from '../../../src/shared/remoteconfig/configText';
import { configArb } from './arbitraries';

const backup = [
  '#:MX-V4.4.2.69',
  'SECTION audio',
  'SPEAKER=1',
  'MICRO=0',
  'ENDSECTION audio',
  'SECTION timestamp',
  'VERSION=MX-V4.4.2.69',
  'DATE=2026-11-21 08:00:00',
  'ENDSECTION timestamp',
  'SECTION sip',
  'DISPLAY=Haustür Süd = Eingang: 2',
  'ENDSECTION sip',
  '',
].join('\n');

function expectParseError(text: string, line: number, reason: string): void {
  let caught: unknown;
  try {
    parseConfig(text, { source: 'cam1.cfg' });
  } catch (error) {
    caught = error;
  }
  expect(caught).toBeInstanceOf(ConfigParseError);
  const error = caught as ConfigParseError;
  expect({ line: error.line, reason: error.reason }).toEqual({ line, reason });
  expect(error.message).toContain(`cam1.cfg line ${line}: ${reason}: '${error.lineText}'`);
}

describe('parseConfig', () => {
  it('reads a view configfile backup: version line, sections, values split at the first =', () => {
    const config = parseConfig(backup);
    expect(config).toEqual({
      versionLine: '#:MX-V4.4.2.69',
      sections: [
        { name: 'audio', params: [{ name: 'SPEAKER', value: '1' }, { name: 'MICRO', value: '0' }] },
        { name: 'timestamp', params: [{ name: 'VERSION', value: 'MX-V4.4.2.69' }, { name: 'DATE', value: '2026-11-21 08:00:00' }] },
        { name: 'sip', params: [{ name: 'DISPLAY', value: 'Haustür Süd = Eingang: 2' }] },
      ],
    });
    expect(firmwareVersion(config)).toBe('MX-V4.4.2.69');
    expect(serializeConfig(config)).toBe(backup);
  });

  it('reads a view listing without version line as canonical (no layout)', () => {
    const listing = 'SECTION audio\nMICRO=1\nENDSECTION audio\n';
    const config = parseConfig(listing);
    expect(config).toEqual({ versionLine: null, sections: [{ name: 'audio', params: [{ name: 'MICRO', value: '1' }] }] });
    expect(config.layout).toBeUndefined();
    expect(firmwareVersion(config)).toBeNull();
  });

  it('reads an empty text as an empty configuration', () => {
    expect(parseConfig('')).toEqual({ versionLine: null, sections: [] });
    expect(serializeConfig(parseConfig(''))).toBe('');
  });

  it('keeps CRLF, a missing final line end, comments, empty lines, a BOM and a bare ENDSECTION byte for byte', () => {
    const text = '\uFEFF\r\n# backup of cam 1\r\n#:MX-V5\r\n\r\nSECTION audio\r\n# speaker on\r\nSPEAKER=1\r\n\r\nENDSECTION\r\n# end\r\nSECTION a\r\nX=\r\nENDSECTION a';
    const config = parseConfig(text);
    expect(withoutLayout(config)).toEqual({
      versionLine: '#:MX-V5',
      sections: [
        { name: 'audio', params: [{ name: 'SPEAKER', value: '1' }] },
        { name: 'a', params: [{ name: 'X', value: '' }] },
      ],
    });
    expect(serializeConfig(config)).toBe(text);
  });

  it('keeps mixed LF and CRLF line ends byte for byte', () => {
    const text = 'SECTION a\r\nX=1\nY=2\r\nENDSECTION a\n';
    expect(serializeConfig(parseConfig(text))).toBe(text);
  });

  it('keeps layout through a value change, and normalizes mixed line ends once lines are added', () => {
    const text = '#:MX-V5\r\n# audio settings\r\nSECTION audio\r\nSPEAKER=1\r\nENDSECTION audio\r\n';
    const changed = setParam(parseConfig(text), 'audio', 'SPEAKER', '0');
    expect(serializeConfig(changed)).toBe(text.replace('SPEAKER=1', 'SPEAKER=0'));
    const mixed = parseConfig('SECTION a\r\nX=1\nENDSECTION a\n');
    expect(serializeConfig(setParam(mixed, 'a', 'Y', '2'))).toBe('SECTION a\r\nX=1\r\nY=2\r\nENDSECTION a\r\n');
  });

  it('keeps the comment in front of a deleted parameter in front of the next one', () => {
    const text = 'SECTION a\n# about X\nX=1\nY=2\nENDSECTION a\n';
    expect(serializeConfig(deleteParam(parseConfig(text), 'a', 'X'))).toBe('SECTION a\n# about X\nY=2\nENDSECTION a\n');
    expect(serializeConfig(deleteParam(parseConfig('SECTION a\nW=0\n# about X\nX=1\nENDSECTION a\n'), 'a', 'X'))).toBe(
      'SECTION a\nW=0\n# about X\nENDSECTION a\n',
    );
  });

  it('rejects NAME=value outside a section', () => {
    expectParseError('MICRO=1\n', 1, 'NAME=value outside a section (no SECTION line before it)');
    expectParseError('SECTION a\nENDSECTION a\nMICRO=1\n', 3, 'NAME=value outside a section (no SECTION line before it)');
  });

  it('rejects a missing ENDSECTION, naming the SECTION line', () => {
    expectParseError('#:MX-1\nSECTION audio\nMICRO=1\n', 2, 'missing ENDSECTION audio for this SECTION');
    expectParseError('SECTION audio\nSECTION video\n', 2, 'SECTION inside section audio (missing ENDSECTION audio before it)');
  });

  it('rejects mismatched and stray ENDSECTION lines', () => {
    expectParseError('SECTION audio\nENDSECTION video\n', 2, 'ENDSECTION names video but the open section is audio');
    expectParseError('ENDSECTION audio\n', 1, 'ENDSECTION without a SECTION before it');
  });

  it('rejects lines that are no parameter, bad names and duplicates', () => {
    expectParseError('SECTION a\nMICRO\nENDSECTION a\n', 2, 'expected NAME=value or ENDSECTION a');
    expectParseError('SECTION a\n=1\nENDSECTION a\n', 2, 'parameter name is empty');
    expectParseError('SECTION a\nMY MIC=1\nENDSECTION a\n', 2, "parameter name 'MY MIC' contains a space");
    expectParseError('SECTION a b\n', 1, "section name 'a b' contains a space");
    expectParseError('SECTION\n', 1, 'section name is empty');
    expectParseError('SECTION a\nX=1\nX=2\nENDSECTION a\n', 3, 'parameter a/X appears a second time');
    expectParseError('SECTION a\nENDSECTION a\nSECTION a\nENDSECTION a\n', 3, 'section a appears a second time (first at line 1)');
    expectParseError('hello\n', 1, 'expected SECTION <name>, an empty line or a # comment');
  });

  it('gives back the exact text for every generated configuration and layout (property)', () => {
    const layoutArb = fc.record({
      crlf: fc.boolean(),
      finalNewline: fc.boolean(),
      bareEnd: fc.boolean(),
      extras: fc.array(fc.constantFrom('', '# comment', '#: note', '#'), { maxLength: 3 }),
      extraEvery: fc.integer({ min: 2, max: 5 }),
    });
    fc.assert(
      fc.property(configArb, layoutArb, (config, layout) => {
        const lines: string[] = [];
        let count = 0;
        const maybeExtra = (): void => {
          if (++count % layout.extraEvery === 0) lines.push(...layout.extras);
        };
        if (config.versionLine !== null) lines.push(config.versionLine);
        for (const section of config.sections) {
          maybeExtra();
          lines.push(`SECTION ${section.name}`);
          for (const param of section.params) {
            maybeExtra();
            lines.push(`${param.name}=${param.value}`);
          }
          maybeExtra();
          lines.push(layout.bareEnd ? 'ENDSECTION' : `ENDSECTION ${section.name}`);
        }
        maybeExtra();
        const ending = layout.crlf ? '\r\n' : '\n';
        const text = lines.join(ending) + (layout.finalNewline && lines.length > 0 ? ending : '');
        const parsed = parseConfig(text);
        expect(withoutLayout(parsed)).toEqual(config);
        expect(serializeConfig(parsed)).toBe(text);
      }),
    );
  });

  it('parses the canonical text of any configuration back to it, without layout (property)', () => {
    fc.assert(
      fc.property(configArb, (config) => {
        const parsed = parseConfig(serializeConfig(config));
        expect(parsed).toEqual(config);
      }),
    );
  });
});

describe('configuration helpers', () => {
  const config = parseConfig(backup);

  it('finds sections and parameters', () => {
    expect(findSection(config, 'audio')?.params.length).toBe(2);
    expect(findSection(config, 'video')).toBeUndefined();
    expect(getParam(config, 'audio', 'MICRO')).toBe('0');
    expect(getParam(config, 'audio', 'NOPE')).toBeUndefined();
    expect(getParam(config, 'nope', 'MICRO')).toBeUndefined();
    expect(sectionNames(config)).toEqual(['audio', 'timestamp', 'sip']);
  });

  it('sets values without touching the original', () => {
    const changed = setParam(config, 'audio', 'MICRO', '1');
    expect(getParam(changed, 'audio', 'MICRO')).toBe('1');
    expect(getParam(config, 'audio', 'MICRO')).toBe('0');
    expect(findSection(changed, 'audio')?.params.map((p) => p.name)).toEqual(['SPEAKER', 'MICRO']);
  });

  it('appends a new parameter to its section and creates a missing section at the end', () => {
    const added = setParam(setParam(config, 'audio', 'PREAMPLIFIER', '3'), 'network', 'DHCP', 'on');
    expect(findSection(added, 'audio')?.params.at(-1)).toEqual({ name: 'PREAMPLIFIER', value: '3' });
    expect(added.sections.at(-1)).toEqual({ name: 'network', params: [{ name: 'DHCP', value: 'on' }] });
    expect(config.sections.length).toBe(3);
  });

  it('refuses names and values the camera would not accept', () => {
    expect(() => setParam(config, 'audio', 'MI C', '1')).toThrow(InvalidConfigError);
    expect(() => setParam(config, 'audio', 'MI C', '1')).toThrow("audio/MI C: parameter name 'MI C' contains a space");
    expect(() => setParam(config, 'audio', 'MICRO', 'a\nb')).toThrow(InvalidConfigError);
    expect(() => setParam(config, 'audio', 'MICRO', '5 €')).toThrow("'€' (U+20AC)");
  });

  it('says in German that a configuration names a section or parameter twice', () => {
    const twice = (() => {
      try {
        return createConfig([{ name: 'audio', params: [{ name: 'MICRO', value: '1' }, { name: 'MICRO', value: '2' }] }]);
      } catch (error) {
        return error;
      }
    })();
    expect(errorWords(twice, 'de')).toBe('Parameter audio/MICRO kommt zweimal vor');
    expect(() => createConfig([{ name: 'audio', params: [] }, { name: 'audio', params: [] }])).toThrow("section 'audio' appears twice");
  });

  it('deletes parameters and sections, leaving unknown ones alone', () => {
    const withoutMicro = deleteParam(config, 'audio', 'MICRO');
    expect(getParam(withoutMicro, 'audio', 'MICRO')).toBeUndefined();
    expect(getParam(config, 'audio', 'MICRO')).toBe('0');
    expect(deleteParam(config, 'audio', 'NOPE')).toBe(config);
    expect(deleteParam(config, 'nope', 'MICRO')).toBe(config);
    expect(sectionNames(deleteSection(config, 'sip'))).toEqual(['audio', 'timestamp']);
    expect(deleteSection(config, 'nope')).toBe(config);
  });

  it('creates configurations from plain data, checking names, values and duplicates', () => {
    const created = createConfig([{ name: 'audio', params: [{ name: 'MICRO', value: '1' }] }], '#:MX-V4');
    expect(serializeConfig(created)).toBe('#:MX-V4\nSECTION audio\nMICRO=1\nENDSECTION audio\n');
    expect(createConfig([]).versionLine).toBeNull();
    expect(() => createConfig([], 'MX-V4')).toThrow("version line 'MX-V4' must be one line starting with '#:'");
    expect(() => createConfig([{ name: 'a', params: [] }, { name: 'a', params: [] }])).toThrow("section 'a' appears twice");
    expect(() => createConfig([{ name: 'a', params: [{ name: 'X', value: '1' }, { name: 'X', value: '2' }] }])).toThrow('parameter a/X appears twice');
    expect(() => createConfig([{ name: 'a/b', params: [] }])).toThrow("a/b: section name 'a/b' contains '/'");
  });

  it('serializes a config whose layout names sections it no longer has', () => {
    const parsed: CameraConfig = parseConfig('# c\nSECTION a\nX=1\nENDSECTION\n');
    const renamed: CameraConfig = { ...parsed, sections: [{ name: 'b', params: [{ name: 'X', value: '1' }] }] };
    expect(serializeConfig(renamed)).toBe('SECTION b\nX=1\nENDSECTION b\n');
  });
});
