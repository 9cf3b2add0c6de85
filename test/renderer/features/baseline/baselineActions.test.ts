// The Baseline tab's editor from the page: open, edit, the question before unsaved text would
// go, save with basedOnVersion (and a save in between kept as a conflict, not overwritten),
// older versions, remove, and a draft from a camera written into a new baseline.
import { describe, expect, it } from 'vitest';
import { ApiCallError } from '../../../../src/shared/api/studioApi';
import { discardAndLeave, leaveEditorFor, loadBaselines, loadDraft, openBaseline, removeBaseline, saveBaseline, stayInEditor, viewBaselineVersion, writeDraftIntoEditor } from '../../../../src/renderer/features/baseline/baselineActions';
import { hasUnsavedChanges } from '../../../../src/renderer/features/baseline/baselineStore';
import { parameterKey, tickParameter, tickSection } from '../../../../src/renderer/features/baseline/draftChoice';
import { fakeStudio } from '../../studioFixtures';
import { audioText, baseline, cameraCheck, checkRun } from './baselineFixtures';

const versions = [
  { version: 2, savedAt: '2026-11-02T08:00:00.000Z' },
  { version: 1, savedAt: '2026-11-01T08:00:00.000Z' },
];

type Answers = Parameters<typeof fakeStudio>[0];

function studioWithBaselines(extra: Answers = {}, saved: Record<string, number> = { 'Site A': 2, 'Site B': 1 }) {
  const run = checkRun('run-1', [cameraCheck('a', 'compliant')]);
  return fakeStudio({
    'baseline.list': () => ({ baselines: Object.entries(saved).map(([name, version]) => baseline(name, version)) }),
    'baseline.get': ({ name, version }) => ({ baseline: baseline(name, version ?? saved[name]!, version === 1 ? 'SECTION audio\nMICRO=0\nENDSECTION audio\n' : audioText), versions }),
    'baseline.runs': () => ({ runs: [run] }),
    'baseline.run': () => ({ run }),
    'baseline.remove': () => ({ removed: true }),
    ...extra,
  });
}

