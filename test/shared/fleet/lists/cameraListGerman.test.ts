// The camera list parsers' words in German: a bad line (CSV and .mxu) names its line and field,
// and a file that cannot be read at all says why, as the German studio and terminal show them.
import { describe, expect, it } from 'vitest';
import { describeListProblem } from '../../../../src/shared/fleet/lists/cameraList';
import { parseCameraList } from '../../../../src/shared/fleet/lists/parseCameraList';
import { errorWords } from '../../../../src/shared/i18n/errorWords';
import { renderText } from '../../../../src/shared/i18n/renderText';

const germanProblems = (fileName: string, text: string) => parseCameraList(fileName, text).problems.map((problem) => renderText(describeListProblem(fileName, problem), 'de'));

function germanRefusal(fileName: string, text: string): string {
  try {
    parseCameraList(fileName, text);
  } catch (error) {
    return errorWords(error, 'de');
  }
  throw new Error('not refused');
}

describe('a CSV camera list in German', () => {
  it('names the line and the field of each bad line', () => {
    expect(germanProblems('site.csv', 'IP;SIP\n192.0.2.1;"11\n192.0.2.2;12;13\n;14\n')).toEqual([
      'site.csv Zeile 2: die Anführungszeichen von Feld 2 werden in dieser Zeile nicht geschlossen (ein Feld kann nicht über mehrere Zeilen gehen)',
      'site.csv Zeile 3: hat 3 Felder, aber die Kopfzeile (Zeile 1) benennt 2 Spalten',
      'site.csv Zeile 4: die Adresse ist leer',
    ]);
  });

  it('says what is wrong with a column, a variable and a camera listed twice', () => {
    expect(germanProblems('site.csv', 'IP;GROUP;SIP;LABEL\n192.0.2.1;Süd;10;Tor 1\n192.0.2.2;Süd;11\u0007;Tor\n192.0.2.3;Süd;5 €;Tür\n192.0.2.1;Süd;12;Tor 3\n192.0.2.4;Süd;13;Tor\u202e\n')).toEqual([
      'site.csv Zeile 3: Spalte SIP enthält das Steuerzeichen U+0007 an Position 3: erlaubt ist nur der Tabulator',
      "site.csv Zeile 4: Spalte SIP enthält '€' (U+20AC), das ISO-8859-1 (Latin-1) nicht darstellen kann",
      'site.csv Zeile 5: nennt dieselbe Kamera wie Zeile 2 (192.0.2.1); nur Zeile 2 wird verwendet',
      'site.csv Zeile 6: Spalte LABEL: der Name enthält das Richtungszeichen U+202E RIGHT-TO-LEFT OVERRIDE an Position 4: es lässt den Text in anderer Reihenfolge erscheinen, als er gespeichert ist',
    ]);
    expect(germanRefusal('site.csv', 'IP;PASSWORT\n')).toBe("site.csv Zeile 1 (die Kopfzeile) Spalte 2 'PASSWORT' sieht wie ein Passwort aus: Variablen werden im Klartext gespeichert, Passwörter gehören daher in eine .mxu-Liste oder in das Passwortfeld des Imports; nichts wurde importiert");
  });

  it('says why the header row cannot be read, naming its line and column', () => {
    expect(germanRefusal('site.csv', 'IP;SIP;sip\n')).toBe("site.csv Zeile 1 (die Kopfzeile) benennt Spalte 2 und Spalte 3 gleich ('sip'; Groß- und Kleinschreibung zählt nicht); nichts wurde importiert");
    expect(germanRefusal('site.csv', 'IP,SIP\n')).toBe("site.csv Zeile 1 (die Kopfzeile) hat kein ';', aber ',': die Liste muss mit ';' getrennt sein (sie als „CSV (Trennzeichen-getrennt)“ mit Semikolon speichern); nichts wurde importiert");
  });
});

describe('an .mxu camera list in German', () => {
  it('names the line and the field of each bad line', () => {
    expect(germanProblems('site.mxu', '#EXTMXU\nTor 1 192.0.2.1\nTor 2\t192.0.2.2\tadmin\n\t192.0.2.3\tadmin\tpw\nTor 4\t192.0.2.4\tad:min\tpw\n#EXTFOO\n')).toEqual([
      'site.mxu Zeile 2: hat keinen Tabulator: eine Kamerazeile besteht aus Name, IP, Benutzer und Passwort, getrennt durch Tabulatoren',
      'site.mxu Zeile 3: hat einen Benutzer, aber kein Passwort (eine Kamerazeile besteht aus Name, IP, Benutzer und Passwort, getrennt durch Tabulatoren)',
      'site.mxu Zeile 4: hat keinen Kameranamen vor dem ersten Tabulator',
      'site.mxu Zeile 5: der Benutzername enthält ":", was die Basic-Authentifizierung nicht übertragen kann',
      'site.mxu Zeile 6: ist keine Kamerazeile, kein //-Kommentar und kein #EXTGROUP:Name (Zeilen, die mit # beginnen, werden sonst nicht verwendet)',
    ]);
  });

  it('says in German why a file named .mxu is not read, and in English for an English reader', () => {
    expect(germanRefusal('site.mxu', 'Tor 1\t192.0.2.1\n')).toBe('site.mxu ist keine .mxu-Kameraliste: ihre erste Zeile muss #EXTMXU sein; nichts wurde importiert');
    expect(() => parseCameraList('site.mxu', 'Tor 1\t192.0.2.1\n')).toThrow('site.mxu is not an .mxu camera list: its first line must be #EXTMXU; nothing was imported');
  });
});
