// A command file's refusals in German: the file, line, placeholder and camera named, and the
// planner's own words (the reboot step, a baseline fix's camera), as the German studio and
// terminal show them.
import { describe, expect, it } from 'vitest';
import { parseBaseline } from '../../../src/shared/baseline/baselineText';
import { fillBaseline } from '../../../src/shared/baseline/fillBaseline';
import { editsCommandFile, planFleetApply, type FleetCamera } from '../../../src/shared/fleet/applyPlan';
import { readCommandFile } from '../../../src/shared/fleet/commandFile';
import { errorWords } from '../../../src/shared/i18n/errorWords';
import { renderText } from '../../../src/shared/i18n/renderText';

const noSteps = { store: false, update: false, reboot: false };
const cameras: FleetCamera[] = [{ id: 'a', label: 'Tor Ost', variables: { ADDRESS: '127.0.0.1:8081', LEVEL: '' } }];

function germanRefusal(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    return errorWords(error, 'de');
  }
  throw new Error('not refused');
}

describe('a command file refused in German', () => {
  it('names the file, line and the columns of an unknown placeholder', () => {
    const file = readCommandFile('pegel.txt', 'write params\naudio/SPEAKERLEVEL={LEVLE}\n');
    expect(germanRefusal(() => planFleetApply(file, cameras, { columns: ['ADDRESS', 'LEVEL'], steps: noSteps }))).toBe(
      'nichts wurde gesendet: ein Problem mit den Befehlen:\n  pegel.txt Zeile 2: unbekannter Platzhalter {LEVLE} (die Spalten der Kameraliste sind ADDRESS, LEVEL)',
    );
  });

  it('names the camera a placeholder has no value for', () => {
    const file = readCommandFile('pegel.txt', 'write params\naudio/SPEAKERLEVEL={LEVEL}\n');
    expect(germanRefusal(() => planFleetApply(file, cameras, { steps: noSteps }))).toBe('nichts wurde gesendet: ein Problem mit den Befehlen:\n  pegel.txt Zeile 2: Platzhalter {LEVEL} hat keinen Wert für Kamera Tor Ost');
  });

  it('says why the reboot step would lose a change not stored', () => {
    const file = readCommandFile('pegel.txt', 'write params\naudio/SPEAKERLEVEL=5\n');
    expect(germanRefusal(() => planFleetApply(file, cameras, { steps: { ...noSteps, reboot: true } }))).toBe(
      "nichts wurde gesendet: ein Problem mit den Befehlen:\n  der Neustart-Schritt ohne store verlöre, was 'write params' (pegel.txt Zeile 1) geändert hat: die Kamera startet aus ihrer Flash-Kopie; store dazwischen setzen (oder den Speichern-Schritt wählen) (Kamera Tor Ost)",
    );
  });

  it('names the edited parameter, and the baseline line a camera cannot fill', () => {
    const edits = editsCommandFile([{ section: 'audio', name: 'SPEAKERLEVEL', value: '{LEVEL}' }]);
    expect(germanRefusal(() => planFleetApply(edits, cameras, { steps: noSteps }))).toContain('der Wert von audio/SPEAKERLEVEL: Platzhalter {LEVEL} hat keinen Wert für Kamera Tor Ost');
    const baseline = parseBaseline('site', 'SECTION sip\nNUMBER={SIP}\nENDSECTION sip\n');
    const filled = fillBaseline(baseline, { label: 'Tor Ost', variables: {} }, ['ROOM']);
    expect(filled.ok ? [] : filled.problems.map((problem) => renderText(problem, 'de'))).toEqual([
      'Soll-Konfiguration site Zeile 2 (sip/NUMBER): unbekannter Platzhalter {SIP} (die Variablen der geprüften Kameras sind ROOM) (Kamera Tor Ost)',
    ]);
  });
});
