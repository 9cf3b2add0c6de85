import { describe, expect, it } from 'vitest';
import { renderText } from '../../../src/shared/i18n/renderText';
import { elapsedText } from '../../../src/shared/text/elapsedText';

describe('elapsedText', () => {
  const english = (ms: number) => renderText(elapsedText(ms), 'en');

  it('says milliseconds below a second and seconds with one decimal from there', () => {
    expect(english(0)).toBe('0 ms');
    expect(english(37.4)).toBe('37 ms');
    expect(english(999)).toBe('999 ms');
    expect(english(1000)).toBe('1.0 s');
    expect(english(41_230)).toBe('41.2 s');
    expect(english(59_960)).toBe('60.0 s');
    expect(english(-5)).toBe('0 ms');
  });

  it('writes the decimal comma in German', () => {
    expect(renderText(elapsedText(41_230), 'de')).toBe('41,2 s');
    expect(renderText(elapsedText(1000), 'de')).toBe('1,0 s');
    expect(renderText(elapsedText(12), 'de')).toBe('12 ms');
  });
});
