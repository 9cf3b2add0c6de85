// A schema problem of the contract reaches the studio as a text of the catalog: the field and
// what is wrong with it, in the reader's language (src/shared/i18n/issueText.ts).
import { describe, expect, it } from 'vitest';
import { ApiDispatcher } from '../../../src/main/transport/apiDispatcher';
import { ApiError } from '../../../src/shared/api/errors';
import { englishText, renderText } from '../../../src/shared/i18n/renderText';
import { createStudioServicesDouble } from './studioServicesDouble';

async function refusal(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(() => null, (caught: unknown) => caught);
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

const micro = { section: 'audio', name: 'MICRO', value: '1' };

describe('schema problems of the API in German', () => {
  it('names the field and the problem in German, the English words as the message', async () => {
    const dispatcher = new ApiDispatcher(createStudioServicesDouble());
    const twice = await refusal(dispatcher.handle('pendingEdits.save', { cameraId: 'cam-1', edits: [micro, { ...micro, value: '0' }] }));
    expect(twice.code).toBe('invalid_request');
    expect(twice.message).toBe('pendingEdits.save: invalid input: edits.1: audio/MICRO is edited twice');
    expect(renderText(twice.text!, 'de')).toBe('pendingEdits.save: ungültige Eingabe: edits.1: audio/MICRO wird zweimal bearbeitet');
    const both = await refusal(dispatcher.handle('fleet.backup', { cameraIds: ['cam-1'], group: 'door' }));
    expect(renderText(both.text!, 'de')).toBe('fleet.backup: ungültige Eingabe: (Eingabe): cameraIds oder group angeben, nicht beides');
  });

  it('counts the further problems with a plural of their own', async () => {
    const dispatcher = new ApiDispatcher(createStudioServicesDouble());
    const edits = [micro, { ...micro, value: '0' }, { ...micro, value: '2' }];
    const two = await refusal(dispatcher.handle('pendingEdits.save', { cameraId: 'cam-1', edits }));
    expect(renderText(two.text!, 'de')).toBe('pendingEdits.save: ungültige Eingabe: edits.1: audio/MICRO wird zweimal bearbeitet (und 1 weiteres Problem)');
    expect(englishText(two.text!)).toBe('pendingEdits.save: invalid input: edits.1: audio/MICRO is edited twice (and 1 more problem)');
    const three = await refusal(dispatcher.handle('pendingEdits.save', { cameraId: 'cam-1', edits: [...edits, { ...micro, value: '3' }] }));
    expect(renderText(three.text!, 'de')).toMatch(/\(und 2 weitere Probleme\)$/);
  });

  it("keeps a built-in check's bound in the text: more pending edits than the studio keeps", async () => {
    const dispatcher = new ApiDispatcher(createStudioServicesDouble());
    const many = Array.from({ length: 5001 }, (_, index) => ({ section: 's', name: `P${index}`, value: '1' }));
    const tooMany = await refusal(dispatcher.handle('pendingEdits.save', { cameraId: 'cam-1', edits: many }));
    expect(renderText(tooMany.text!, 'de')).toBe('pendingEdits.save: ungültige Eingabe: edits: mehr als 5000 ausstehende Änderungen; zuerst einige übernehmen oder verwerfen');
    expect(tooMany.message).toBe('pendingEdits.save: invalid input: edits: more than 5000 pending edits; apply or discard some first');
  });

  it('says in German which control character a text holds and where, by the one text rule', async () => {
    const dispatcher = new ApiDispatcher(createStudioServicesDouble());
    const escaped = await refusal(dispatcher.handle('cameras.update', { cameraId: 'cam-1', label: 'a\u001bb' }));
    expect(escaped.message).toBe('cameras.update: invalid input: label: label contains the control character U+001B ESC at position 2: only tab is allowed');
    expect(renderText(escaped.text!, 'de')).toBe('cameras.update: ungültige Eingabe: label: Bezeichnung enthält das Steuerzeichen U+001B ESC an Position 2: erlaubt ist nur der Tabulator');
    const lineBreak = await refusal(dispatcher.handle('cameras.update', { cameraId: 'cam-1', label: 'a\nb' }));
    expect(renderText(lineBreak.text!, 'de')).toContain('U+000A LF (Zeilenumbruch)');
  });

  it("says in German why a camera's host or a parameter's name and value are refused", async () => {
    const dispatcher = new ApiDispatcher(createStudioServicesDouble());
    const zero = await refusal(dispatcher.handle('cameras.add', { host: '192.0.2.010', user: 'admin', password: 'secret' }));
    expect(zero.message).toBe("cameras.add: invalid input: host: '192.0.2.010' has a number with a leading zero, which some systems read as octal: write it without");
    expect(renderText(zero.text!, 'de')).toBe("cameras.add: ungültige Eingabe: host: '192.0.2.010' hat eine Zahl mit führender Null, die manche Systeme oktal lesen: ohne sie schreiben");
    const euro = await refusal(dispatcher.handle('pendingEdits.save', { cameraId: 'cam-1', edits: [{ ...micro, value: '5 €' }] }));
    expect(renderText(euro.text!, 'de')).toBe("pendingEdits.save: ungültige Eingabe: edits.0.value: Wert '5 €' enthält '€' (U+20AC) an Position 3, das ISO-8859-1 (Latin-1) nicht darstellen kann");
    const slash = await refusal(dispatcher.handle('pendingEdits.save', { cameraId: 'cam-1', edits: [{ ...micro, name: 'MI/CRO' }] }));
    expect(renderText(slash.text!, 'de')).toBe("pendingEdits.save: ungültige Eingabe: edits.0.name: Parametername 'MI/CRO' enthält '/'");
  });
});
