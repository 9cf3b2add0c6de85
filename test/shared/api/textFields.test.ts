// Every text field of the API contract's inputs follows the one text rule (docs/api.md "Text
// fields"): no control character but tab (C0, DEL and C1 refused: VT, FF, ESC, NEL, CSI), no
// line break outside the few fields that hold lines, and Latin-1 only where the camera reads
// the text. The walk finds the fields by shape, so a field added later as a plain z.string()
// fails here until it is built with textSchema or checkedString (src/shared/api/schemaHelpers.ts).
import { describe, expect, it } from 'vitest';
import { issueProblem } from '../../../src/shared/i18n/issueText';
import { englishText } from '../../../src/shared/i18n/renderText';
import { contractTextFields } from './contractWalk';

/**
 * A camera list's content is a file, read line by line: its parser holds every field of every
 * line to the text rule and reports the line (test/shared/fleet/lists/), so one bad byte costs a
 * line, not the list. The only text inputs that are not fields.
 */
const fileContents = ['cameraLists.preview.text', 'cameraLists.import.text'];

const fields = contractTextFields().filter((field) => !fileContents.includes(field.where));

/** The fields that hold lines: a script, a backup file, a baseline. */
const multiLineFields = ['config.runScript.script', 'config.restoreBackup.text', 'baseline.save.text', 'agent.settings.save.text'];

/** Text the camera reads: ISO-8859-1 only (field-notes.md). */
const latin1Fields = [
  'config.apply.changes[].value',
  'config.runScript.script',
  'config.restoreBackup.text',
  'baseline.save.text',
  'config.activateProfile.profile',
  'pendingEdits.save.edits[].value',
  'fleet.plan.edits[].value',
  'fleet.plan.cameras[].variables{}',
  'fleet.apply.edits[].value',
  'cameras.update.variables{}',
  'simulator.setCamera.faults.reportedValues{}',
];

const controlCharacters = ['\u0000', '\u0001', '\u0008', '\u000b', '\u000c', '\u001b', '\u007f', '\u0080', '\u0085', '\u009b', '\u009f'];


/** What an issue says, in English words (a message id of the catalog rendered, other words as they are). */
const englishProblem = (issue: Parameters<typeof issueProblem>[0]): string => englishText(issueProblem(issue));

describe('text fields of the API contract', () => {
  it('finds the text fields of every kind of input', () => {
    const places = fields.map((field) => field.where);
    expect(contractTextFields().map((field) => field.where)).toEqual(expect.arrayContaining(fileContents));
    expect(places).toEqual(expect.arrayContaining([...multiLineFields, ...latin1Fields, 'cameras.add.host', 'cameras.add.user', 'cameras.add.password', 'cameras.update.label', 'cameras.update.variables{key}', 'busTemplates.save.template.name', 'recording.start.name', 'distributor.send.value', 'audit.query.filter.text']));
    expect(places.length).toBeGreaterThan(60);
  });

  it.each(fields.map((field) => [field.where, field.schema] as const))('%s refuses every control character but tab', (_where, schema) => {
    for (const control of controlCharacters) expect(schema.safeParse(`a${control}b`).success, `U+${control.charCodeAt(0).toString(16).padStart(4, '0')}`).toBe(false);
  });

  const bidiControls = ['\u202e', '\u202a', '\u2066', '\u2069', '\u200e', '\u200f', '\u061c'];
  const unpairedSurrogates = ['\ud800', '\udfff'];
  /** Never shown, so a direction mark misleads no one (and one kept from before still opens). */
  const secretFields = ['cameras.add.password', 'site.discover.password', 'cameras.update.password', 'cameraLists.preview.password', 'cameraLists.import.password', 'workspace.unlock.passphrase', 'distributor.init.config.broadcast.passphrase', 'agent.settings.save.webhookKey', 'agent.settings.save.emailPassword', 'sites.fromWorkspace.passphrase', 'sites.open.passphrase'];
  const hex = (char: string): string => `U+${char.charCodeAt(0).toString(16).padStart(4, '0')}`;

  it.each(fields.map((field) => [field.where, field.schema] as const))('%s refuses bidirectional controls (but in a secret) and unpaired surrogates', (where, schema) => {
    for (const char of unpairedSurrogates) expect(schema.safeParse(`a${char}b`).success, hex(char)).toBe(false);
    for (const char of bidiControls) expect(schema.safeParse(`a${char}b`).success, hex(char)).toBe(secretFields.includes(where) && schema.safeParse('ab').success);
  });

  it('knows the secret fields', () => {
    expect(fields.map((field) => field.where)).toEqual(expect.arrayContaining(secretFields));
  });

  it('says which direction mark or broken character it refused, naming the field', () => {
    const label = fields.find((field) => field.where === 'cameras.update.label')!;
    expect(label.schema.safeParse('Gate\u202efdp.exe').error?.issues.map(englishProblem)[0]).toBe('label contains the bidirectional control U+202E RIGHT-TO-LEFT OVERRIDE at position 5: it makes the text show in another order than it holds');
    const site = fields.find((field) => field.where === 'report.save.site')!;
    expect(site.schema.safeParse('Halle \ud800').error?.issues.map(englishProblem)[0]).toBe('site contains the unpaired surrogate U+D800 at position 7: it is half a character (broken UTF-16), no text holds it');
    const group = fields.find((field) => field.where === 'cameras.update.group')!;
    expect(group.schema.safeParse('Hall\u2067A').error?.issues.map(englishProblem)[0]).toContain('group name contains the bidirectional control U+2067 RIGHT-TO-LEFT ISOLATE at position 5');
    expect(label.schema.safeParse('שער צפון 🚪').success).toBe(true);
  });

  it('allows line breaks in exactly the fields that hold lines', () => {
    const takingLines = fields.filter((field) => ['a\nb', 'a\r\nb'].every((text) => field.schema.safeParse(text).success)).map((field) => field.where);
    expect(takingLines.sort()).toEqual([...multiLineFields].sort());
  });

  it.each(latin1Fields)('%s refuses what ISO-8859-1 cannot hold and takes umlauts and a tab', (where) => {
    const field = fields.find((candidate) => candidate.where === where)!;
    expect(field.schema.safeParse('T\u00fcr \u20ac').success).toBe(false);
    expect(field.schema.safeParse('T\u00fcr\tS\u00fcd').success).toBe(true);
  });

  it('says which control character it refused and where', () => {
    const label = fields.find((field) => field.where === 'cameras.update.label')!;
    expect(label.schema.safeParse('Gate\u0085North').error?.issues.map(englishProblem)[0]).toBe('label contains the control character U+0085 NEL (line break) at position 5: only tab is allowed');
    const script = fields.find((field) => field.where === 'config.runScript.script')!;
    expect(script.schema.safeParse('helo\nwrite params\naudio/X=1\u001b\n').error?.issues.map(englishProblem)[0]).toBe('script contains the control character U+001B ESC at line 3, column 10: only tab and line breaks are allowed');
  });
});
