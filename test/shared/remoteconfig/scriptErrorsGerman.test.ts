// A script refused in German: the raw command file's line checks (camconfig rc script), the
// typed script builder's rules and the command line's parameter arguments, each naming the line,
// command or argument in the reader's language; the camera's own words (commands, SECTION) stay.
import { describe, expect, it } from 'vitest';
import { errorWords } from '../../../src/shared/i18n/errorWords';
import { buildScript, checkRawScript, type ScriptCommand } from '../../../src/shared/remoteconfig/scriptBuilder';
import { parseAssignment } from '../../../src/main/cli/rc/paramArgs';

function refusal(run: () => unknown, language: 'en' | 'de'): string {
  try {
    run();
  } catch (error) {
    return errorWords(error, language);
  }
  throw new Error('not refused');
}

const raw = (text: string, language: 'en' | 'de' = 'de'): string => refusal(() => checkRawScript(text), language);
const built = (commands: ScriptCommand[], language: 'en' | 'de' = 'de'): string => refusal(() => buildScript(commands), language);

describe('a raw command file refused in German', () => {
  it('names an unknown command and the forms a command takes', () => {
    expect(raw('helo\nshow sections\nquit\n')).toBe("Zeile 2: unbekannter Befehl 'show'");
    expect(raw('helo\nview everything\nquit\n')).toBe("Zeile 2: 'view everything': view nimmt nichts, 'section <Name>' oder 'configfile'");
    expect(raw('helo\nactivate_profile\nquit\n')).toBe("Zeile 2: activate_profile braucht einen Profilnamen: 'activate_profile <Name>'");
  });

  it('says where a SECTION block or a parameter line belongs', () => {
    expect(raw('helo\nSECTION audio\nquit\n')).toBe("Zeile 2: unbekannter Befehl 'SECTION' (SECTION-Blöcke gehören direkt hinter write oder append)");
    expect(raw('helo\naudio/SPEAKER=1\nquit\n')).toBe("Zeile 2: unbekannter Befehl 'audio/SPEAKER=1' (Zeilen <Abschnitt>/<NAME> gehören direkt hinter write params oder delete params)");
  });

  it('names a mismatched ENDSECTION and a block command without its block', () => {
    expect(raw('helo\nwrite\nSECTION audio\nSPEAKER=1\nENDSECTION video\nquit\n')).toBe('Zeile 5: ENDSECTION nennt video, offen ist aber der Abschnitt audio (im Block write aus Zeile 2)');
    expect(raw('helo\nwrite params\nquit\n')).toBe('Zeile 2: auf write params folgt nicht eine Zeile <Abschnitt>/<NAME>=<Wert>');
  });

  it('keeps the English words for an English reader', () => {
    expect(raw('helo\nview everything\nquit\n', 'en')).toBe("line 2: 'view everything': view takes nothing, 'section <name>' or 'configfile'");
  });
});

describe('a typed script refused in German', () => {
  it('names the command, the parameter and the rule', () => {
    expect(built([{ kind: 'writeParams', params: [] }])).toBe('Befehl 1 (writeParams): keine Parameter zum Schreiben');
    expect(built([{ kind: 'writeParams', params: [{ section: 'audio', name: 'SPEAKER', value: 'a\nb' }] }])).toBe("Befehl 1 (writeParams), Parameter 1 (audio/SPEAKER): Wert 'a\\nb' enthält einen Zeilenumbruch");
    expect(built([{ kind: 'activateProfile', name: 'Nacht€' }])).toBe(
      "Befehl 1 (activateProfile): der Profilname 'Nacht€' enthält '€' (U+20AC) an Position 6, das ISO-8859-1 (Latin-1) nicht darstellen kann",
    );
    expect(built([{ kind: 'view', sections: [] }])).toBe('Befehl 1 (view): die Liste der Abschnitte ist leer; ohne sie wirkt view auf die ganze Konfiguration');
  });
});

describe('a parameter argument of the command line refused in German', () => {
  it('names the argument and what is wrong with its name', () => {
    expect(refusal(() => parseAssignment('audio/SPEAKER LEVEL=1'), 'de')).toContain('audio/SPEAKER LEVEL=1');
    expect(refusal(() => parseAssignment('audio/SPEAKER LEVEL=1'), 'de')).toMatch(/Parametername/);
  });
});
