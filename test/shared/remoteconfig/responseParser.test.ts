import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CameraConfig } from '../../../src/shared/remoteconfig/configModel';
import { ConfigParseError, serializeConfig } from '../../../src/shared/remoteconfig/configText';
import {
  configFromEntry,
  lastExecutedIndex,
  looksLikeCamera,
  parseResponse,
  sectionsFromTranscript,
  versionLineFromTranscript,
} from '../../../src/shared/remoteconfig/responseParser';
import type { ScriptCommand } from '../../../src/shared/remoteconfig/scriptBuilder';
import { commandLines } from '../../../src/shared/remoteconfig/scriptBuilder';
import { configArb, fullUnicodeStringArb, nameArb, sectionArb, valueArb } from './arbitraries';

// What a camera answers to one command per docs/remoteconfig-protocol.md: the echo of every
// line, `#exec cmd=` after the whole block, then the output.
function answerTo(command: ScriptCommand, output: string[] = []): string[] {
  const [first, ...block] = commandLines(command);
  return [`#read:${first}:`, ...block.map((line) => `#read:${line}:`), `#exec cmd=${first}`, ...output];
}

function session(parts: string[][], options: { framing?: boolean; end?: 'quit' | 'exit' } = {}): string {
  const end = options.end ?? 'quit';
  const lines = [...(options.framing ? ['#read::'] : []), '#read:helo:', ...parts.flat(), `#read:${end}:`, 'OK', '#bye'];
  return lines.join('\n') + '\n';
}

const config: CameraConfig = {
  versionLine: '#:MX-V4.4.2.69',
  sections: [
    { name: 'audio', params: [{ name: 'MICRO', value: '1' }, { name: 'SPEAKER', value: '0' }] },
    { name: 'sip', params: [{ name: 'DISPLAY', value: 'Tür = Süd: 2' }] },
  ],
};
const configFileLines = serializeConfig(config).slice(0, -1).split('\n');

