// A script that writes values and lists them again in the same request (setParams and
// restoreBackup do so on purpose) must find them listed as written. Values a command changes
// in ways the client cannot predict (reset, restore, delete, a profile, a reboot) are no
// longer expected after it, for its section or for all.
import { commandWords, sectionEndPattern, sectionHeaderPattern, splitParamAssignment, splitParamReference } from '../../shared/remoteconfig/scriptGrammar';
import type { CommandOutcome } from './confirmationReport';
import type { VerifyMismatch } from './errors';

type Expected = Map<string, { section: string; name: string; value: string }>;

/** Commands that change no configuration value. */
const valueNeutral = new Set(['store', 'update', 'profile', 'reboot_needed', 'help']);

/** Every parameter a view listed otherwise than the script wrote it before (each once). */
export function readBackMismatches(outcomes: CommandOutcome[]): VerifyMismatch[] {
  const expected: Expected = new Map();
  const mismatches = new Map<string, VerifyMismatch>();
  for (const { sent, answered, status } of outcomes) {
    const [command, keyword, section] = commandWords(sent.line);
    if (command === 'view' && status === 'ran' && answered) {
      const scope = keyword === 'section' ? section : undefined;
      for (const mismatch of compare(expected, listedValues(answered.data), scope)) {
        const key = `${mismatch.section}/${mismatch.name}`;
        if (!mismatches.has(key)) mismatches.set(key, mismatch);
      }
    } else if (command === 'write' || command === 'append') {
      if (status === 'ran') expectWritten(expected, sent.blockLines, keyword === 'params' ? 'params' : command);
    } else if (command === 'delete' && keyword === 'params') {
      for (const line of sent.blockLines) {
        const ref = splitParamReference(line);
        if (ref) expected.delete(`${ref.section}/${ref.name}`);
      }
    } else if (command !== undefined && command !== 'view' && !valueNeutral.has(command)) {
      forget(expected, keyword === 'section' ? section : undefined);
    }
  }
  return [...mismatches.values()];
}

/** `params`: `write params` lines; `write`: whole sections replaced; `append`: parameters added or changed. */
function expectWritten(expected: Expected, blockLines: string[], form: 'params' | 'write' | 'append'): void {
  if (form === 'params') {
    for (const line of blockLines) {
      const param = splitParamAssignment(line);
      if (param) expected.set(`${param.section}/${param.name}`, param);
    }
    return;
  }
  const params = sectionParams(blockLines);
  // A replaced section keeps nothing of what was expected of it before.
  if (form === 'write') for (const section of new Set(params.map((param) => param.section))) forget(expected, section);
  for (const { section, name, value } of params) expected.set(`${section}/${name}`, { section, name, value });
}

/** Drops what is expected of one section, or of all. */
function forget(expected: Expected, section: string | undefined): void {
  if (section === undefined) return expected.clear();
  for (const [key, param] of expected) if (param.section === section) expected.delete(key);
}

/** section -> NAME -> every value listed for it. */
type Listing = Map<string, Map<string, string[]>>;

function listedValues(data: string[]): Listing {
  const listing: Listing = new Map();
  for (const { section, name, value } of sectionParams(data)) {
    const params = listing.get(section) ?? new Map<string, string[]>();
    listing.set(section, params);
    params.set(name, [...(params.get(name) ?? []), value]);
  }
  return listing;
}

/** NAME=value lines inside SECTION ... ENDSECTION, read leniently (a listing is not a file to refuse). */
function sectionParams(lines: string[]): Array<{ section: string; name: string; value: string }> {
  const params: Array<{ section: string; name: string; value: string }> = [];
  let section: string | undefined;
  for (const line of lines) {
    const header = sectionHeaderPattern.exec(line);
    if (header) section = header[1];
    else if (sectionEndPattern.test(line)) section = undefined;
    else if (section !== undefined && !line.startsWith('#') && line.indexOf('=') > 0) {
      const equals = line.indexOf('=');
      params.push({ section, name: line.slice(0, equals), value: line.slice(equals + 1) });
    }
  }
  return params;
}

function compare(expected: Expected, listing: Listing, scope: string | undefined): VerifyMismatch[] {
  return [...expected.values()]
    .filter((param) => scope === undefined || param.section === scope)
    .flatMap(({ section, name, value }): VerifyMismatch[] => {
      const values = listing.get(section)?.get(name);
      if (values === undefined) return [{ section, name, expected: value, actual: undefined }];
      const other = values.find((listed) => listed !== value);
      return other === undefined ? [] : [{ section, name, expected: value, actual: other }];
    });
}
