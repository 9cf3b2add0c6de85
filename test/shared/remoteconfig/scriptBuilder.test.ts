import { describe, expect, it } from 'vitest';
import { parseConfig } from '../../../src/shared/remoteconfig/configText';
import type { ScriptCommand } from '../../../src/shared/remoteconfig/scriptBuilder';
import { buildScript, commandLines, ScriptError } from '../../../src/shared/remoteconfig/scriptBuilder';

function lines(command: ScriptCommand): string[] {
  return commandLines(command);
}

function expectScriptError(commands: ScriptCommand[], message: string): void {
  expect(() => buildScript(commands)).toThrow(ScriptError);
  expect(() => buildScript(commands)).toThrow(message);
}

describe('buildScript framing', () => {
  it('frames commands with helo and quit, \\n line ends', () => {
    expect(buildScript([{ kind: 'store' }])).toBe('helo\nstore\nquit\n');
    expect(buildScript([])).toBe('helo\nquit\n');
  });

  it('ends with exit when asked', () => {
    expect(buildScript([{ kind: 'profile' }], { end: 'exit' })).toBe('helo\nprofile\nexit\n');
  });

  it('adds the empty framing lines community backup tools send', () => {
    expect(buildScript([{ kind: 'viewConfigFile' }], { framingEmptyLines: true })).toBe('\nhelo\nview configfile\nquit\n\n');
  });

  it('refuses an end command other than quit or exit', () => {
    expect(() => buildScript([], { end: 'bye' as 'quit' })).toThrow("end command 'bye' must be 'quit' or 'exit'");
  });
});

describe('command forms', () => {
  it.each<[ScriptCommand, string[]]>([
    [{ kind: 'view' }, ['view']],
    [{ kind: 'view', sections: ['audio', 'network'] }, ['view section audio', 'view section network']],
    [{ kind: 'viewConfigFile' }, ['view configfile']],
    [
      { kind: 'writeParams', params: [{ section: 'audio', name: 'MICRO', value: '1' }, { section: 'sip', name: 'DISPLAY', value: 'Tür = Süd: 2 / 3' }] },
      ['write params', 'audio/MICRO=1', 'sip/DISPLAY=Tür = Süd: 2 / 3'],
    ],
    [{ kind: 'append', section: 'audio', params: [{ name: 'PREAMPLIFIER', value: '3' }] }, ['append', 'SECTION audio', 'PREAMPLIFIER=3', 'ENDSECTION audio']],
    [{ kind: 'deleteAll' }, ['delete']],
    [{ kind: 'deleteSections', sections: ['audio', 'sip'] }, ['delete section audio', 'delete section sip']],
    [{ kind: 'deleteParams', params: [{ section: 'audio', name: 'MICRO' }] }, ['delete params', 'audio/MICRO']],
    [{ kind: 'reset' }, ['reset']],
    [{ kind: 'reset', sections: ['audio'] }, ['reset section audio']],
    [{ kind: 'restore' }, ['restore']],
    [{ kind: 'restore', sections: ['audio'] }, ['restore section audio']],
    [{ kind: 'store' }, ['store']],
    [{ kind: 'update' }, ['update']],
    [{ kind: 'reboot' }, ['reboot']],
    [{ kind: 'profile' }, ['profile']],
    [{ kind: 'activateProfile', name: 'night' }, ['activate_profile night']],
    [{ kind: 'rebootNeeded' }, ['reboot_needed']],
    [{ kind: 'help' }, ['help']],
  ])('%j', (command, expected) => {
    expect(lines(command)).toEqual(expected);
  });

  it('writes whole sections in the restore form: version line as a comment, canonical layout', () => {
    const backup = parseConfig('#:MX-V4.4\r\n\r\nSECTION audio\r\nMICRO=1\r\nENDSECTION\r\nSECTION sip\r\nNAME=Grüße\r\nENDSECTION sip\r\n');
    expect(buildScript([{ kind: 'writeSections', config: backup }, { kind: 'store' }])).toBe(
      'helo\nwrite\n#:MX-V4.4\nSECTION audio\nMICRO=1\nENDSECTION audio\nSECTION sip\nNAME=Grüße\nENDSECTION sip\nstore\nquit\n',
    );
    expect(lines({ kind: 'writeSections', config: { versionLine: null, sections: [{ name: 'a', params: [] }] } })).toEqual(['write', 'SECTION a', 'ENDSECTION a']);
  });
});