describe('parseResponse on camera answers', () => {
  it('reads a backup session: framing empty line, helo without #exec, view configfile with its #:MX- line', () => {
    const body = session([answerTo({ kind: 'viewConfigFile' }, configFileLines)], { framing: true });
    const transcript = parseResponse(body);
    expect(transcript.completed).toBe(true);
    expect(transcript.entries.map((entry) => [entry.kind, entry.command, entry.executed])).toEqual([
      ['empty', '', false],
      ['command', 'helo', false],
      ['command', 'view', true],
      ['command', 'quit', false],
    ]);
    expect(transcript.entries[2]?.data).toEqual(configFileLines);
    expect(transcript.entries[2]?.traces).toEqual([]);
    expect(configFromEntry(transcript.entries[2]!)).toEqual(config);
    expect(versionLineFromTranscript(transcript)).toBe('#:MX-V4.4.2.69');
    expect(sectionsFromTranscript(transcript)).toEqual(config.sections);
    expect(transcript.trailing).toEqual([]);
    expect(transcript.preamble).toEqual([]);
  });

  it('collects the sections of several view commands', () => {
    const audio = ['SECTION audio', 'MICRO=1', 'SPEAKER=0', 'ENDSECTION audio'];
    const sip = ['SECTION sip', 'DISPLAY=Tür = Süd: 2', 'ENDSECTION sip'];
    const body = session([answerTo({ kind: 'view', sections: ['audio'] }, audio), answerTo({ kind: 'view', sections: ['sip'] }, sip)]);
    expect(sectionsFromTranscript(parseResponse(body))).toEqual(config.sections);
    expect(versionLineFromTranscript(parseResponse(body))).toBeNull();
  });

  it('gives write params its block lines, and store/update their trace lines', () => {
    const write: ScriptCommand = { kind: 'writeParams', params: [{ section: 'audio', name: 'MICRO', value: '0' }, { section: 'sip', name: 'DISPLAY', value: 'a=b' }] };
    const body = session([answerTo(write), answerTo({ kind: 'store' }, ['#store: configuration written to flash']), answerTo({ kind: 'update' }, ['#update: daemons updated'])]);
    const [, writeEntry, store, update] = parseResponse(body).entries;
    expect(writeEntry).toMatchObject({ line: 'write params', command: 'write', blockLines: ['audio/MICRO=0', 'sip/DISPLAY=a=b'], executed: true, errors: [] });
    expect(store).toMatchObject({ command: 'store', executed: true, traces: ['#store: configuration written to flash'], data: [] });
    expect(update).toMatchObject({ command: 'update', executed: true, traces: ['#update: daemons updated'] });
  });

  it('attributes errors on block lines to the block command, which is then not executed', () => {
    const body = session([
      ['#read:write params:', '#read:audio/MICRO=0:', '#read:audio/NOPE=1:', 'ERROR: unknown parameter audio/NOPE', '#read:nosuch/X=1:', 'ERROR: unknown section nosuch'],
      answerTo({ kind: 'store' }, ['#store: configuration written to flash']),
    ]);
    const transcript = parseResponse(body);
    const writeEntry = transcript.entries[1]!;
    expect(writeEntry.blockLines).toEqual(['audio/MICRO=0', 'audio/NOPE=1', 'nosuch/X=1']);
    expect(writeEntry.errors).toEqual(['unknown parameter audio/NOPE', 'unknown section nosuch']);
    expect(writeEntry.executed).toBe(false);
    expect(transcript.entries[2]?.executed).toBe(true);
    expect(lastExecutedIndex(transcript)).toBe(2);
  });

  it('reads write and append blocks with comment and empty lines as one entry', () => {
    const body = session([answerTo({ kind: 'writeSections', config }), answerTo({ kind: 'append', section: 'audio', params: [{ name: 'X', value: '1' }] })]);
    const [, write, append] = parseResponse(body).entries;
    expect(write).toMatchObject({ line: 'write', executed: true, blockLines: configFileLines });
    expect(append).toMatchObject({ line: 'append', executed: true, blockLines: ['SECTION audio', 'X=1', 'ENDSECTION audio'] });
  });

  it('ends a write block at a line that cannot belong to it, as the camera does (missing ENDSECTION)', () => {
    const body = session([
      ['#read:write:', '#read:SECTION audio:', '#read:MICRO=1:', 'ERROR: bad syntax: SECTION audio has no ENDSECTION'],
      answerTo({ kind: 'store' }, ['#store: configuration written to flash']),
    ]);
    const [, write, store] = parseResponse(body).entries;
    expect(write).toMatchObject({ line: 'write', blockLines: ['SECTION audio', 'MICRO=1'], executed: false, errors: ['bad syntax: SECTION audio has no ENDSECTION'] });
    expect(store).toMatchObject({ line: 'store', executed: true });
  });

  it('reads unknown commands, profile, help and reboot_needed', () => {
    const body = session([
      ['#read:fo:', 'ERROR: unknown command fo'],
      answerTo({ kind: 'profile' }, ['']),
      answerTo({ kind: 'help' }, ['The following commands are currently implemented:', 'append', 'view']),
      answerTo({ kind: 'rebootNeeded' }, ['network']),
      ['#read:# a comment:'],
    ]);
    const entries = parseResponse(body).entries;
    expect(entries[1]).toMatchObject({ command: 'fo', executed: false, errors: ['unknown command fo'] });
    expect(entries[2]).toMatchObject({ command: 'profile', data: [''] });
    expect(entries[3]?.data).toEqual(['The following commands are currently implemented:', 'append', 'view']);
    expect(entries[4]?.data).toEqual(['network']);
    expect(entries[5]).toMatchObject({ kind: 'comment', command: '', line: '# a comment' });
  });

  it('reads a profile named OK as data, not as the end of the session', () => {
    const transcript = parseResponse('#read:helo:\n#read:profile:\n#exec cmd=profile\nOK\n#bye\n');
    expect(transcript.completed).toBe(false);
    expect(transcript.entries[1]?.data).toEqual(['OK']);
    expect(transcript.entries[1]?.traces).toEqual(['#bye']);
  });

  it('marks a body cut off before OK/#bye as not completed', () => {
    const full = session([answerTo({ kind: 'writeParams', params: [{ section: 'audio', name: 'MICRO', value: '0' }] }), answerTo({ kind: 'store' })]);
    const cut = full.split('\n').slice(0, 5).join('\n');
    const transcript = parseResponse(cut);
    expect(transcript.completed).toBe(false);
    expect(transcript.entries.map((entry) => entry.line)).toEqual(['helo', 'write params', 'store']);
    expect(lastExecutedIndex(transcript)).toBe(1);
    expect(parseResponse(full.replace('#bye\n', '')).completed).toBe(false);
  });

  it('accepts CRLF line ends and a BOM', () => {
    const body = '\uFEFF' + session([answerTo({ kind: 'view', sections: ['audio'] }, ['SECTION audio', 'MICRO=1', 'ENDSECTION audio'])], { framing: true }).replace(/\n/g, '\r\n');
    const transcript = parseResponse(body);
    expect(transcript.completed).toBe(true);
    expect(sectionsFromTranscript(transcript)).toEqual([{ name: 'audio', params: [{ name: 'MICRO', value: '1' }] }]);
  });

  it('keeps lines before the first #read and after #bye', () => {
    const body = '<html>proxy</html>\n' + session([answerTo({ kind: 'store' })]) + 'garbage\n#read:view:\n';
    const transcript = parseResponse(body);
    expect(transcript.preamble).toEqual(['<html>proxy</html>']);
    expect(transcript.trailing).toEqual(['garbage', '#read:view:']);
    expect(transcript.completed).toBe(true);
  });

  it('throws a ConfigParseError naming the view command for malformed view data', () => {
    const transcript = parseResponse(session([answerTo({ kind: 'view' }, ['SECTION audio', 'MICRO=1'])]));
    expect(() => sectionsFromTranscript(transcript)).toThrow(ConfigParseError);
    expect(() => sectionsFromTranscript(transcript)).toThrow("the answer to 'view' line 1: missing ENDSECTION audio");
  });

  it('tells camera answers from other bodies', () => {
    expect(looksLikeCamera('#read::\n#read:helo:\n')).toBe(true);
    expect(looksLikeCamera('\uFEFF \r\n#read:helo:\n')).toBe(true);
    expect(looksLikeCamera('<html><body>Login</body></html>')).toBe(false);
    expect(looksLikeCamera('')).toBe(false);
  });
});

