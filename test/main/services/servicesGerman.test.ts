// The services' own words as a German studio reads them: a call refused (an id not known), a
// camera list's bad line, a baseline the workspace does not keep and a workspace file moved
// aside, each a text of the catalog rendered in the studio's language (errorText, useText).
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderText } from '../../../src/shared/i18n/renderText';
import { errorText } from '../../../src/renderer/ui/errorText';
import { temporaryFolder } from '../workspace/workspaceFolder';
import { startStudio } from './studioOnWorkspace';

describe('the services in the German studio', () => {
  it('refuse a camera id not known in German, and in English for an English studio', async () => {
    const studio = await startStudio(await temporaryFolder());
    const failure = await studio.failure('cameras.probe', { cameraId: 'cam-9' });
    expect(failure.code).toBe('not_found');
    expect(errorText(failure, 'de')).toBe("keine Kamera mit der Kennung 'cam-9': die Kameras auflisten, um ihre Kennungen zu sehen");
    expect(errorText(failure, 'en')).toBe("no camera with id 'cam-9': list the cameras to see their ids");
  });

  it('name the bad line of an imported camera list in German', async () => {
    const studio = await startStudio(await temporaryFolder());
    const report = await studio.call('cameraLists.import', { fileName: 'halle.mxu', text: '#EXTMXU\nTor 1 127.0.0.1 admin geheim\n' });
    expect(report.problems.map((problem) => renderText(problem.message, 'de'))).toEqual(['hat keinen Tabulator: eine Kamerazeile besteht aus Name, IP, Benutzer und Passwort, getrennt durch Tabulatoren']);
    const refused = await studio.failure('cameraLists.import', { fileName: 'halle.mxu', text: 'Tor 1\t127.0.0.1\n' });
    expect(errorText(refused, 'de')).toBe('halle.mxu ist keine .mxu-Kameraliste: ihre erste Zeile muss #EXTMXU sein; nichts wurde importiert');
  });

  it('say in German that the workspace keeps no such baseline', async () => {
    const folder = await temporaryFolder();
    const studio = await startStudio(folder);
    const failure = await studio.failure('baseline.get', { name: 'Halle' });
    expect(failure.code).toBe('not_found');
    expect(errorText(failure, 'de')).toBe(`keine Soll-Konfiguration Halle im Arbeitsbereich ${folder} (er hat keine)`);
  });

  it('report a workspace file moved aside in German', async () => {
    const folder = await temporaryFolder();
    await writeFile(join(folder, 'cameras.json'), '{"version": 3,');
    const studio = await startStudio(folder);
    const { problems } = await studio.call('workspace.status', {});
    expect(problems.map((problem) => renderText(problem, 'de'))).toEqual([
      expect.stringMatching(new RegExp(`^${join(folder, 'cameras.json').replace(/[.]/g, '\\.')} ist kein gültiges JSON \\(bei Zeile 1, Spalte 15: erwartet: ein Eigenschaftsname in doppelten Anführungszeichen, gefunden: das Ende der Datei\\); die Datei wurde nach .*cameras\\.json\\.corrupt-.* verschoben, und das Studio startet ohne sie`)),
    ]);
  });
});
