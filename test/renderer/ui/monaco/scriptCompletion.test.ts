// What the command console offers at the cursor, from the camera's sections and parameters.
import { describe, expect, it } from 'vitest';
import { commandNames } from '../../../../src/shared/remoteconfig/commands';
import { textIn } from '../../../../src/renderer/i18n/studioText';
import { catalogueOf, completionDetail, scriptCompletions, type ScriptCompletion } from '../../../../src/renderer/ui/monaco/scriptCompletion';

const catalogue = catalogueOf([
  { name: 'audio', params: [{ name: 'SPEAKER' }, { name: 'SPEAKERLEVEL' }] },
  { name: 'network', params: [{ name: 'IP' }] },
]);

const labels = (completions: ScriptCompletion[]) => completions.map((completion) => completion.label);
const of = (kind: ScriptCompletion['kind'], completions: ScriptCompletion[]) => labels(completions.filter((completion) => completion.kind === kind));

describe('scriptCompletions', () => {
  it('offers every command at the start of a line', () => {
    expect(of('command', scriptCompletions('', catalogue))).toEqual(['helo', ...commandNames]);
    expect(of('command', scriptCompletions('view section audio\nvi', catalogue))).toEqual(['helo', ...commandNames]);
  });

  it('offers the keywords a command takes', () => {
    expect(labels(scriptCompletions('view ', catalogue))).toEqual(['section', 'configfile']);
    expect(labels(scriptCompletions('delete p', catalogue))).toEqual(['section', 'params']);
    expect(labels(scriptCompletions('write ', catalogue))).toEqual(['params']);
    expect(scriptCompletions('store ', catalogue)).toEqual([]);
  });

  it("offers the camera's section names after `section`, SECTION and ENDSECTION", () => {
    for (const text of ['view section ', 'reset section au', 'write\nSECTION ', 'write\nSECTION audio\nSPEAKER=1\nENDSECTION ']) {
      expect(of('section', scriptCompletions(text, catalogue)), text).toEqual(['audio', 'network']);
    }
  });

  it('offers the parameters of the section before the slash; `=` follows them in a write params block only', () => {
    const write = scriptCompletions('write params\naudio/SPEA', catalogue);
    expect(write.map((completion) => completion.insertText)).toEqual(['SPEAKER=', 'SPEAKERLEVEL=']);
    const remove = scriptCompletions('delete params\naudio/', catalogue);
    expect(remove.map((completion) => completion.insertText)).toEqual(['SPEAKER', 'SPEAKERLEVEL']);
    expect(scriptCompletions('write params\nnosuch/', catalogue)).toEqual([]);
  });

  it('offers `section/` references at the start of a line inside a write params block', () => {
    const completions = scriptCompletions('write params\naudio/SPEAKER=1\n', catalogue);
    expect(completions.filter((completion) => completion.kind === 'section').map((completion) => completion.insertText)).toEqual(['audio/', 'network/']);
  });

  it('offers the open section\'s parameters and its ENDSECTION inside a SECTION block', () => {
    const completions = scriptCompletions('append\nSECTION audio\nSPEAKER=1\n', catalogue);
    expect(completions.map((completion) => completion.insertText)).toEqual(['SPEAKER=', 'SPEAKERLEVEL=', 'ENDSECTION audio']);
  });

  it('offers SECTION right after write or append', () => {
    expect(of('keyword', scriptCompletions('append\n', catalogue))).toEqual(['SECTION']);
    expect(of('keyword', scriptCompletions('view\n', catalogue))).toEqual([]);
  });

  it('offers nothing in a comment and works without a catalogue', () => {
    expect(scriptCompletions('# view sec', catalogue)).toEqual([]);
    expect(of('section', scriptCompletions('view section ', catalogueOf([])))).toEqual([]);
  });

  it('words what each completion is in the studio\'s language; a keyword as the command spells it', () => {
    const details = (language: 'en' | 'de', text: string) => scriptCompletions(text, catalogue).map((completion) => completionDetail(completion.detail, textIn(language)));
    expect(details('en', 'view section ')).toEqual(['section, 2 parameters', 'section, 1 parameter']);
    expect(details('de', 'view section ')).toEqual(['Abschnitt, 2 Parameter', 'Abschnitt, 1 Parameter']);
    expect(details('de', 'write params\naudio/')).toEqual(['Parameter von audio', 'Parameter von audio']);
    expect(details('de', 'view ')).toEqual(['view section', 'view configfile']);
    expect(details('de', 'append\nSECTION audio\n').at(-1)).toBe('beendet den Abschnittsblock');
  });
});
