// Every error of the remote configuration client is a text of the shared catalog: its message
// the English words, and German words of its own for the German studio and terminal; the
// camera's words, commands and addresses stay as sent.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as errors from '../../../src/main/remoteconfig/errors';
import * as knownCameras from '../../../src/main/remoteconfig/knownCameras';
import { textOfError } from '../../../src/shared/i18n/localizedError';
import { englishText, hasMessage, renderText } from '../../../src/shared/i18n/renderText';
import { localize, catalogTextSchema, type Text } from '../../../src/shared/i18n/text';
import { errorWords } from '../../../src/shared/i18n/errorWords';

const camera = { host: '127.0.0.1', port: 8080 };
const transcript = { entries: [], completed: true, trailing: [], preamble: [] };
const report = { ran: ['view section audio'], failed: [{ command: 'write params', errors: ['unknown parameter audio/NOPE'] }], unknown: ['store'] };

/** One instance of each exported error class of src/main/remoteconfig, as the client throws it. */
const samples: Record<string, Error> = {
  AuthError: new errors.AuthError(camera, 'admin'),
  NotACameraError: new errors.NotACameraError(camera, localize('remoteConfig.foreignPeer.plainHttp')),
  CameraError: new errors.CameraError(camera, report.failed, report.ran, transcript, ['store']),
  CutOffError: new errors.CutOffError(camera, report, undefined),
  UnconfirmedError: new errors.UnconfirmedError(camera, report, transcript),
  AnswerTooLargeError: new errors.AnswerTooLargeError(camera, 16 * 1024 ** 2, report, undefined),
  CameraUnreachableError: new errors.CameraUnreachableError(camera, localize('remoteConfig.connection.refused'), localize('remoteConfig.connection.switchedOnHint')),
  CameraTimeoutError: new errors.CameraTimeoutError(camera, 1500, undefined),
  CertificateChangedError: new errors.CertificateChangedError(camera, 'SHA256:AA', 'SHA256:BB', new knownCameras.KnownCamerasFile('/tmp/known-cameras', localize('remoteConfig.trustAgain.insecureOnce')).howToTrustAgain('127.0.0.1:8080')),
  FirmwareMismatchError: new errors.FirmwareMismatchError(camera, 'MX-V5.2', undefined),
  VerifyFailedError: new errors.VerifyFailedError(camera, [{ section: 'audio', name: 'MICRO', expected: '1', actual: '0' }]),
  RebootWaitError: new errors.RebootWaitError(camera, localize('remoteConfig.rebootWait.stillAnswered', { camera: '127.0.0.1:8080', seconds: 180 })),
  OperationCancelledError: new errors.OperationCancelledError(camera, { ran: [], failed: [], unknown: [] }, localize('remoteConfig.cancelled.beforeSending')),
  KnownCamerasFileError: new knownCameras.KnownCamerasFileError('/tmp/known-cameras', localize('remoteConfig.knownCameras.isDirectory')),
  KnownCamerasWriteError: new knownCameras.KnownCamerasWriteError(localize('remoteConfig.knownCameras.unwritable', { file: '/tmp/known-cameras', problem: localize('remoteConfig.knownCameras.permissionDenied') })),
};

/** `export class X extends ...Error` in src/main/remoteconfig, the abstract base aside. */
function exportedErrorClasses(): string[] {
  const folder = 'src/main/remoteconfig';
  return readdirSync(folder)
    .filter((file) => file.endsWith('.ts'))
    .flatMap((file) => [...readFileSync(join(folder, file), 'utf8').matchAll(/^export (abstract )?class (\w+) extends (\w+)/gm)])
    .filter((match) => match[1] === undefined && match[3]!.endsWith('Error'))
    .map((match) => match[2]!);
}

