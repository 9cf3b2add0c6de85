// A baseline filled in per camera (placeholders by the rules of command files) and matched
// against what the camera holds: exact Latin-1 text, a missing parameter or section is drift.
import { describe, expect, it } from 'vitest';
import { parseBaseline } from '../../../src/shared/baseline/baselineText';
import { fillBaseline } from '../../../src/shared/baseline/fillBaseline';
import { driftOf } from '../../../src/shared/baseline/matchBaseline';
import { baselineDraft } from '../../../src/shared/baseline/baselineDraft';
import { planBaselineFix } from '../../../src/shared/baseline/planFix';
import { CommandFileError } from '../../../src/shared/fleet/commandFile';
import { englishText } from '../../../src/shared/i18n/renderText';
import type { FilledBaseline } from '../../../src/shared/baseline/fillBaseline';
import { createConfig } from '../../../src/shared/remoteconfig/configModel';

const text = ['SECTION audio', 'SPEAKERLEVEL=50', 'ENDSECTION audio', 'SECTION sip', 'NUMBER={SIP}', 'DISPLAY_NAME=Tür {ROOM}, Süd', 'ENDSECTION sip', 'SECTION ntp', 'SERVER=10.0.0.1', 'ENDSECTION ntp', ''].join('\n');
const baseline = parseBaseline('site', text);
const door = { label: 'Door', variables: { SIP: '4711', ROOM: 'Flur' } };

function camera(sip: string, display: string, options: { ntp?: boolean; speaker?: string | null } = {}) {
  const audio = options.speaker === null ? [] : [{ name: 'SPEAKERLEVEL', value: options.speaker ?? '50' }];
  return createConfig([
    { name: 'audio', params: audio },
    { name: 'sip', params: [{ name: 'NUMBER', value: sip }, { name: 'DISPLAY_NAME', value: display }] },
    ...(options.ntp === false ? [] : [{ name: 'ntp', params: [{ name: 'SERVER', value: '10.0.0.1' }] }]),
  ]);
}

describe('filling a baseline for a camera', () => {
  it("fills every placeholder from the camera's variables, umlauts kept", () => {
    expect(fillBaseline(baseline, door, ['SIP', 'ROOM'])).toEqual({
      ok: true,
      expected: [
        { section: 'audio', name: 'SPEAKERLEVEL', value: '50' },
        { section: 'sip', name: 'NUMBER', value: '4711' },
        { section: 'sip', name: 'DISPLAY_NAME', value: 'Tür Flur, Süd' },
        { section: 'ntp', name: 'SERVER', value: '10.0.0.1' },
      ],
    });
  });

  it('names baseline line, parameter, placeholder and camera for a missing value, an unknown name and a line break', () => {
    expect(inWords(fillBaseline(baseline, { label: 'Gate', variables: { SIP: '12' } }, ['SIP', 'ROOM']))).toEqual({ ok: false, problems: ['baseline site line 6 (sip/DISPLAY_NAME): placeholder {ROOM} has no value for camera Gate'] });
    expect(inWords(fillBaseline(baseline, door, ['SIP']))).toEqual({ ok: false, problems: ["baseline site line 6 (sip/DISPLAY_NAME): unknown placeholder {ROOM} (the variables of the cameras checked are SIP) (camera Door)"] });
    const broken = fillBaseline(baseline, { label: 'Hof', variables: { SIP: '1\nreboot', ROOM: 'x' } }, ['SIP', 'ROOM']);
    expect(inWords(broken)).toEqual({ ok: false, problems: ['baseline site line 5 (sip/NUMBER): the value of {SIP} for camera Hof contains a line break, which would start another command'] });
  });
});

/** A refused filling with its problems in English words. */
function inWords(filled: FilledBaseline) {
  return filled.ok ? filled : { ok: false, problems: filled.problems.map(englishText) };
}