describe('rejections name the command and the rule', () => {
  it('empty names', () => {
    expectScriptError([{ kind: 'store' }, { kind: 'view', sections: [''] }], 'command 2 (view), section 1: section name is empty');
    expectScriptError([{ kind: 'writeParams', params: [{ section: 'audio', name: '', value: '1' }] }], 'command 1 (writeParams), parameter 1 (audio/): parameter name is empty');
    expectScriptError([{ kind: 'append', section: '', params: [{ name: 'X', value: '1' }] }], 'command 1 (append): section name is empty');
  });

  it("'=' and '/' in names", () => {
    expectScriptError([{ kind: 'writeParams', params: [{ section: 'audio', name: 'MIC=RO', value: '1' }] }], "parameter name 'MIC=RO' contains '='");
    expectScriptError([{ kind: 'deleteParams', params: [{ section: 'au/dio', name: 'MICRO' }] }], "command 1 (deleteParams), parameter 1 (au/dio/MICRO): section name 'au/dio' contains '/'");
    expectScriptError([{ kind: 'deleteSections', sections: ['a b'] }], "command 1 (deleteSections), section 1: section name 'a b' contains a space");
  });

  it('line breaks and NUL in values', () => {
    expectScriptError([{ kind: 'writeParams', params: [{ section: 'a', name: 'X', value: 'one\ntwo' }] }], "value 'one\\ntwo' contains a line break");
    expectScriptError([{ kind: 'append', section: 'a', params: [{ name: 'X', value: 'a\0' }] }], "command 1 (append), parameter 1 (a/X): value 'a\\0' contains a NUL character");
  });

  it('values Latin-1 cannot hold, naming the character', () => {
    expectScriptError(
      [{ kind: 'writeParams', params: [{ section: 'shop', name: 'PRICE', value: '5 €' }] }],
      "command 1 (writeParams), parameter 1 (shop/PRICE): value '5 €' contains '€' (U+20AC) at position 3, which ISO-8859-1 (Latin-1) cannot encode",
    );
    expectScriptError(
      [{ kind: 'writeSections', config: { versionLine: null, sections: [{ name: 'a', params: [{ name: 'ICON', value: '📷' }] }] } }],
      "command 1 (writeSections), parameter a/ICON: value '📷' contains '📷' (U+1F4F7)",
    );
  });

  it('empty lists that would do nothing or something unexpected', () => {
    expectScriptError([{ kind: 'writeParams', params: [] }], 'command 1 (writeParams): no parameters to write');
    expectScriptError([{ kind: 'deleteParams', params: [] }], 'no parameters to delete');
    expectScriptError([{ kind: 'append', section: 'a', params: [] }], 'no parameters to append to section a');
    expectScriptError([{ kind: 'reset', sections: [] }], 'command 1 (reset): the list of sections is empty; leave it out to reset the whole configuration');
    expectScriptError([{ kind: 'deleteSections', sections: [] }], 'use deleteAll to delete the whole configuration');
    expectScriptError([{ kind: 'writeSections', config: { versionLine: null, sections: [] } }], 'the configuration has no sections to write');
  });

  it('bad profile names and version lines', () => {
    expectScriptError([{ kind: 'activateProfile', name: '' }], 'command 1 (activateProfile): profile name is empty');
    expectScriptError([{ kind: 'activateProfile', name: 'day time' }], "profile name 'day time' contains a space or tab");
    expectScriptError([{ kind: 'activateProfile', name: 'Nacht€' }], "profile name 'Nacht€' contains '€'");
    expectScriptError(
      [{ kind: 'writeSections', config: { versionLine: 'MX-V4', sections: [{ name: 'a', params: [] }] } }],
      "command 1 (writeSections), version line 'MX-V4': it must start with #",
    );
  });

  it('a reboot after a change that no store followed', () => {
    const write: ScriptCommand = { kind: 'writeParams', params: [{ section: 'audio', name: 'MICRO', value: '0' }] };
    expectScriptError(
      [write, { kind: 'view', sections: ['audio'] }, { kind: 'update' }, { kind: 'reboot' }],
      "command 4 (reboot): reboot without store would lose what 'write params' (command 1 (writeParams)) changed: the camera boots from its flash copy; put store between them",
    );
    expectScriptError([{ kind: 'reboot' }, { kind: 'deleteAll' }], "command 2 (deleteAll): 'delete' after the reboot (command 1 (reboot)) would be lost with it");
    expect(buildScript([write, { kind: 'store' }, { kind: 'reboot' }])).toBe('helo\nwrite params\naudio/MICRO=0\nstore\nreboot\nquit\n');
  });

  it('unknown command kinds from untyped callers', () => {
    expectScriptError([{ kind: 'format' } as unknown as ScriptCommand], "command 1 (format): unknown command kind 'format'");
  });
});
