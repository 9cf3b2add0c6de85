// A file name can never be spoofed: no bidirectional control reorders it (U+202E would show
// "report-<RLO>fdp.exe" as "report-exe.pdf") and no unpaired surrogate reaches the file system
// (it would become U+FFFD there: another name than the studio said).
import { describe, expect, it } from 'vitest';
import { recordingNameSchema } from '../../../src/shared/api/recordingSchemas';
import { fileNamePart, fileNameProblem } from '../../../src/shared/text/fileNames';
import { englishText } from '../../../src/shared/i18n/renderText';

const problemWords = (name: string): string | null => {
  const problem = fileNameProblem(name);
  return problem === null ? null : englishText(problem);
};

describe('file names and direction marks', () => {
  it.each(['report\u202efdp.exe', 'a\u200fb', 'x\u2066y\u2069', 'gate\u061c', 'half\ud800', '\udfffx'])('%j is refused as a file name', (name) => {
    expect(problemWords(name)).toMatch(/the file name contains the (bidirectional control|unpaired surrogate) U\+/);
    expect(recordingNameSchema.safeParse(name).success).toBe(false);
  });

  it('a part of a file name made from a name leaves them out', () => {
    expect(fileNamePart('Halle\u202efdp.exe', 80, 'site')).toBe('Hallefdp.exe');
    expect(fileNamePart('Süd\ud800 Tor \u2067A\u2069', 80, 'site')).toBe('Süd-Tor-A');
    expect(fileNamePart('\u202e\ud800', 80, 'site')).toBe('site');
    expect(fileNameProblem(`report-${fileNamePart('\u202egpj.exe\udc00', 80, 'site')}.html`)).toBeNull();
  });
});