describe('the errors of the remote configuration client', () => {
  it('has a sample of every exported error class', () => {
    expect(exportedErrorClasses().sort()).toEqual(Object.keys(samples).sort());
  });

  it.each(Object.entries(samples))('%s carries a catalog text, English as its message, German words of its own, within the wire bounds', (_name, error) => {
    const text = textOfError(error);
    expect(text, 'carries a text').toBeDefined();
    expect(hasMessage(text!.id)).toBe(true);
    expect(englishText(text!)).toBe(error.message);
    expect(renderText(text!, 'de')).not.toBe(error.message);
    expect(catalogTextSchema.safeParse(text).success).toBe(true);
    // A site reason wraps a state detail that wraps the error: still within the wire's bounds.
    expect(catalogTextSchema.safeParse(localize('site.reason.answeredInPart', { detail: localize('remoteConfig.cutOff.incomplete', { message: text! }) })).success).toBe(true);
  });

  it('keeps the English words every caller knows', () => {
    expect(samples.CameraUnreachableError!.message).toBe('cannot reach camera 127.0.0.1:8080: connection refused (is the camera switched on, and is the port right?)');
    expect(samples.CutOffError!.message).toBe(
      'the answer of camera 127.0.0.1:8080 was cut off before OK: the camera confirmed (#exec): view section audio. refused by the camera (ERROR:): write params (unknown parameter audio/NOPE). not confirmed, so it may have run: store. view the configuration before repeating anything',
    );
    expect(samples.AnswerTooLargeError!.message).toMatch(/grew beyond the limit of 16 MiB \(16777216 bytes\) and was not read further/);
    expect(samples.CameraTimeoutError!.message).toBe('camera 127.0.0.1:8080: no answer within 1.5 s');
    expect((samples.OperationCancelledError as errors.OperationCancelledError).during).toBe('before the request was sent');
  });

  it('says them in German, the camera’s own words as it sent them', () => {
    const german = (name: string): string => errorWords(samples[name], 'de');
    expect(german('AuthError')).toBe("Kamera 127.0.0.1:8080 hat die Anmeldedaten des Benutzers 'admin' abgelehnt (HTTP 401): Benutzername und Passwort prüfen");
    expect(german('CameraUnreachableError')).toBe('Kamera 127.0.0.1:8080 nicht erreichbar: Verbindung abgelehnt (ist die Kamera eingeschaltet, und stimmt der Port?)');
    expect(german('CameraTimeoutError')).toBe('Kamera 127.0.0.1:8080: keine Antwort innerhalb von 1,5 s');
    expect(german('CameraError')).toBe(
      'Kamera 127.0.0.1:8080 meldete einen Fehler:\n  write params: unknown parameter audio/NOPE\nDiese Befehle wurden ausgeführt: view section audio\nNicht bestätigt (vielleicht ausgeführt, vielleicht nicht): store',
    );
    expect(german('CutOffError')).toBe(
      'die Antwort der Kamera 127.0.0.1:8080 brach vor OK ab: die Kamera bestätigte (#exec): view section audio. von der Kamera abgelehnt (ERROR:): write params (unknown parameter audio/NOPE). nicht bestätigt, also vielleicht ausgeführt: store. Vor jeder Wiederholung die Konfiguration ansehen',
    );
    expect(german('CertificateChangedError')).toMatch(/^das TLS-Zertifikat der Kamera 127\.0\.0\.1:8080 hat sich geändert.*die Zeile für 127\.0\.0\.1:8080 aus \/tmp\/known-cameras entfernen und erneut verbinden \(oder einmal --insecure verwenden\)$/);
    expect(german('FirmwareMismatchError')).toBe('Wiederherstellung abgelehnt: die Sicherung stammt von Firmware MX-V5.2, aber Kamera 127.0.0.1:8080 läuft mit (kein timestamp/VERSION)');
    expect(german('VerifyFailedError')).toMatch(/^Kamera 127\.0\.0\.1:8080 hat 1 gespeicherten Wert nicht behalten:\n {2}audio\/MICRO/);
    expect(german('OperationCancelledError')).toBe('abgebrochen vor dem Senden der Anfrage (Kamera 127.0.0.1:8080): kein Befehl dieser Anfrage hat die Kamera erreicht');
    expect(german('KnownCamerasFileError')).toBe("die Datei der bekannten Kameras '/tmp/known-cameras' (gespeicherte TLS-Zertifikate) lässt sich nicht lesen: es ist ein Ordner, keine Datei");
  });

  it('cuts a long list of commands so the text stays within the wire bounds', () => {
    const many = Array.from({ length: 2000 }, (_, index) => `write params ${index}`);
    const error = new errors.CutOffError(camera, { ran: many, failed: [], unknown: many }, undefined);
    expect(catalogTextSchema.safeParse(error.text).success).toBe(true);
    expect(error.message).toMatch(/…/);
  });

  it('lists the values read back in German, at most 20 and how many more, within the wire bounds', () => {
    const mismatches = Array.from({ length: 22 }, (_, index) => ({ section: 'audio', name: `P${index}`, expected: '70', actual: index === 0 ? undefined : '99' }));
    const error = new errors.VerifyFailedError(camera, mismatches);
    expect(catalogTextSchema.safeParse(error.text).success).toBe(true);
    const lines = errorWords(error, 'de').split('\n');
    expect(lines.slice(0, 3)).toEqual(['Kamera 127.0.0.1:8080 hat 22 gespeicherte Werte nicht behalten:', "  audio/P0: erwartet '70', fehlt", "  audio/P1: erwartet '70', gefunden '99'"]);
    expect(lines.at(-1)).toBe('  ... und 2 weitere');
    expect(error.message.split('\n').slice(1, 3)).toEqual(["  audio/P0: expected '70', missing", "  audio/P1: expected '70', found '99'"]);
  });

  it('gives words from outside the catalog as they are', () => {
    const text: Text = errors.asText('ECONNABORTED, in a library’s words');
    expect(renderText(text, 'de')).toBe('ECONNABORTED, in a library’s words');
    expect(errorWords(new Error('plain words'), 'de')).toBe('plain words');
  });
});

