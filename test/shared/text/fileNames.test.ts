// The one file-name rule: names valid on Windows, macOS and Linux, Windows device names refused.
import { describe, expect, it } from 'vitest';
import { recordingNameSchema } from '../../../src/shared/api/recordingSchemas';
import { fileNamePart, fileNameProblem } from '../../../src/shared/text/fileNames';
import { englishText } from '../../../src/shared/i18n/renderText';

const problemWords = (name: string): string | null => {
  const problem = fileNameProblem(name);
  return problem === null ? null : englishText(problem);
};

describe('file names', () => {
  it.each(['con', 'CON', 'Con.jsonl', 'nul.tar.gz', 'prn', 'AUX', 'com1', 'COM9.csv', 'lpt1', 'Lpt9.cfg'])('%s is a device name reserved on Windows', (name) => {
    expect(problemWords(name)).toContain('reserved on Windows');
    expect(recordingNameSchema.safeParse(name).success).toBe(false);
  });

  it.each(['console', 'com10', 'lpt0', 'con_251123-0930.cfg', 'cameras-con.csv', 'auxiliary.jsonl', 'gate-2025'])('%s is an ordinary name', (name) => {
    expect(fileNameProblem(name)).toBeNull();
  });

  it.each([
    ['', 'cannot name a file'],
    ['..', 'cannot name a file'],
    ['a/b', "contains '/'"],
    ['a:b', "contains ':'"],
    ['a\u001bb', 'control character U+001B ESC'],
    ['name.', 'ends with a dot or a space'],
    ['x'.repeat(256), 'longer than 255'],
    ['東'.repeat(86), 'longer than 255 bytes'], // 86 UTF-16 units, 258 bytes: Linux refuses it
  ])('%j is refused: %s', (name, problem) => {
    expect(problemWords(name)).toContain(problem);
  });

  it('cuts a part of a name by UTF-8 bytes, never inside a character or a surrogate pair', () => {
    expect(fileNamePart('東'.repeat(100), 200, 'site')).toBe('東'.repeat(66));
    expect(fileNamePart('Łódź'.repeat(40), 10, 'site')).toBe('ŁódźŁ'); // 7 + 2 bytes: the next ó would make 11
    expect(fileNamePart('📷'.repeat(10), 7, 'site')).toBe('📷');
    expect(fileNamePart('a'.repeat(300), 200, 'site')).toBe('a'.repeat(200));
  });
});
