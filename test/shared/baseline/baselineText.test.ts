import { describe, expect, it } from 'vitest';
import { BaselineTextError, baselineProblems, parseBaseline, writeBaselineText } from '../../../src/shared/baseline/baselineText';
import { englishProblems } from '../../support/englishProblems';
import { errorWords } from '../../../src/shared/i18n/errorWords';

const site = ['# agreed 2026-11-27', 'SECTION audio', 'SPEAKERLEVEL=50', 'MICRO=1', 'ENDSECTION audio', '', 'SECTION sip', 'NUMBER={SIP}', 'DISPLAY=Tür {ROOM}, Süd', 'ENDSECTION sip', ''].join('\n');

describe('baseline text', () => {
  it('reads sections, parameters with their lines, Latin-1 values and placeholders', () => {
    const baseline = parseBaseline('site.baseline', site);
    expect(baseline.sections).toEqual(['audio', 'sip']);
    expect(baseline.parameters).toEqual([
      { section: 'audio', name: 'SPEAKERLEVEL', value: '50', line: 3 },
      { section: 'audio', name: 'MICRO', value: '1', line: 4 },
      { section: 'sip', name: 'NUMBER', value: '{SIP}', line: 8 },
      { section: 'sip', name: 'DISPLAY', value: 'Tür {ROOM}, Süd', line: 9 },
    ]);
    expect(baseline.placeholders).toEqual([
      { name: 'SIP', line: 8 },
      { name: 'ROOM', line: 9 },
    ]);
  });

  it('reads CRLF text and a byte order mark', () => {
    expect(parseBaseline('b', '\uFEFFSECTION audio\r\nMICRO=0\r\nENDSECTION audio\r\n').parameters).toEqual([{ section: 'audio', name: 'MICRO', value: '0', line: 2 }]);
  });

  it('lists every problem with its line', () => {
    const text = ['MICRO=1', 'SECTION audio', 'MICRO=1', 'MICRO=2', 'NOEQUALS', 'LEVEL={SIP', 'SECTION sip', 'ENDSECTION video', 'SECTION bad/name', 'X=1', 'ENDSECTION bad/name', 'SECTION €', 'X=1'].join('\n');
    const problems = englishProblems(baselineProblems(text));
    expect(problems.map((problem) => problem.line)).toEqual([1, 4, 5, 6, 7, 8, 9, 12, 12]);
    expect(problems[0]!.message).toMatch(/outside a section/);
    expect(problems[1]!.message).toMatch(/appears a second time \(first at line 3\)/);
    expect(problems[3]!.message).toMatch(/opens no placeholder/);
    expect(problems[7]!.message).toMatch(/Latin-1/);
    expect(problems[8]!.message).toMatch(/missing ENDSECTION/);
  });

  it('refuses a value with a control character, an empty section and an empty baseline, naming the source and line', () => {
    expect(() => parseBaseline('site.baseline', 'SECTION audio\nMICRO=1\u0007\nENDSECTION audio\n')).toThrow(/site\.baseline line 2: audio\/MICRO: .*control character/);
    expect(() => parseBaseline('b', 'SECTION audio\nENDSECTION audio\n')).toThrow(/line 2: section audio lists no parameter/);
    expect(() => parseBaseline('b', '# nothing\n')).toThrow(BaselineTextError);
    expect(() => parseBaseline('b', '# nothing\n')).toThrow(/lists no parameter/);
    const german = (() => {
      try {
        return parseBaseline('site.baseline', 'SECTION audio\nENDSECTION audio\nSPEAKERLEVEL=50\n');
      } catch (error) {
        return error;
      }
    })();
    expect(errorWords(german, 'de')).toBe('Baseline site.baseline hat 2 Probleme:\n  site.baseline Zeile 2: Abschnitt audio nennt keinen Parameter: ein Baseline-Abschnitt nennt mindestens einen\n  site.baseline Zeile 3: NAME=Wert außerhalb eines Abschnitts (davor SECTION <Name> schreiben)');
    expect(errorWords(german, 'en')).toBe('baseline site.baseline has 2 problems:\n  site.baseline line 2: section audio lists no parameter: a baseline section names at least one\n  site.baseline line 3: NAME=value outside a section (write SECTION <name> before it)');
  });

  it('writes the form it reads', () => {
    const text = writeBaselineText([
      { name: 'audio', parameters: [{ name: 'SPEAKERLEVEL', value: '50' }] },
      { name: 'empty', parameters: [] },
      { name: 'sip', parameters: [{ name: 'NUMBER', value: '{SIP}' }] },
    ]);
    expect(text).toBe('SECTION audio\nSPEAKERLEVEL=50\nENDSECTION audio\n\nSECTION sip\nNUMBER={SIP}\nENDSECTION sip\n');
    expect(parseBaseline('b', text).parameters.map((parameter) => parameter.value)).toEqual(['50', '{SIP}']);
  });
});