describe('the parsing errors a technician reads', () => {
  it('names the line of a malformed configuration in German, the line itself as it stands', async () => {
    const { ConfigParseError, parseConfig } = await import('../../../src/shared/remoteconfig/configText');
    const error = (() => {
      try {
        parseConfig('SECTION audio\nMICRO=1\n', { source: 'backup.cfg' });
      } catch (caught) {
        return caught;
      }
      return undefined;
    })();
    expect(error).toBeInstanceOf(ConfigParseError);
    expect((error as Error).message).toBe("backup.cfg line 1: missing ENDSECTION audio for this SECTION: 'SECTION audio'");
    expect(errorWords(error, 'de')).toBe("backup.cfg Zeile 1: für diese SECTION fehlt ENDSECTION audio: 'SECTION audio'");
    expect((error as InstanceType<typeof ConfigParseError>).reason).toBe('missing ENDSECTION audio for this SECTION');
  });

  it('names a character Latin-1 cannot hold in German', async () => {
    const { encodeLatin1 } = await import('../../../src/shared/remoteconfig/latin1');
    const error = (() => {
      try {
        encodeLatin1('Tor €');
      } catch (caught) {
        return caught;
      }
      return undefined;
    })();
    expect((error as Error).message).toBe("text contains '€' (U+20AC) at position 5, which ISO-8859-1 (Latin-1) cannot encode");
    expect(errorWords(error, 'de')).toBe("Text enthält '€' (U+20AC) an Position 5, das ISO-8859-1 (Latin-1) nicht darstellen kann");
  });
});

describe('the checks of a raw script', () => {
  it('says in German where a script breaks the rules, the line as written', async () => {
    const { prepareRawScript } = await import('../../../src/shared/remoteconfig/scriptBuilder');
    const error = (() => {
      try {
        prepareRawScript('helo\nview\nhelo\n');
      } catch (caught) {
        return caught;
      }
      return undefined;
    })();
    expect((error as Error).message).toBe('line 3: helo must be the first command, once (already on line 1)');
    expect(errorWords(error, 'de')).toBe('Zeile 3: helo muss der erste Befehl sein, und nur einmal (schon in Zeile 1)');
  });
});
