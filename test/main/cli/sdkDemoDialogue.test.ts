// The dialogue and the command line of sdk-demo, without processes or sockets.
import { describe, expect, it } from 'vitest';
import { formatStatistics, SdkDialogue } from '../../../src/main/cli/sdkDemo/dialogue';
import { parseSdkDemoArguments as parseArguments, type ParsedArguments } from '../../../src/main/cli/sdkDemo/options';
import { englishText } from '../../../src/shared/i18n/renderText';
import { emptySummary, type PutPublication } from '../../../src/shared/distributor/statistics';

/** The parse with its problem in English words, as a terminal with LANG unset shows it. */
function parseSdkDemoArguments(argv: string[]): Exclude<ParsedArguments, { kind: 'error' }> | { kind: 'error'; message: string } {
  const parsed = parseArguments(argv);
  return parsed.kind === 'error' ? { kind: 'error', message: englishText(parsed.problem) } : parsed;
}

const record: PutPublication = { peers: [], self: { IP: '127.0.0.1', PID: 42 }, summary: emptySummary() };

function dialogue(sendError?: Error): { dialogue: SdkDialogue; out: string[]; err: string[]; sent: string[] } {
  const out: string[] = [];
  const err: string[] = [];
  const sent: string[] = [];
  const instance = new SdkDialogue({
    send: (path, value) => {
      if (sendError) throw sendError;
      sent.push(`${path}=${value}`);
    },
    statistics: () => record,
    print: (line) => out.push(line),
    complain: (problem) => err.push(englishText(problem)),
  });
  return { dialogue: instance, out, err, sent };
}

describe('SdkDialogue', () => {
  it('asks for a path, then a value, sends the pair and echoes it', () => {
    const { dialogue: d, out, sent } = dialogue();
    expect(d.expecting).toBe('path');
    expect(d.handle('messages.global.door_front')).toBe(true);
    expect(d.expecting).toBe('value');
    d.handle(' open door\r');
    expect(sent).toEqual(['messages.global.door_front= open door']);
    expect(out).toEqual(['path=messages.global.door_front', 'value= open door']);
    expect(d.expecting).toBe('path');
  });

  it('prints the statistics record on ? at either prompt, keeping the prompt', () => {
    const { dialogue: d, out } = dialogue();
    d.handle('?');
    expect(d.expecting).toBe('path');
    d.handle('messages.global.a');
    d.handle(' ? ');
    expect(d.expecting).toBe('value');
    const printed = out.join('\n');
    expect(printed.split('\n{\n').length).toBe(2); // printed twice, each starting at a line '{'
    expect(JSON.parse(out.slice(0, out.indexOf('}') + 1).join('\n'))).toEqual({ put_publication: record });
    expect(formatStatistics(record).split('\n')[1]).toBe('  "put_publication": {');
  });

  it('ends on ! at either prompt, without sending a half-entered message', () => {
    const { dialogue: d, sent } = dialogue();
    d.handle('messages.global.a');
    expect(d.handle('!')).toBe(false);
    expect(d.hasEnded).toBe(true);
    expect(d.handle('x')).toBe(false);
    expect(sent).toEqual([]);
    const second = dialogue();
    expect(second.dialogue.handle('!')).toBe(false);
  });

  it('complains about an invalid path and asks for the path again; ignores empty lines', () => {
    const { dialogue: d, err } = dialogue();
    d.handle('');
    expect(d.expecting).toBe('path');
    d.handle('1messages');
    expect(err).toEqual(['part 1 "1messages" of path "1messages" starts with "1": names start with a letter and may not contain spaces, tabs, \'/\', \'%\' or \'.\'']);
    expect(d.expecting).toBe('path');
  });

  it('reports a refused send and does not echo it', () => {
    const { dialogue: d, out, err } = dialogue(new Error('send queue full (3 messages waiting)'));
    d.handle('messages.global.a');
    d.handle('b');
    expect(out).toEqual([]);
    expect(err).toEqual(['not sent: send queue full (3 messages waiting)']);
    expect(d.expecting).toBe('path');
  });
});

describe('parseSdkDemoArguments', () => {
  it('reads -s, -u, -d and -v', () => {
    expect(parseSdkDemoArguments(['-s', 'sys.json', '-u', 'user.json', '-d', '3', '-v'])).toEqual({
      kind: 'run',
      options: { systemFile: 'sys.json', userFile: 'user.json', debugLevel: 3, verbose: true },
    });
    expect(parseSdkDemoArguments(['-u', 'u', '-s', 's'])).toMatchObject({ kind: 'run', options: { debugLevel: 0, verbose: false } });
  });

  it('names what is wrong', () => {
    expect(parseSdkDemoArguments(['-s', 'a'])).toEqual({ kind: 'error', message: 'option -u <user_config.json> is required' });
    expect(parseSdkDemoArguments(['-s'])).toEqual({ kind: 'error', message: 'option -s needs a value: -s <system_config.json>' });
    expect(parseSdkDemoArguments(['-s', 'a', '-s', 'b', '-u', 'c'])).toEqual({ kind: 'error', message: 'option -s is given twice' });
    expect(parseSdkDemoArguments(['-s', 'a', '-u', 'b', '-d', 'x'])).toEqual({ kind: 'error', message: 'option -d: expected a debug level from 0 to 3, got "x"' });
    expect(parseSdkDemoArguments(['extra'])).toEqual({ kind: 'error', message: 'unexpected argument "extra" (options: -s, -u, -d, -v)' });
    expect(parseSdkDemoArguments(['-h'])).toEqual({ kind: 'help' });
  });
});
