import { describe, expect, it } from 'vitest';
import { prepareRawScript, ScriptError } from '../../../src/shared/remoteconfig/scriptBuilder';

function expectLineError(text: string, line: number, message: string): void {
  let caught: unknown;
  try {
    prepareRawScript(text);
  } catch (error) {
    caught = error;
  }
  expect(caught).toBeInstanceOf(ScriptError);
  expect((caught as ScriptError).line).toBe(line);
  expect((caught as ScriptError).message).toBe(`line ${line}: ${message}`);
}

describe('prepareRawScript', () => {
  it('keeps a complete script as it is', () => {
    const script = '\nhelo\nwrite params\naudio/MICRO=1\nstore\nupdate\nquit\n\n';
    expect(prepareRawScript(script)).toBe(script);
  });

  it('adds helo before the first command and quit after the last one', () => {
    expect(prepareRawScript('# set the microphone\nwrite params\naudio/MICRO=1\n# done\n')).toBe(
      '# set the microphone\nhelo\nwrite params\naudio/MICRO=1\nquit\n# done\n',
    );
    expect(prepareRawScript('view')).toBe('helo\nview\nquit\n');
  });

  it('accepts CRLF and a BOM, and sends \\n line ends and single spaces between words', () => {
    expect(prepareRawScript('\uFEFFhelo\r\nview   section  audio \r\nexit\r\n')).toBe('helo\nview section audio\nexit\n');
  });

  it('understands write and append blocks with comments, empty lines and the #:MX- line', () => {
    const restore = 'helo\nwrite\n#:MX-V4.4\n\nSECTION audio\nMICRO=1\n\nENDSECTION audio\nSECTION sip\nNAME=a=b: c\nENDSECTION\nstore\nquit\n';
    expect(prepareRawScript(restore)).toBe(restore);
    const append = 'append\nSECTION audio\nPREAMPLIFIER=3\nENDSECTION audio\ndelete params\naudio/SPEAKER\n';
    expect(prepareRawScript(append)).toBe(`helo\n${append}quit\n`);
  });

  it('refuses a reboot after a change that no store followed, naming the reboot line and the change', () => {
    expectLineError('write params\naudio/MICRO=0\nreboot\n', 3, "reboot without store would lose what 'write params' (line 1) changed: the camera boots from its flash copy; put store between them");
    expectLineError('helo\nstore\nactivate_profile night\nview\nreboot\nquit\n', 5, "reboot without store would lose what 'activate_profile night' (line 3) changed: the camera boots from its flash copy; put store between them");
    expectLineError('write params\naudio/MICRO=0\nstore\ndelete section sip\nreboot\n', 5, "reboot without store would lose what 'delete section sip' (line 4) changed: the camera boots from its flash copy; put store between them");
    expectLineError('reboot\nappend\nSECTION audio\nX=1\nENDSECTION\nstore\n', 2, "'append' after the reboot (line 1) would be lost with it: change first, then store, then reboot");
  });

  it('accepts a reboot once every change is stored, and a reboot with no change before it', () => {
    expect(prepareRawScript('write params\naudio/MICRO=0\nstore\nupdate\nreboot\n')).toBe('helo\nwrite params\naudio/MICRO=0\nstore\nupdate\nreboot\nquit\n');
    expect(prepareRawScript('view section audio\nreboot\n')).toBe('helo\nview section audio\nreboot\nquit\n');
  });

  it('rejects unknown commands and forms', () => {
    expectLineError('helo\nview\nfo\n', 3, "unknown command 'fo'");
    expectLineError('view foo\n', 1, "'view foo': view takes nothing, 'section <name>' or 'configfile'");
    expectLineError('store now\n', 1, "'store now': store takes no arguments");
    expectLineError('reset section\n', 1, "'reset section': expected 'reset section <name>'");
    expectLineError('activate_profile\n', 1, "activate_profile needs a profile name: 'activate_profile <name>'");
    expectLineError('delete section a/b\n', 1, "section name 'a/b' contains '/'");
    expectLineError('SECTION audio\n', 1, "unknown command 'SECTION' (SECTION blocks belong right after write or append)");
    expectLineError('helo\naudio/MICRO=1\n', 2, "unknown command 'audio/MICRO=1' (<section>/<NAME> lines belong right after write params or delete params)");
  });

  it('rejects both quit and exit, and commands after the end command', () => {
    expectLineError('helo\nquit\nexit\n', 3, "'exit' after quit on line 2: use only one of quit and exit");
    expectLineError('helo\nexit\nstore\n', 3, "'store' after exit on line 2: the camera stops reading there");
    expectLineError('helo\nquit\nquit\n', 3, "'quit' after quit on line 2: use only one of quit and exit");
  });

  it('rejects a second helo', () => {
    expectLineError('helo\nview\nhelo\n', 3, 'helo must be the first command, once (already on line 1)');
  });

  it('rejects malformed blocks', () => {
    expectLineError('write params\nstore\n', 1, 'write params is not followed by any <section>/<NAME>=<value> line');
    expectLineError('delete params\n', 1, 'delete params is not followed by any <section>/<NAME> line');
    expectLineError('write\nstore\n', 1, 'write is not followed by any SECTION <name> ... ENDSECTION block');
    expectLineError('write\nSECTION a\nX=1\n', 2, 'SECTION a has no ENDSECTION before the end of the file');
    expectLineError('append\nSECTION a\nX\nENDSECTION a\n', 2, "SECTION a has no ENDSECTION before line 3 ('X'), which is no NAME=value line");
    expectLineError('write\nSECTION a\nENDSECTION b\n', 3, 'ENDSECTION names b but the open section is a (in the write block of line 1)');
    expectLineError('write\nSECTION a b\nENDSECTION\n', 1, 'write is not followed by any SECTION <name> ... ENDSECTION block');
    expectLineError('write\nSECTION #a\nENDSECTION\n', 2, "section name '#a' starts with '#', which marks a comment line (in the write block of line 1)");
    expectLineError('write\nSECTION a\nX=1\nstore\n', 2, "SECTION a has no ENDSECTION before line 4 ('store'), which is no NAME=value line");
    expectLineError('write\nSECTION a\n#=1\n=1\nENDSECTION\n', 4, 'parameter name is empty (in the write block of line 1)');
    expectLineError('write params\n#x/MICRO=1\n', 1, 'write params is not followed by any <section>/<NAME>=<value> line');
  });

  it('rejects characters the camera cannot receive', () => {
    expectLineError('write params\naudio/LABEL=5 €\n', 2, "contains '€' (U+20AC) at column 15, which ISO-8859-1 (Latin-1) cannot encode");
    expectLineError('helo\nview\0\n', 2, 'contains a NUL character');
  });

  it('rejects a file without commands', () => {
    expect(() => prepareRawScript('\n# nothing\n')).toThrow('the script has no commands, only empty and comment lines');
    expect(() => prepareRawScript('')).toThrow(ScriptError);
  });
});