describe('the baseline editor', () => {
  it('opens a baseline with its newest run, and asks before unsaved text would go when another is opened', async () => {
    const { fake, studio } = studioWithBaselines();
    const state = () => studio.stores.baseline.getState();
    await loadBaselines(studio);
    expect(state().list).toMatchObject({ status: 'loaded', baselines: [{ name: 'Site A' }, { name: 'Site B' }] });
    await openBaseline(studio, 'Site A');
    expect(state().editor).toMatchObject({ name: 'Site A', version: 2, text: audioText, groups: ['Hall'], versions });
    expect(studio.stores.baselineCheck.getState().shown?.runId).toBe('run-1');
    expect(hasUnsavedChanges(state().editor)).toBe(false);

    state().editText(audioText.replace('50', '60'));
    expect(hasUnsavedChanges(state().editor)).toBe(true);
    const callsBefore = fake.calls.length;
    await leaveEditorFor(studio, { kind: 'open', name: 'Site B' });
    expect(state().pendingLeave).toEqual({ kind: 'open', name: 'Site B' });
    expect(fake.calls.length).toBe(callsBefore);
    stayInEditor(studio);
    expect([state().pendingLeave, state().editor?.name, state().editor?.text]).toEqual([null, 'Site A', audioText.replace('50', '60')]);

    await leaveEditorFor(studio, { kind: 'new' });
    expect(state().pendingLeave).toEqual({ kind: 'new' });
    await discardAndLeave(studio);
    expect(state().editor).toMatchObject({ name: null, text: '', version: null });
    expect(studio.stores.baselineCheck.getState().shown).toBeNull();
    await leaveEditorFor(studio, { kind: 'open', name: 'Site B' });
    expect(state().pendingLeave).toBeNull();
    expect(state().editor?.name).toBe('Site B');
  });

  it('counts changed groups as unsaved too', async () => {
    const { studio } = studioWithBaselines();
    await openBaseline(studio, 'Site A');
    studio.stores.baseline.getState().setGroups(['Hall', 'Outside']);
    expect(hasUnsavedChanges(studio.stores.baseline.getState().editor)).toBe(true);
    studio.stores.baseline.getState().setGroups(['Hall']);
    expect(hasUnsavedChanges(studio.stores.baseline.getState().editor)).toBe(false);
  });

  it('saves with the version it started from, and then is saved at the new version', async () => {
    const { fake, studio } = studioWithBaselines({ 'baseline.save': (input) => ({ baseline: { ...baseline(input.name, 3), groups: input.groups } }) });
    await openBaseline(studio, 'Site A');
    const edited = audioText.replace('MICRO=1', 'MICRO=0');
    studio.stores.baseline.getState().editText(edited);
    studio.stores.baseline.getState().setGroups(['Hall', 'Outside']);
    await saveBaseline(studio);
    expect(fake.calls.find((call) => call.method === 'baseline.save')?.input).toEqual({ name: 'Site A', text: edited, groups: ['Hall', 'Outside'], basedOnVersion: 2 });
    const editor = studio.stores.baseline.getState().editor;
    expect(editor).toMatchObject({ version: 3, saved: { text: edited, groups: ['Hall', 'Outside'] }, conflict: null });
    expect(editor?.versions.map((entry) => entry.version)).toEqual([3, 2, 1]);
    expect(hasUnsavedChanges(editor)).toBe(false);
    expect(fake.calls.at(-1)?.method).toBe('baseline.list');
  });

  it('keeps a save refused because someone saved in between as a conflict (the text stays), and rethrows any other failure', async () => {
    const saved = { 'Site A': 2 };
    let refusal = 'Site A was saved as version 3 since you opened version 2';
    const { studio } = studioWithBaselines(
      {
        'baseline.save': () => {
          throw new ApiCallError('invalid_request', refusal, 'baseline.save');
        },
      },
      saved,
    );
    await openBaseline(studio, 'Site A');
    studio.stores.baseline.getState().editText('SECTION audio\nMICRO=0\nENDSECTION audio\n');
    saved['Site A'] = 3;
    await saveBaseline(studio);
    expect(studio.stores.baseline.getState().editor).toMatchObject({ conflict: { version: 3, savedAt: '2026-11-03T08:00:00.000Z' }, version: 2, text: 'SECTION audio\nMICRO=0\nENDSECTION audio\n' });

    await openBaseline(studio, 'Site A');
    expect(studio.stores.baseline.getState().editor).toMatchObject({ version: 3, conflict: null });
    studio.stores.baseline.getState().editText(audioText.replace('50', '70'));
    refusal = 'storage: the disk is full';
    await expect(saveBaseline(studio)).rejects.toThrow('the disk is full');
    expect(studio.stores.baseline.getState().editor?.conflict).toBeNull();
  });

  it('saves a new baseline under its name without basedOnVersion, and refuses one without a name', async () => {
    const { fake, studio } = studioWithBaselines({ 'baseline.save': (input) => ({ baseline: baseline(input.name, 1) }) });
    await leaveEditorFor(studio, { kind: 'new' });
    studio.stores.baseline.getState().editText(audioText);
    await expect(saveBaseline(studio)).rejects.toThrow('Name the baseline');
    studio.stores.baseline.getState().editName('  Site C ');
    await saveBaseline(studio);
    expect(fake.calls.find((call) => call.method === 'baseline.save')?.input).toEqual({ name: 'Site C', text: audioText, groups: [] });
    expect(studio.stores.baseline.getState().editor).toMatchObject({ name: 'Site C', version: 1 });
  });

  it('shows an older version read-only beside the text, and removes a baseline', async () => {
    const { fake, studio } = studioWithBaselines();
    await openBaseline(studio, 'Site A');
    await viewBaselineVersion(studio, 1);
    expect(studio.stores.baseline.getState().editor).toMatchObject({ viewing: { version: 1, text: 'SECTION audio\nMICRO=0\nENDSECTION audio\n' }, text: audioText });
    await viewBaselineVersion(studio, 2);
    expect(studio.stores.baseline.getState().editor?.viewing).toBeNull();
    await removeBaseline(studio);
    expect(fake.calls.find((call) => call.method === 'baseline.remove')?.input).toEqual({ name: 'Site A' });
    expect(studio.stores.baseline.getState().editor).toBeNull();
  });
});

