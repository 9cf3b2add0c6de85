// The fast parsers agree with the plain reference readers (referenceReaders.ts) on generated
// configurations and camera answers: umlauts and other Latin-1 characters, characters Latin-1
// cannot hold, and odd lines (empty, blank, comments, CRLF and mixed line ends, trailing spaces,
// lines without '=', duplicate names, empty values, values with '=', unusual SECTION and
// ENDSECTION forms, a BOM, a missing final line end).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CameraConfig } from '../../../src/shared/remoteconfig/configModel';
import { withoutLayout } from '../../../src/shared/remoteconfig/configModel';
import { ConfigParseError, parseConfig, serializeConfig } from '../../../src/shared/remoteconfig/configText';
import { parseResponse } from '../../../src/shared/remoteconfig/responseParser';
import { nameArb, valueArb } from './arbitraries';
import { referenceParseConfig, referenceParseResponse } from './referenceReaders';

const runs = { numRuns: 300 };

const latin1Arb = fc.string({ unit: fc.integer({ min: 0x80, max: 0xff }).map((code) => String.fromCharCode(code)), minLength: 1, maxLength: 4 });
const oddValueArb = fc.constantFrom('', '=', 'a=b=c', 'on  ', ' leading', 'Grüße=ÄÖÜ ß', '5 €', 'tab\there', '\u00a0', '#not a comment', 'ENDSECTION x');
const anyValueArb = fc.oneof({ arbitrary: valueArb, weight: 4 }, { arbitrary: oddValueArb, weight: 2 }, { arbitrary: latin1Arb, weight: 1 });

// Lines the format lets stand anywhere (empty, blank, comments), and a few it does not.
const extraLineArb = fc.oneof(
  { arbitrary: fc.constantFrom('', '#', '# comment', '#: note', '   ', '\t', ' \t ', '\r', '# Grüße ÿ', '#x/NAME=1'), weight: 40 },
  { arbitrary: fc.constantFrom('\u00a0', 'stray text', 'X=1', 'ENDSECTION', 'SECTION'), weight: 1 },
);

// Parameter lines: mostly NAME=value, sometimes a line the format refuses.
const oddParamLineArb = fc.constantFrom(
  'NOEQUALS', 'MY MIC=1', '=1', 'a/b=1', 'Tür€=1', 'ENDSECTIONX=1', 'SECTION inner', ' X=1', 'X =1', '\tX=1',
  'NB\u00a0SP=1', 'V\u000bT=1', 'F\fF=1', 'NUL\0=1', 'ÿ=1', '\u00a0X=1', 'x#=1', 'µ°=°',
);
// Names of any character up to U+017F: Latin-1 letters and controls, and a few beyond Latin-1.
const wildNameArb = fc.string({ unit: fc.integer({ min: 0, max: 0x17f }).map((code) => String.fromCharCode(code)), minLength: 1, maxLength: 3 });

interface SectionPlan {
  name: string;
  header: number;
  end: number;
  lines: Array<{ kind: 'param'; name: string; value: string } | { kind: 'odd'; line: string } | { kind: 'extra'; line: string } | { kind: 'repeat' }>;
}

const sectionPlanArb: fc.Arbitrary<SectionPlan> = fc.record({
  name: fc.oneof({ arbitrary: nameArb, weight: 40 }, { arbitrary: fc.constantFrom('a', 'bad name', 'x/y', 'Ü€', 'a\u00a0b'), weight: 1 }, { arbitrary: wildNameArb, weight: 1 }),
  header: fc.oneof({ arbitrary: fc.integer({ min: 0, max: 4 }), weight: 40 }, { arbitrary: fc.constant(5), weight: 1 }),
  end: fc.oneof({ arbitrary: fc.integer({ min: 0, max: 5 }), weight: 40 }, { arbitrary: fc.integer({ min: 6, max: 7 }), weight: 1 }),
  lines: fc.array(
    fc.oneof(
      { arbitrary: fc.record({ kind: fc.constant('param' as const), name: nameArb, value: anyValueArb }), weight: 60 },
      { arbitrary: fc.record({ kind: fc.constant('extra' as const), line: extraLineArb }), weight: 6 },
      { arbitrary: fc.record({ kind: fc.constant('odd' as const), line: oddParamLineArb }), weight: 1 },
      { arbitrary: fc.constant({ kind: 'repeat' as const }), weight: 1 },
      { arbitrary: fc.record({ kind: fc.constant('param' as const), name: wildNameArb, value: anyValueArb }), weight: 1 },
    ),
    { maxLength: 8 },
  ),
});

function headerLine(name: string, form: number): string {
  return [`SECTION ${name}`, `SECTION ${name}`, `SECTION  ${name}`, `SECTION\t${name} `, `SECTION ${name}\t\r`, `SECTION ${name} extra`][form]!;
}

