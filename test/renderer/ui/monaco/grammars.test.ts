// Our Monarch grammars, run by Monaco's own lexer: the command language (scripts and the
// configuration text) and the camera's answer.
import { describe, expect, it } from 'vitest';
import { commandNames } from '../../../../src/shared/remoteconfig/commands';
import { commandLanguage, commandLanguageId } from '../../../../src/renderer/ui/monaco/commandLanguage';
import { errorToken, transcriptLanguage, transcriptLanguageId } from '../../../../src/renderer/ui/monaco/transcriptLanguage';
import { tokenizeLines } from './monarchTokens';

const script = (text: string) => tokenizeLines(commandLanguageId, commandLanguage, text);
const answer = (text: string) => tokenizeLines(transcriptLanguageId, transcriptLanguage, text);

describe('command language grammar', () => {
  it('knows every command of the catalogue, and marks an unknown one invalid', () => {
    for (const name of ['helo', ...commandNames]) expect(script(name)[0], name).toEqual([[name, 'keyword.command']]);
    expect(script('frobnicate')[0]).toEqual([['frobnicate', 'invalid']]);
    expect(script('reboot_needed')[0]).toEqual([['reboot_needed', 'keyword.command']]);
  });

  it('colours keywords and section names after a command, line by line', () => {
    expect(script('view section audio\nwrite params\nview configfile')).toEqual([
      [['view', 'keyword.command'], [' ', 'white'], ['section', 'keyword'], [' ', 'white'], ['audio', 'type.section']],
      [['write', 'keyword.command'], [' ', 'white'], ['params', 'keyword']],
      [['view', 'keyword.command'], [' ', 'white'], ['configfile', 'keyword']],
    ]);
  });

  it('reads SECTION blocks, NAME=value and section/NAME=value lines, comments and the version line', () => {
    expect(script('#:MX-V5.5.2.166\n# a comment\nSECTION audio\nSPEAKERLEVEL=70\nENDSECTION audio\naudio/MICRO=1\naudio/MICRO')).toEqual([
      [['#:MX-V5.5.2.166', 'metatag']],
      [['# a comment', 'comment']],
      [['SECTION', 'keyword.block'], [' ', 'white'], ['audio', 'type.section']],
      [['SPEAKERLEVEL', 'variable.parameter'], ['=', 'operator'], ['70', 'string.value']],
      [['ENDSECTION', 'keyword.block'], [' ', 'white'], ['audio', 'type.section']],
      [['audio', 'type.section'], ['/', 'delimiter'], ['MICRO', 'variable.parameter'], ['=', 'operator'], ['1', 'string.value']],
      [['audio', 'type.section'], ['/', 'delimiter'], ['MICRO', 'variable.parameter']],
    ]);
  });

  it('keeps a value with spaces, # and = whole', () => {
    expect(script('OVERLAY_TEXT=Kamera=Eingang #1 Zeit')[0]).toEqual([['OVERLAY_TEXT', 'variable.parameter'], ['=', 'operator'], ['Kamera=Eingang #1 Zeit', 'string.value']]);
  });
});

describe('transcript grammar', () => {
  it('tells echoes, confirmations, traces, errors and the end apart', () => {
    expect(answer('#read:view section nosuch:\nERROR: unknown section nosuch\n#read:store:\n#store: configuration written to flash\n#exec cmd=store\nOK\n#bye')).toEqual([
      [['#read:', 'keyword.echo'], ['view section nosuch:', 'string.echo']],
      [['ERROR: unknown section nosuch', errorToken]],
      [['#read:', 'keyword.echo'], ['store:', 'string.echo']],
      [['#store: configuration written to flash', 'comment.trace']],
      [['#exec cmd=', 'keyword.confirmed'], ['store', 'identifier.confirmed']],
      [['OK', 'keyword.end']],
      [['#bye', 'keyword.end']],
    ]);
  });

  it('colours a listing the camera printed', () => {
    expect(answer('SECTION audio\nMICRO=1')).toEqual([
      [['SECTION', 'keyword.block'], [' ', 'white'], ['audio', 'type.section']],
      [['MICRO', 'variable.parameter'], ['=', 'operator'], ['1', 'string.value']],
    ]);
  });
});