const commandArb: fc.Arbitrary<ScriptCommand> = fc.oneof(
  fc.constantFrom<ScriptCommand>({ kind: 'store' }, { kind: 'update' }, { kind: 'profile' }, { kind: 'help' }, { kind: 'rebootNeeded' }, { kind: 'viewConfigFile' }, { kind: 'deleteAll' }),
  nameArb.map((section): ScriptCommand => ({ kind: 'view', sections: [section] })),
  fc
    .array(fc.record({ section: nameArb, name: nameArb, value: valueArb }), { minLength: 1, maxLength: 4 })
    .map((params): ScriptCommand => ({ kind: 'writeParams', params })),
  fc.array(fc.record({ section: nameArb, name: nameArb }), { minLength: 1, maxLength: 4 }).map((params): ScriptCommand => ({ kind: 'deleteParams', params })),
  sectionArb.filter((section) => section.params.length > 0).map((section): ScriptCommand => ({ kind: 'append', section: section.name, params: section.params })),
  configArb.filter((c) => c.sections.length > 0).map((c): ScriptCommand => ({ kind: 'writeSections', config: c })),
);

describe('parseResponse properties', () => {
  it('gives one entry per command, with its block lines, for any generated session', () => {
    fc.assert(
      fc.property(fc.array(commandArb, { maxLength: 6 }), fc.boolean(), fc.boolean(), (commands, crlf, framing) => {
        let body = session(commands.map((command) => answerTo(command)), { framing });
        if (crlf) body = body.replace(/\n/g, '\r\n');
        const transcript = parseResponse(body);
        const offset = framing ? 2 : 1;
        expect(transcript.completed).toBe(true);
        expect(transcript.entries.length).toBe(commands.length + offset + 1);
        commands.forEach((command, index) => {
          const [first, ...block] = commandLines(command);
          const entry = transcript.entries[index + offset]!;
          expect(entry.line).toBe(first);
          expect(entry.blockLines).toEqual(block);
          expect(entry.executed).toBe(true);
        });
      }),
    );
  });

  it('never throws, on any string', () => {
    fc.assert(fc.property(fc.string(), (body) => Array.isArray(parseResponse(body).entries)));
    fc.assert(fc.property(fullUnicodeStringArb(), (body) => Array.isArray(parseResponse(body).entries)));
  });

  it('never throws and accounts for every #read line and error on line-structured garbage', () => {
    const lineArb = fc.oneof(
      fc.constantFrom('#read:', '#read::', '#read:helo:', '#read:write params:', '#read:write:', '#read:append:', '#read:delete params:', '#read:quit:', '#read:exit:'),
      fc.constantFrom('#read:a/B=1:', '#read:a/B:', '#read:SECTION a:', '#read:ENDSECTION:', '#read:#:MX-1:', '#read:store:', '#exec cmd=write', '#exec cmd='),
      fc.constantFrom('OK', '#bye', 'ERROR: x', 'ERROR:', 'SECTION a', 'X=1', 'ENDSECTION a', '#:MX-1', '#store: flash', '', '\r', '\uFEFF'),
      fc.string({ maxLength: 12 }),
      fullUnicodeStringArb(8).map((text) => `#read:${text}:`),
    );
    fc.assert(
      fc.property(fc.array(lineArb, { maxLength: 40 }), fc.constantFrom('\n', '\r\n'), (lines, ending) => {
        const transcript = parseResponse(lines.join(ending));
        const reads = transcript.entries.length + transcript.entries.reduce((sum, entry) => sum + entry.blockLines.length, 0);
        const allLines = [...transcript.preamble, ...transcript.trailing];
        const readsOutsideEntries = allLines.filter((line) => line.startsWith('#read:')).length;
        const readLinesInInput = lines.join(ending).replace(/^\uFEFF/, '').split('\n').filter((line) => line.startsWith('#read:')).length;
        expect(reads + readsOutsideEntries).toBe(readLinesInInput);
        if (transcript.completed) expect(transcript.entries.at(-1)?.command).toMatch(/^(quit|exit)$/);
      }),
    );
  });
});