function endLine(name: string, form: number): string {
  return [`ENDSECTION ${name}`, `ENDSECTION ${name}`, `ENDSECTION ${name}`, 'ENDSECTION', `ENDSECTION ${name} `, `ENDSECTION\t${name}`, 'ENDSECTION other', `ENDSECTION ${name}x`][form]!;
}

function sectionLines(plan: SectionPlan): string[] {
  const lines = [headerLine(plan.name, plan.header)];
  let lastParam: string | undefined;
  for (const item of plan.lines) {
    if (item.kind === 'param') {
      lastParam = `${item.name}=${item.value}`;
      lines.push(lastParam);
    } else if (item.kind === 'repeat') {
      if (lastParam !== undefined) lines.push(lastParam); // a duplicate name
    } else {
      lines.push(item.line);
    }
  }
  lines.push(endLine(plan.name, plan.end));
  return lines;
}

const configTextArb = fc
  .record({
    bom: fc.boolean(),
    versionLine: fc.option(anyValueArb.map((value) => `#:MX-${value}`), { nil: null }),
    leading: fc.array(extraLineArb, { maxLength: 2 }),
    sections: fc.array(fc.record({ plan: sectionPlanArb, before: fc.array(extraLineArb, { maxLength: 2 }), repeat: fc.integer({ min: 0, max: 40 }).map((n) => n === 0) }), { maxLength: 5 }),
    trailing: fc.array(extraLineArb, { maxLength: 2 }),
    endings: fc.oneof(fc.constant('lf' as const), fc.constant('crlf' as const), fc.constant('mixed' as const)),
    mixedSeed: fc.array(fc.boolean(), { minLength: 1, maxLength: 16 }),
    finalNewline: fc.boolean(),
  })
  .map((plan) => {
    const lines: string[] = [...plan.leading];
    if (plan.versionLine !== null) lines.push(plan.versionLine);
    for (const { plan: section, before, repeat } of plan.sections) {
      lines.push(...before, ...sectionLines(section));
      if (repeat) lines.push(...sectionLines({ ...section, lines: [] })); // the same section twice
    }
    lines.push(...plan.trailing);
    const endingOf = (index: number): string =>
      plan.endings === 'lf' ? '\n' : plan.endings === 'crlf' ? '\r\n' : plan.mixedSeed[index % plan.mixedSeed.length] ? '\r\n' : '\n';
    const body = lines.map((line, index) => (index < lines.length - 1 || plan.finalNewline ? line + endingOf(index) : line)).join('');
    return (plan.bom ? '\uFEFF' : '') + body;
  });

function fastParse(text: string): { ok: true; config: CameraConfig } | { ok: false; line: number; reason: string } {
  try {
    return { ok: true, config: parseConfig(text) };
  } catch (error) {
    if (!(error instanceof ConfigParseError)) throw error;
    return { ok: false, line: error.line, reason: error.reason };
  }
}

