// Counts of cameras, lines and differences on the command line are real plurals in both
// languages (key_one/key_other), never "camera(s)".
import { describe, expect, it } from 'vitest';
import { renderText } from '../../../src/shared/i18n/renderText';
import { localize } from '../../../src/shared/i18n/text';

describe('fleet counts', () => {
  it('say one camera and two cameras, in English and German', () => {
    const starting = (count: number) => localize('cliFleet.backup.starting', { count, folder: '/tmp/b', parallel: 8 });
    expect(renderText(starting(1), 'en')).toBe('backing up 1 camera into /tmp/b, 8 at a time');
    expect(renderText(starting(2), 'en')).toBe('backing up 2 cameras into /tmp/b, 8 at a time');
    expect(renderText(starting(1), 'de')).toBe('1 Kamera wird nach /tmp/b gesichert, 8 gleichzeitig');
    expect(renderText(starting(1200), 'de')).toBe('1.200 Kameras werden nach /tmp/b gesichert, 8 gleichzeitig');
    expect(renderText(localize('cliFleet.diff.differences', { count: 1 }), 'de')).toBe('1 Unterschied');
    expect(renderText(localize('cliDiscover.result.addedCount', { count: 0, folder: '/w' }), 'de')).toBe('0 Kameras zum Arbeitsbereich /w hinzugefügt');
  });

  it('count each number of a summary by its own plural', () => {
    const summary = localize('cliFleet.import.summary', {
      file: 'site.csv',
      format: 'CSV',
      encoding: 'UTF-8',
      added: localize('cliFleet.import.cameras', { count: 1 }),
      existing: 0,
      updated: 0,
      problems: localize('cliFleet.import.lines', { count: 2 }),
      above: '',
    });
    expect(renderText(summary, 'en')).toBe('site.csv (CSV, read as UTF-8): 1 camera added, 0 already in the workspace (0 updated), 2 lines not imported');
    expect(renderText(summary, 'de')).toBe('site.csv (CSV, gelesen als UTF-8): 1 Kamera hinzugefügt, 0 schon im Arbeitsbereich (0 aktualisiert), 2 Zeilen nicht übernommen');
  });
});
