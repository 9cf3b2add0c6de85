import { describe, expect, it } from 'vitest';
import { formatOptionHelp } from '../../../../src/main/base/commandLine/optionHelp';

describe('formatOptionHelp', () => {
  it('aligns descriptions, names aliases and values, and wraps long text under its column', () => {
    const text = formatOptionHelp([
      { name: 'camera', alias: 'c', value: true, valueName: 'HOST[:PORT]', help: 'the camera' },
      { name: 'json', help: 'one JSON document on stdout' },
      { name: 'very-long-option-name', value: true, valueName: 'FILE', help: 'put on its own line, the text below it' },
      { name: 's', alias: 's', aliasOnly: true, value: true, valueName: '<file>', help: 'word '.repeat(30).trim() },
    ]);
    const lines = text.split('\n');
    expect(lines.slice(0, 5)).toEqual([
      '  -c, --camera HOST[:PORT]',
      '                       the camera',
      '  --json               one JSON document on stdout',
      '  --very-long-option-name FILE',
      '                       put on its own line, the text below it',
    ]);
    expect(lines[5]).toMatch(/^ {2}-s <file> {12}word word/);
    expect(lines.every((line) => line.length <= 92)).toBe(true);
    expect(lines.slice(6).every((line) => line.startsWith(' '.repeat(23)))).toBe(true);
  });
});