describe('parseConfig against the reference reader (property)', () => {
  it('accepts and refuses the same texts, with the same sections, parameters, error line and reason', () => {
    fc.assert(
      fc.property(configTextArb, (text) => {
        const expected = referenceParseConfig(text);
        const actual = fastParse(text);
        if (!expected.ok) {
          expect(actual).toEqual(expected);
          return;
        }
        expect(actual.ok).toBe(true);
        const config = (actual as { config: CameraConfig }).config;
        expect(withoutLayout(config)).toEqual({ versionLine: expected.versionLine, sections: expected.sections });
        expect(serializeConfig(config)).toBe(text);
      }),
      runs,
    );
  });

  it('checks every parameter and section name as the reference does, character by character', () => {
    const nameCharArb = fc.oneof(
      fc.constantFrom('=', '/', '#', ' ', '\t', '\u000b', '\f', '\r', '\0', '\u00a0', '\u0085', '\u00ff', '\u0100', '\u20ac', '\ud83d'),
      fc.integer({ min: 0, max: 0xff }).map((code) => String.fromCharCode(code)),
      fc.constantFrom(...'aZ09_-.:äß'),
    );
    const oddNameArb = fc.string({ unit: nameCharArb, maxLength: 5 });
    fc.assert(
      fc.property(oddNameArb, oddNameArb, (section, param) => {
        for (const text of [`SECTION a\n${param}=1\nENDSECTION a\n`, `SECTION ${section}\nX=1\nENDSECTION ${section}\n`]) {
          const expected = referenceParseConfig(text);
          const actual = fastParse(text);
          if (expected.ok) expect(actual).toMatchObject({ ok: true, config: { sections: expected.sections } });
          else expect(actual).toEqual(expected);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('mostly generates texts that parse, so the agreement covers whole configurations', () => {
    const samples = fc.sample(configTextArb, { numRuns: 300, seed: 22 }).map((text) => ({ text, result: referenceParseConfig(text) }));
    const parsed = samples.filter(({ result }) => result.ok && result.sections.length >= 2);
    const refused = samples.filter(({ result }) => !result.ok);
    expect(parsed.length).toBeGreaterThan(60);
    expect(refused.length).toBeGreaterThan(60);
  });

  it('gives sections that are plain data to JSON, spread, structuredClone and assignment', () => {
    const text = '#:MX-V5\r\nSECTION sip\r\nDISPLAY=Tür = Süd\r\nEMPTY=\r\nENDSECTION sip\r\nSECTION a\nX=1';
    expect(() => parseConfig(text)).toThrow(ConfigParseError);
    const config = parseConfig(`${text}\nENDSECTION a`);
    const expected = [
      { name: 'sip', params: [{ name: 'DISPLAY', value: 'Tür = Süd' }, { name: 'EMPTY', value: '' }] },
      { name: 'a', params: [{ name: 'X', value: '1' }] },
    ];
    expect(JSON.parse(JSON.stringify(config.sections))).toEqual(expected);
    expect(parseConfig(`${text}\nENDSECTION a`).sections.map((section) => ({ ...section }))).toEqual(expected);
    expect(structuredClone(parseConfig(`${text}\nENDSECTION a`).sections)).toEqual(expected);
    expect(Object.keys(config.sections[0]!)).toEqual(['name', 'params']);
    const [sip] = parseConfig(`${text}\nENDSECTION a`).sections;
    sip!.params = [];
    expect(sip).toEqual({ name: 'sip', params: [] });
    const frozen = Object.freeze(parseConfig(`${text}\nENDSECTION a`).sections[1]!);
    expect(frozen.params).toEqual([{ name: 'X', value: '1' }]);
    expect(frozen.params).toBe(frozen.params);
  });
});

// Answer lines: echoes of commands and block lines, #exec, output that looks like every other
// kind of line (OK, ERROR, #bye, #:MX-, traces), empty lines, Latin-1 text.
const answerLineArb = fc.oneof(
  { arbitrary: fc.constantFrom('#read::', '#read:helo:', '#read:view configfile:', '#read:view section audio:', '#read:write params:', '#read:write:', '#read:quit:', '#read:exit:', '#read:# note:', '#read:profile:', '#read:', '#read:audio/MICRO=1:', '#read:SECTION audio:', '#read:X=1:', '#read:ENDSECTION audio:'), weight: 4 },
  { arbitrary: fc.constantFrom('#exec cmd=view configfile', '#exec cmd=write', 'OK', 'OK ', 'OKAY', '#bye', 'ERROR: unknown parameter', 'ERROR:x', 'ERRORS', 'Eingang', '#store: written', '#:MX-V4.4', '#', ''), weight: 4 },
  { arbitrary: fc.oneof(nameArb, valueArb, latin1Arb).map((text) => `${text}`), weight: 3 },
  { arbitrary: fc.tuple(nameArb, anyValueArb).map(([name, value]) => `${name}=${value}`), weight: 3 },
);

const answerArb = fc
  .record({
    bom: fc.boolean(),
    lines: fc.array(answerLineArb, { maxLength: 40 }),
    listing: fc.option(fc.array(fc.oneof(answerLineArb, configTextArb), { maxLength: 6 }), { nil: null }),
    crlf: fc.array(fc.boolean(), { minLength: 1, maxLength: 8 }),
    finalNewline: fc.boolean(),
    strayCr: fc.boolean(),
  })
  .map((plan) => {
    const lines = [...plan.lines];
    if (plan.listing) lines.splice(Math.floor(lines.length / 2), 0, '#read:view configfile:', '#exec cmd=view configfile', ...plan.listing.join('\n').split('\n'));
    const body = lines.map((line, index) => (index < lines.length - 1 || plan.finalNewline ? line + (plan.crlf[index % plan.crlf.length] ? '\r\n' : '\n') : line)).join('');
    return (plan.bom ? '\uFEFF' : '') + body + (plan.strayCr ? '\r' : '');
  });

describe('parseResponse against the reference reader (property)', () => {
  it('gives the same transcript for generated answers', () => {
    fc.assert(
      fc.property(answerArb, (body) => {
        expect(parseResponse(body)).toEqual(referenceParseResponse(body));
      }),
      runs,
    );
  });

  it('gives the same transcript for a session with a view configfile listing', () => {
    fc.assert(
      fc.property(configTextArb, fc.boolean(), (configText, crlf) => {
        const ending = crlf ? '\r\n' : '\n';
        const body = ['#read::', '#read:helo:', '#read:view configfile:', '#exec cmd=view configfile', configText, '#read:quit:', 'OK', '#bye', ''].join(ending);
        expect(parseResponse(body)).toEqual(referenceParseResponse(body));
      }),
      runs,
    );
  });
});
