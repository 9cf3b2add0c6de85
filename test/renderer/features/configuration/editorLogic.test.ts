import { describe, expect, it } from 'vitest';
import { englishText } from '../../../../src/shared/i18n/renderText';
import { localize } from '../../../../src/shared/i18n/text';
import { operationReadiness } from '../../../../src/renderer/features/configuration/operationReadiness';
import { rebootWaitReason, refusedCommands, stepOfCommand, stepOfProgress } from '../../../../src/renderer/features/configuration/operationSteps';
import { parentRowIndex, treeRowList, treeRows } from '../../../../src/renderer/features/configuration/parameterRows';
import { describePendingChanges, sendableChanges, valuesByAddress } from '../../../../src/renderer/features/configuration/pendingChanges';

const sections = [
  { name: 'audio', params: [{ name: 'MICRO', value: '0' }, { name: 'SPEAKERLEVEL', value: '50' }] },
  { name: 'network', params: [{ name: 'DNS', value: '192.0.2.53' }] },
];

describe('treeRows', () => {
  it('lists each section then its parameters, leaving out the parameters of a collapsed section', () => {
    expect(treeRows(sections, '', new Set()).map((row) => (row.kind === 'section' ? row.section : row.name))).toEqual(['audio', 'MICRO', 'SPEAKERLEVEL', 'network', 'DNS']);
    expect(treeRows(sections, '', new Set(['audio'])).map((row) => (row.kind === 'section' ? `${row.section}:${row.expanded}` : row.name))).toEqual(['audio:false', 'network:true', 'DNS']);
  });

  it('matches the search against section, name or value, case-insensitively, collapsed sections included', () => {
    const names = (query: string) => treeRows(sections, query, new Set(['audio'])).map((row) => (row.kind === 'section' ? `[${row.section}]` : row.name));
    expect(names('micro')).toEqual(['[audio]', 'MICRO']);
    expect(names('AUD')).toEqual(['[audio]', 'MICRO', 'SPEAKERLEVEL']);
    expect(names('2.53')).toEqual(['[network]', 'DNS']);
    expect(names('nothing like it')).toEqual([]);
  });

  it('finds the section row above a parameter row, for Left in the tree', () => {
    const rows = treeRowList(sections, '', new Set());
    expect([0, 1, 2, 3, 4].map((index) => parentRowIndex(rows, index))).toEqual([0, 0, 0, 3, 3]);
    expect(treeRows(sections, '', new Set()).filter((row) => row.kind === 'section').map((row) => row.kind === 'section' && row.position)).toEqual([0, 1]);
  });

  // How fast is measured by `npm run bench -- config-editor`, not here.
  it('filters 20,000 parameters down to the matching ones', () => {
    const big = Array.from({ length: 500 }, (_, s) => ({ name: `section${s}`, params: Array.from({ length: 40 }, (_, p) => ({ name: `PARAM_${p}`, value: `value ${s}-${p}` })) }));
    const rows = treeRows(big, 'value 499-3', new Set());
    expect(rows.map((row) => (row.kind === 'param' ? row.name : row.section))).toEqual(['section499', 'PARAM_3', 'PARAM_30', 'PARAM_31', 'PARAM_32', 'PARAM_33', 'PARAM_34', 'PARAM_35', 'PARAM_36', 'PARAM_37', 'PARAM_38', 'PARAM_39']);
  });
});

describe('pending changes', () => {
  it('pairs each edit with the value read and its problem; any invalid one blocks sending all', () => {
    const changes = describePendingChanges(
      [
        { section: 'audio', name: 'MICRO', value: '1' },
        { section: 'audio', name: 'SPEAKERLEVEL', value: 'loud' },
      ],
      valuesByAddress(sections),
    );
    expect(changes).toEqual([
      { section: 'audio', name: 'MICRO', value: '1', original: '0', problem: null },
      { section: 'audio', name: 'SPEAKERLEVEL', value: 'loud', original: '50', problem: localize('remoteConfig.editValue.notWholeNumber', { min: '0', max: '100' }) },
    ]);
    expect(sendableChanges(changes).changes).toEqual([]);
    expect(englishText(sendableChanges(changes).blocker!)).toBe('audio/SPEAKERLEVEL: must be a whole number from 0 to 100');
    expect(sendableChanges(changes.slice(0, 1))).toEqual({ changes: [{ section: 'audio', name: 'MICRO', value: '1' }], blocker: null });
  });
});

describe('operation steps', () => {
  it('maps the studio progress steps and script commands to the steps shown', () => {
    expect(['send', 'store', 'update', 'reboot', 'verify', 'done', 'restore'].map(stepOfProgress)).toEqual(['write', 'store', 'update', 'reboot', 'verify', null, null]);
    expect(['write params', 'view section audio', 'store', 'update', 'reboot', 'helo'].map(stepOfCommand)).toEqual(['write', 'write', 'store', 'update', 'reboot', null]);
  });

  it("reads the refused commands and the camera's ERROR: text from a camera error message", () => {
    const message = "camera 127.0.0.1:80 reported an error:\n  store: flash write failed: disk full\nThese commands did run: write params; view section audio";
    expect(refusedCommands(message)).toEqual([{ command: 'store', error: 'flash write failed: disk full' }]);
  });
});

describe('operationReadiness', () => {
  const idle = { busy: false, invalid: false, pending: 0, unstored: 0, rebootNeeded: 0 };

  it('disables what has nothing to act on, with its reason; Reboot stays offered', () => {
    expect(operationReadiness(idle)).toEqual({ apply: 'noEdits', store: 'nothingToStore', storeUpdateReboot: 'nothingToReboot', reboot: null });
    expect(operationReadiness({ ...idle, pending: 2 })).toEqual({ apply: null, store: null, storeUpdateReboot: null, reboot: null });
    expect(operationReadiness({ ...idle, unstored: 1 })).toEqual({ apply: 'noEdits', store: null, storeUpdateReboot: null, reboot: null });
    expect(operationReadiness({ ...idle, rebootNeeded: 1 })).toEqual({ apply: 'noEdits', store: 'nothingToStore', storeUpdateReboot: null, reboot: null });
  });

  it('sends nothing while a value is invalid, and nothing at all while an operation runs', () => {
    expect(operationReadiness({ ...idle, pending: 1, invalid: true })).toEqual({ apply: 'invalid', store: 'invalid', storeUpdateReboot: 'invalid', reboot: null });
    expect(operationReadiness({ ...idle, pending: 1, busy: true })).toEqual({ apply: 'busy', store: 'busy', storeUpdateReboot: 'busy', reboot: 'busy' });
  });
});

describe('rebootWaitReason', () => {
  it('takes why the last try got no answer from the wait message, leaving its own count out', () => {
    const refused = localize('remoteConfig.connection.refused');
    expect(rebootWaitReason(localize('remoteConfig.rebootWait.progress.comingBack', { seconds: 12, reason: refused }))).toEqual(refused);
    expect(rebootWaitReason(localize('remoteConfig.rebootWait.progress.goingDown'))).toBeNull();
    expect(rebootWaitReason('the studio’s own words')).toBeNull();
  });
});