describe('a baseline from a camera', () => {
  const sections = [
    { name: 'audio', parameters: [{ name: 'SPEAKERLEVEL', value: '50', placeholder: null }, { name: 'MICRO', value: '1', placeholder: null }, { name: 'MICSENS', value: '3', placeholder: null }] },
    { name: 'sip', parameters: [{ name: 'USER', value: '4711', placeholder: '{SIP}' }, { name: 'PROXY', value: '10.0.0.9', placeholder: null }] },
  ];

  it('reads a snapshot, ticks parameters and sections, keeps "use {SIP}" on, and writes the text into a new baseline (asking first over unsaved text)', async () => {
    const { fake, studio } = studioWithBaselines({ 'baseline.draft': () => ({ source: { kind: 'snapshot', camera: 'Gate', snapshotId: 'a1b2c3d4e5f60718', at: '2026-11-27T08:12:00.000Z' }, sections }) });
    await loadDraft(studio, 'cam-1', 'a1b2c3d4e5f60718');
    expect(fake.calls.at(-1)).toEqual({ method: 'baseline.draft', input: { cameraId: 'cam-1', snapshotId: 'a1b2c3d4e5f60718' } });
    const draft = studio.stores.baseline.getState().draft;
    if (draft.status !== 'loaded') throw new Error('no draft');
    expect([[...draft.choice.ticked], [...draft.choice.templated]]).toEqual([[], ['sip/USER']]);

    let choice = tickParameter(draft.choice, parameterKey('audio', 'SPEAKERLEVEL'), true);
    choice = tickParameter(choice, parameterKey('audio', 'MICRO'), true);
    choice = tickSection(choice, sections[1]!, true);
    choice = tickParameter(choice, parameterKey('sip', 'PROXY'), false);
    studio.stores.baseline.getState().chooseDraft(choice);

    await openBaseline(studio, 'Site A');
    studio.stores.baseline.getState().editText('SECTION audio\nMICRO=0\nENDSECTION audio\n');
    await writeDraftIntoEditor(studio);
    expect(studio.stores.baseline.getState().pendingLeave?.kind).toBe('draft');
    expect(studio.stores.baseline.getState().editor?.name).toBe('Site A');
    await discardAndLeave(studio);
    expect(studio.stores.baseline.getState().editor).toMatchObject({ name: null, text: 'SECTION audio\nSPEAKERLEVEL=50\nMICRO=1\nENDSECTION audio\n\nSECTION sip\nUSER={SIP}\nENDSECTION sip\n' });
    expect(hasUnsavedChanges(studio.stores.baseline.getState().editor)).toBe(true);
  });

  it('keeps a draft the camera refused in words', async () => {
    const { fake, studio } = studioWithBaselines({
      'baseline.draft': () => {
        throw new ApiCallError('auth', 'Gate refused the password', 'baseline.draft');
      },
    });
    await loadDraft(studio, 'cam-1', null);
    expect(fake.calls.at(-1)).toEqual({ method: 'baseline.draft', input: { cameraId: 'cam-1' } });
    expect(studio.stores.baseline.getState().draft).toEqual({ status: 'failed', cameraId: 'cam-1', message: 'Gate refused the password' });
  });

  it('speaks German when the studio does: the error kind first, and its own messages', async () => {
    const { studio } = studioWithBaselines({
      'baseline.draft': () => {
        throw new ApiCallError('auth', 'Gate refused the password', 'baseline.draft');
      },
    });
    studio.stores.ui.getState().setLanguage('de');
    await loadDraft(studio, 'cam-1', null);
    expect(studio.stores.baseline.getState().draft).toMatchObject({ status: 'failed', message: 'Die Kamera hat Benutzername oder Passwort abgelehnt: Gate refused the password' });
    await leaveEditorFor(studio, { kind: 'new' });
    studio.stores.baseline.getState().editText(audioText);
    await expect(saveBaseline(studio)).rejects.toThrow('Die Soll-Konfiguration vor dem Speichern benennen.');
  });
});