describe('matching', () => {
  const expected = (fillBaseline(baseline, door, ['SIP', 'ROOM']) as { ok: true; expected: Array<{ section: string; name: string; value: string }> }).expected;

  it('finds nothing on a camera that holds every value exactly', () => {
    expect(driftOf(expected, camera('4711', 'Tür Flur, Süd'))).toEqual([]);
  });

  it('compares exactly: another letter case, a space or another umlaut is drift', () => {
    expect(driftOf(expected, camera('4711 ', 'Tur Flur, Süd'))).toEqual([
      { section: 'sip', name: 'NUMBER', expected: '4711', found: '4711 ' },
      { section: 'sip', name: 'DISPLAY_NAME', expected: 'Tür Flur, Süd', found: 'Tur Flur, Süd' },
    ]);
    expect(driftOf(expected, camera('4711', 'tür flur, süd'))).toHaveLength(1);
  });

  it('a missing parameter and a missing section are drift with nothing found', () => {
    expect(driftOf(expected, camera('4711', 'Tür Flur, Süd', { ntp: false, speaker: null }))).toEqual([
      { section: 'audio', name: 'SPEAKERLEVEL', expected: '50', found: null },
      { section: 'ntp', name: 'SERVER', expected: '10.0.0.1', found: null },
    ]);
  });
});

describe('a draft from a camera', () => {
  it("offers a placeholder where a value equals one of the camera's variables", () => {
    const sections = baselineDraft(camera('4711', 'Hof'), { SIP: '4711', NAME: 'Hof', PORT: '50' });
    expect(sections[1]!.parameters).toEqual([
      { name: 'NUMBER', value: '4711', placeholder: '{SIP}' },
      { name: 'DISPLAY_NAME', value: 'Hof', placeholder: '{NAME}' },
    ]);
    // PORT says how the camera is reached: a level of 50 is not templated as its port.
    expect(sections[0]!.parameters).toEqual([{ name: 'SPEAKERLEVEL', value: '50', placeholder: null }]);
  });
});

describe('the fix plan', () => {
  const checked = [
    { cameraId: 'cam-1', label: 'Door', status: 'drifted' as const, drift: [{ section: 'sip', name: 'DISPLAY_NAME', expected: 'Tür Flur, Süd', found: 'x' }] },
    { cameraId: 'cam-2', label: 'Gate', status: 'compliant' as const, drift: [] },
    { cameraId: 'cam-3', label: 'Hof', status: 'unreadable' as const, drift: [] },
  ];
  const options = { steps: { store: true, update: false, reboot: false }, knownVariables: ['SIP', 'ROOM'], variablesOf: () => door };

  it('writes only the drifted parameters, filled, with store and a read-back; the others are skipped', () => {
    const plan = planBaselineFix(baseline, checked, options);
    expect(plan.scripts.map((script) => script.script)).toEqual(['helo\nwrite params\nsip/DISPLAY_NAME=Tür Flur, Süd\nview section sip\nstore\nquit\n']);
    expect(plan.scripts[0]!.expected).toEqual([{ section: 'sip', name: 'DISPLAY_NAME', value: 'Tür Flur, Süd' }]);
    expect(plan.skipped).toEqual([
      { cameraId: 'cam-2', label: 'Gate', status: 'compliant' },
      { cameraId: 'cam-3', label: 'Hof', status: 'unreadable' },
    ]);
  });

  it('says which written sections apply only after a reboot (sip, by the parameter catalog) when the fix does not reboot, and none when it does', () => {
    expect(planBaselineFix(baseline, checked, options).scripts.map((script) => script.rebootNeeded)).toEqual([['sip']]);
    const rebooting = planBaselineFix(baseline, checked, { ...options, steps: { store: true, update: false, reboot: true } });
    expect(rebooting.scripts.map((script) => script.rebootNeeded)).toEqual([[]]);
  });

  it('refuses a camera that is not in the run, and a placeholder the camera has no value for now', () => {
    expect(() => planBaselineFix(baseline, checked, { ...options, cameraIds: ['cam-9'] })).toThrow(/camera cam-9 was not checked in this run/);
    expect(() => planBaselineFix(baseline, checked, { ...options, variablesOf: () => ({ label: 'Door', variables: { SIP: '1' } }) })).toThrow(CommandFileError);
  });
});
