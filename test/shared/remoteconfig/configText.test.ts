// The edges of parseConfig's fast path for NAME=value lines (configText.ts, ConfigReader.readAll):
// a line it takes must read exactly as the plain reference reader reads it, and a line it leaves
// to the careful path must fail or pass with the same line number and reason. The property test
// (parserProperty.test.ts) covers generated texts; these are the cases the fast path's own
// shortcuts (the remembered next '=', the name scan stopping at the line end) could get wrong.
import { describe, expect, it } from 'vitest';
import { withoutLayout } from '../../../src/shared/remoteconfig/configModel';
import { ConfigParseError, parseConfig, serializeConfig } from '../../../src/shared/remoteconfig/configText';
import { referenceParseConfig } from './referenceReaders';

type Outcome = { ok: true; versionLine: string | null; sections: Array<{ name: string; params: Array<{ name: string; value: string }> }> } | { ok: false; line: number; reason: string };

function outcome(text: string): Outcome {
  try {
    const config = parseConfig(text);
    expect(serializeConfig(config)).toBe(text);
    return { ok: true, ...withoutLayout(config) };
  } catch (error) {
    if (!(error instanceof ConfigParseError)) throw error;
    return { ok: false, line: error.line, reason: error.reason };
  }
}

function expectAsReference(text: string): Outcome {
  const result = outcome(text);
  expect(result).toEqual(referenceParseConfig(text));
  return result;
}

describe('parseConfig fast path for NAME=value lines', () => {
  it('reads values holding = and lines without = between parameters', () => {
    const result = expectAsReference('SECTION a\nA=b=c\n# x=1\n\nB=\nC==\nENDSECTION a\n');
    expect(result).toEqual({ ok: true, versionLine: null, sections: [{ name: 'a', params: [{ name: 'A', value: 'b=c' }, { name: 'B', value: '' }, { name: 'C', value: '=' }] }] });
  });

  it('reads names that start like SECTION or ENDSECTION lines as parameters', () => {
    const result = expectAsReference('SECTION a\nENDSECTION=1\nENDSECTIONX=2\nSECTION=3\nSECTIONb=4\nENDSECTION a\n');
    expect(result.ok && result.sections[0]!.params.map((param) => param.name)).toEqual(['ENDSECTION', 'ENDSECTIONX', 'SECTION', 'SECTIONb']);
  });

  it('does not take a = on a later line for the end of a name', () => {
    expect(expectAsReference('SECTION a\nAB\nC=1\nENDSECTION a\n')).toEqual({ ok: false, line: 2, reason: 'expected NAME=value or ENDSECTION a' });
    expect(expectAsReference('SECTION a\nAB\r\nC=1\r\nENDSECTION a\r\n')).toEqual({ ok: false, line: 2, reason: 'expected NAME=value or ENDSECTION a' });
    expect(expectAsReference('SECTION a\nX=1\nAB')).toEqual({ ok: false, line: 3, reason: 'expected NAME=value or ENDSECTION a' });
  });

  it('reads the = of a parameter after sections without any', () => {
    expectAsReference('SECTION a\nENDSECTION a\nSECTION b\nENDSECTION b\nSECTION c\nX=1\nENDSECTION c\n');
    expectAsReference('SECTION a\nX=1\nENDSECTION a\nSECTION b\nENDSECTION b\n');
  });

  it('keeps the line ends of parameter lines: CRLF, mixed, a last line without one, a CR before the end of the text', () => {
    expectAsReference('SECTION a\r\nX=1\r\nY=2\r\nENDSECTION a\r\n');
    expectAsReference('SECTION a\nX=1\r\nY=2\nENDSECTION a\r\n');
    expect(expectAsReference('SECTION a\nX=1\nENDSECTION a\nSECTION b\nY=2')).toEqual({ ok: false, line: 4, reason: 'missing ENDSECTION b for this SECTION' });
    expect(expectAsReference('SECTION a\nX=1\r')).toEqual({ ok: false, line: 1, reason: 'missing ENDSECTION a for this SECTION' });
  });

  it('leaves names with characters outside the rule to the careful check, with its reason', () => {
    expect(expectAsReference('SECTION a\nx#=1\nÿé=2\nENDSECTION a\n').ok).toBe(true);
    expect(expectAsReference('SECTION a\n#x=1\nENDSECTION a\n').ok).toBe(true); // a comment line
    expect(expectAsReference('SECTION a\nĀ=1\nENDSECTION a\n')).toMatchObject({ ok: false, line: 2 });
    expect(expectAsReference('SECTION a\n\u00a0X=1\nENDSECTION a\n')).toMatchObject({ ok: false, line: 2 });
    expect(expectAsReference('SECTION a\nX\u00a0=1\nENDSECTION a\n')).toMatchObject({ ok: false, line: 2 });
    expect(expectAsReference('SECTION a\nX/Y=1\nENDSECTION a\n')).toEqual({ ok: false, line: 2, reason: "parameter name 'X/Y' contains '/'" });
    expect(expectAsReference('SECTION a\nX\0=1\nENDSECTION a\n')).toMatchObject({ ok: false, line: 2 });
  });

  it('counts lines through thousands of parameters: a bad line and a duplicate name far down', () => {
    const params = Array.from({ length: 5000 }, (_, index) => `P_${index}=${index % 7 === 0 ? 'a=b' : index}`);
    expect(expectAsReference(['SECTION big', ...params, 'NOT A PARAMETER', 'ENDSECTION big', ''].join('\n'))).toEqual({
      ok: false,
      line: 5002,
      reason: 'expected NAME=value or ENDSECTION big',
    });
    expect(expectAsReference(['SECTION big', ...params, 'P_4321=again', 'ENDSECTION big', ''].join('\r\n'))).toEqual({
      ok: false,
      line: 5002,
      reason: 'parameter big/P_4321 appears a second time',
    });
  });

  it('names the duplicate line without its CR', () => {
    let caught: unknown;
    try {
      parseConfig('SECTION a\r\nX=1\r\nX=2\r\nENDSECTION a\r\n', { source: 'cam1.cfg' });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ConfigParseError);
    expect((caught as ConfigParseError).message).toBe("cam1.cfg line 3: parameter a/X appears a second time: 'X=2'");
  });
});
