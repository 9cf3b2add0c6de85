import { describe, expect, it } from 'vitest';
import { formatOptionHelp } from '../../../../src/main/base/commandLine/optionHelp';
import { givenWords } from '../../../../src/shared/i18n/errorWords';
import { localize } from '../../../../src/shared/i18n/text';

describe('formatOptionHelp', () => {
  it('aligns descriptions after the widest option, names aliases and values, and wraps long text under its column', () => {
    const text = formatOptionHelp([
      { name: 'camera', alias: 'c', value: true, valueName: 'HOST[:PORT]', help: givenWords('the camera') },
      { name: 'json', help: givenWords('one JSON document on stdout') },
      { name: 's', alias: 's', aliasOnly: true, value: true, valueName: '<file>', help: givenWords('word '.repeat(30).trim()) },
    ], 'en');
    const lines = text.split('\n');
    expect(lines.slice(0, 2)).toEqual(['  -c, --camera HOST[:PORT]  the camera', '  --json                    one JSON document on stdout']);
    expect(lines[2]).toMatch(/^ {2}-s <file> {17}word word/);
    expect(lines.every((line) => line.length <= 92)).toBe(true);
    expect(lines.slice(3).every((line) => line.startsWith(' '.repeat(28)))).toBe(true);
  });

  it('puts an option wider than the widest column on a line of its own, its text below', () => {
    const lines = formatOptionHelp([
      { name: 'a-very-long-option-name-indeed', value: true, valueName: 'FILE', help: givenWords('below it') },
      { name: 'x', help: givenWords('beside it') },
    ], 'en').split('\n');
    expect(lines).toEqual(['  --a-very-long-option-name-indeed FILE', `${' '.repeat(32)}below it`, `  --x${' '.repeat(27)}beside it`]);
  });

  it('words each option in the language asked for, a value without a name as that language calls it', () => {
    const options = [
      { name: 'help', alias: 'h', help: localize('commandLine.helpOption') },
      { name: 'limit', value: true },
    ];
    expect(formatOptionHelp(options, 'de').split('\n')).toEqual([`  -h, --help${' '.repeat(11)}dieser Text`, '  --limit WERT']);
    expect(formatOptionHelp(options, 'en').split('\n')).toEqual([`  -h, --help${' '.repeat(11)}this text`, '  --limit VALUE']);
  });
});
