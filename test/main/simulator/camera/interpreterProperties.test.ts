// Properties of the interpreter over many generated scripts and configurations.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type ConfigSection } from '../../../../src/shared/remoteconfig/configModel';
import { parseConfig } from '../../../../src/shared/remoteconfig/configText';
import { parseResponse } from '../../../../src/shared/remoteconfig/responseParser';
import { newSimulatedCamera } from '../../../support/simulatedCameras';

const scriptLine = fc.oneof(
  fc.constantFrom('', 'helo', 'quit', 'exit', 'view', 'view section audio', 'view configfile', 'store', 'update', 'profile', 'reboot_needed', 'help'),
  fc.constantFrom('write params', 'delete params', 'write', 'append', 'SECTION audio', 'ENDSECTION', 'audio/MICRO=0', 'audio/NOPE=1', 'audio/SPEAKER', 'MICRO=1'),
  fc.constantFrom('# comment', '#:MX-V5.5.2.166', 'activate_profile night', 'activate_profile x', 'reset section audio', 'restore', 'delete section sip'),
  fc.string({ maxLength: 12 }).filter((text) => !text.includes('\n') && !text.includes('\r')),
);

/** The lines the camera must read: all of them up to the first quit/exit after a helo. */
function expectedReads(lines: string[]): { reads: string[]; ended: boolean } {
  let greeted = false;
  for (let index = 0; index < lines.length; index++) {
    const words = lines[index]!.trim().split(/\s+/);
    if (words.length === 1 && words[0] === 'helo') greeted = true;
    if (greeted && words.length === 1 && (words[0] === 'quit' || words[0] === 'exit')) return { reads: lines.slice(0, index + 1), ended: true };
  }
  return { reads: lines, ended: false };
}

describe('interpreter properties', () => {
  it('echoes every line it reads once, in order, and ends with OK / #bye exactly when it met quit or exit', () => {
    fc.assert(
      fc.property(fc.array(scriptLine, { maxLength: 25 }), (lines) => {
        const camera = newSimulatedCamera();
        const outcome = camera.runScript(lines.map((line) => line + '\n').join(''));
        const reads = outcome.lines.filter((line) => line.startsWith('#read:')).map((line) => line.slice(6, -1));
        const expected = expectedReads(lines);
        expect(reads).toEqual(expected.reads);
        expect(outcome.ended).toBe(expected.ended);
        expect(outcome.lines.slice(-2).join('|') === 'OK|#bye').toBe(expected.ended);
        for (const line of outcome.lines) expect(line.startsWith('#:') && !line.startsWith('#:MX-')).toBe(false);
      }),
      { numRuns: 300 },
    );
  });

  it("the client's response parser files every #exec under the line the camera ran (one block grammar)", () => {
    fc.assert(
      fc.property(fc.array(scriptLine, { maxLength: 25 }), (lines) => {
        const camera = newSimulatedCamera();
        const outcome = camera.runScript(['helo', ...lines].map((line) => line + '\n').join(''));
        const ran = outcome.lines.filter((line) => line.startsWith('#exec cmd=')).map((line) => line.slice('#exec cmd='.length));
        const transcript = parseResponse(outcome.lines.map((line) => line + '\n').join(''));
        expect(transcript.entries.filter((entry) => entry.executed).map((entry) => entry.line)).toEqual(ran);
        expect(transcript.completed).toBe(outcome.ended);
      }),
      { numRuns: 300 },
    );
  });

  const name = fc.stringMatching(/^[A-Za-z][A-Za-z0-9_]{0,9}$/);
  const value = fc.stringMatching(/^[ -~äöüÄÖÜß°µ]{0,20}$/);
  const section = fc.record({
    name,
    params: fc.uniqueArray(fc.record({ name: name.map((text) => text.toUpperCase()), value }), { selector: (param) => param.name, maxLength: 6 }),
  });

  it('answers a written configuration as a clean backup framed by 4 lines before and 3 after', () => {
    fc.assert(
      fc.property(fc.uniqueArray(section, { selector: (s) => s.name, minLength: 1, maxLength: 5 }), (sections: ConfigSection[]) => {
        const camera = newSimulatedCamera();
        const block = sections.flatMap((s) => [`SECTION ${s.name}`, ...s.params.map((p) => `${p.name}=${p.value}`), `ENDSECTION ${s.name}`]);
        const written = camera.runScript(['helo', 'delete', 'write', ...block, 'quit', ''].join('\n'));
        expect(written.lines.filter((line) => line.startsWith('ERROR'))).toEqual([]);
        const backup = camera.runScript('\nhelo\nview configfile\nquit\n\n').lines;
        const file = backup.slice(4, -3).join('\n') + '\n';
        const parsed = parseConfig(file);
        expect(parsed.versionLine).toBe('#:MX-V5.5.2.166');
        expect(parsed.sections).toEqual(sections);
        expect(parsed.layout).toBeUndefined();
      }),
      { numRuns: 200 },
    );
  });
});
