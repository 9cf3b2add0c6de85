// The contract's own checks of a text field and a camera id, as the German studio shows them:
// the field named, the rule in German (src/shared/api/schemaHelpers.ts, cameraIdSchema.ts).
import { describe, expect, it } from 'vitest';
import { cameraIdSchema } from '../../../src/shared/api/cameraIdSchema';
import { cameraGroupSchema, cameraVariablesSchema } from '../../../src/shared/api/cameraSchemas';
import { fieldName, textSchema } from '../../../src/shared/api/schemaHelpers';
import { templateNameSchema } from '../../../src/shared/api/busTemplateSchemas';
import { paramValueSchema } from '../../../src/shared/api/parameterSchemas';
import { runScriptInputSchema } from '../../../src/shared/api/scriptSchemas';
import { issuesText } from '../../../src/shared/i18n/issueText';
import { renderText } from '../../../src/shared/i18n/renderText';
import type { z } from 'zod';

function problemIn(schema: z.ZodType, input: unknown, language: 'en' | 'de'): string {
  const result = schema.safeParse(input);
  if (result.success) throw new Error('accepted');
  return renderText(issuesText(result.error), language);
}

describe('the contract’s checks in German', () => {
  it('say a text is empty, too short or too long, naming the field', () => {
    const user = textSchema({ subject: fieldName('user'), min: 1, max: 5 });
    expect(problemIn(user, '', 'de')).toBe('(Eingabe): Benutzer ist leer');
    expect(problemIn(user, 'abcdef', 'de')).toBe('(Eingabe): Benutzer ist länger als 5 Zeichen');
    expect(problemIn(textSchema({ subject: fieldName('passphrase'), min: 8, max: 100 }), 'kurz', 'de')).toBe('(Eingabe): die Passphrase ist kürzer als 8 Zeichen');
    expect(problemIn(user, 'abcdef', 'en')).toBe('(input): user is longer than 5 characters');
  });

  it('name the field and say what is wrong for the contract’s own bounds', () => {
    expect(problemIn(templateNameSchema, '   ', 'de')).toBe('(Eingabe): eine Vorlage braucht einen Namen');
    expect(problemIn(runScriptInputSchema, { cameraId: 'a', script: '' }, 'de')).toMatch(/^script: das Skript ist leer: mindestens einen Befehl schreiben/);
    expect(problemIn(paramValueSchema, 'x'.repeat(5000), 'de')).toBe('(Eingabe): ein Wert hat höchstens 4096 Zeichen');
    expect(problemIn(cameraVariablesSchema, JSON.parse('{"__proto__": "1"}'), 'de')).toBe("__proto__: Variablenname '__proto__' ist ein reservierter Name");
  });

  it('say why an id is no camera id', () => {
    expect(problemIn(cameraIdSchema, '../x', 'de')).toBe("(Eingabe): '../x' ist keine Kamera-ID (Buchstaben, Ziffern, '-' und '_', am Anfang ein Buchstabe oder eine Ziffer)");
    expect(problemIn(cameraIdSchema, 'CON', 'de')).toBe("(Eingabe): 'CON' ist keine Kamera-ID (ein Name, den Windows für ein Gerät reserviert)");
    expect(problemIn(cameraIdSchema, 'CON', 'en')).toBe("(input): 'CON' is not a camera id (a name Windows reserves for a device)");
  });

  it('say what is wrong with a group and a set of variables', () => {
    expect(problemIn(cameraGroupSchema, ' ', 'de')).toBe('(Eingabe): Gruppenname ist leer');
    expect(problemIn(cameraVariablesSchema, { SIP: '1', sip: '2' }, 'de')).toBe('(Eingabe): die Variablen SIP und sip unterscheiden sich nur in Groß- und Kleinschreibung');
    expect(problemIn(cameraVariablesSchema, { GROUP: 'x' }, 'de')).toBe("(Eingabe): Variable: 'GROUP' ist die Gruppe der Kamera, keine Variable");
    expect(problemIn(cameraVariablesSchema, { SIP: 'a\nb' }, 'de')).toMatch(/^SIP: Wert 'a\\nb' enthält einen Zeilenumbruch/);
  });
});
