// The recorder's problems in German: an import naming the chosen file and the line it cannot
// use, a replay naming the message's line and the rule, in the reader's language.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { importRecording } from '../../../src/main/recorder/importRecording';
import { readRecording } from '../../../src/main/recorder/readRecording';
import { replayProblem } from '../../../src/main/recorder/replayMessage';
import { errorWords } from '../../../src/shared/i18n/errorWords';

let folder: string;
beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), 'camconfig-recorder-german-'));
});
afterEach(() => rmSync(folder, { recursive: true, force: true }));

const header = 'received_at,ip,pid,path,value,resent\r\n';
const record = (time: string, value: string) => `${time},127.0.0.1,7,messages.global.door,${value},false\r\n`;

async function failure(work: Promise<unknown>): Promise<unknown> {
  return work.then(
    () => new Error('expected a failure, it succeeded'),
    (error: unknown) => error,
  );
}

describe('the recorder in German', () => {
  it('names the chosen file and the line an import cannot use, in German and in English', async () => {
    const chosen = join(folder, 'tür.csv');
    writeFileSync(chosen, header + record('2026-11-23T03:00:00.000Z', 'open') + record('gestern', 'closed'));
    const error = await failure(importRecording(chosen, join(folder, 'recordings')));
    expect(errorWords(error, 'de')).toBe(`${chosen} ist keine Aufzeichnung, die das Studio abspielen kann: ${chosen} Zeile 3: received_at "gestern" ist keine UTC-Zeit wie 2026-11-23T03:00:00.000Z`);
    expect(errorWords(error, 'en')).toBe(`${chosen} is not a recording the studio can replay: ${chosen} line 3: received_at "gestern" is not a UTC time like 2026-11-23T03:00:00.000Z`);
  });

  it('names the line of a JSON Lines recording that is not JSON, and the line a replay refuses with the rule', async () => {
    const broken = join(folder, 'broken.jsonl');
    writeFileSync(broken, '{"receivedAt":1,"IP":"127.0.0.1","PID":7,"path":"a.b","value":"x","resent":false}\nkein json\n');
    expect(errorWords(await failure(readRecording(broken)), 'de')).toBe(`${broken} Zeile 2 ist kein JSON: eine Aufzeichnung hat ein JSON-Objekt je Zeile`);
    const unsendable = join(folder, 'unsendable.jsonl');
    writeFileSync(unsendable, '{"receivedAt":1,"IP":"127.0.0.1","PID":7,"path":"a.1b","value":"x","resent":false}\n');
    expect(errorWords(await failure(readRecording(unsendable, replayProblem)), 'de')).toBe(
      `${unsendable} Zeile 1: kann nicht abgespielt werden: Teil 2 "1b" des Pfads "a.1b" beginnt mit "1": Namen beginnen mit einem Buchstaben und enthalten keine Leerzeichen, Tabulatoren, '/', '%' oder '.'`,
    );
  });
});
