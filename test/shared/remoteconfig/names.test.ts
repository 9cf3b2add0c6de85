import { describe, expect, it } from 'vitest';
import { validateParamName, validateSectionName, validateValue } from '../../../src/shared/remoteconfig/names';

describe('name and value rules', () => {
  it('accepts ordinary names and values', () => {
    expect(validateSectionName('audio')).toBeNull();
    expect(validateParamName('SPEAKERLEVEL')).toBeNull();
    expect(validateValue('a=b: c / d')).toBeNull();
    expect(validateValue('')).toBeNull();
    expect(validateValue('Grüße')).toBeNull();
  });

  it.each([
    ['', 'section name is empty'],
    ['a=b', "section name 'a=b' contains '='"],
    ['a/b', "section name 'a/b' contains '/'"],
    ['a b', "section name 'a b' contains a space"],
    ['a\tb', "section name 'a\tb' contains a tab"],
    ['a\nb', "section name 'a\\nb' contains a line break"],
    ['a\0b', "section name 'a\\0b' contains a NUL character"],
    ['a\u00a0b', "section name 'a\u00a0b' contains the space character '\u00a0' (U+00A0)"],
    ['#x', "section name '#x' starts with '#', which marks a comment line"],
    ['kamera€', "section name 'kamera€' contains '€' (U+20AC), which ISO-8859-1 (Latin-1) cannot encode"],
  ])('rejects section name %j', (name, problem) => {
    expect(validateSectionName(name)).toBe(problem);
  });

  it('applies the same rules to parameter names', () => {
    expect(validateParamName('')).toBe('parameter name is empty');
    expect(validateParamName('MIC=1')).toBe("parameter name 'MIC=1' contains '='");
    expect(validateParamName('#MIC')).toBe("parameter name '#MIC' starts with '#', which marks a comment line");
  });

  it.each([
    ['a\nb', "value 'a\\nb' contains a line break"],
    ['a\r', "value 'a\\r' contains a line break"],
    ['a\0', "value 'a\\0' contains a NUL character"],
    ['5 €', "value '5 €' contains '€' (U+20AC) at position 3, which ISO-8859-1 (Latin-1) cannot encode"],
  ])('rejects value %j', (value, problem) => {
    expect(validateValue(value)).toBe(problem);
  });
});
