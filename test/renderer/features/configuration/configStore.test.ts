import { describe, expect, it } from 'vitest';
import { createConfigStore } from '../../../../src/renderer/features/configuration/configStore';
import type { OperationView } from '../../../../src/renderer/features/configuration/operationSteps';
import { stepState } from '../../../../src/renderer/features/configuration/operationSteps';
import { rebootRequestMessageId } from '../../../../src/shared/api/configSchemas';
import { localize } from '../../../../src/shared/i18n/text';

const micro = (value: string) => ({ section: 'audio', name: 'MICRO', value });

function operation(overrides: Partial<OperationView> = {}): OperationView {
  return { operationId: 'op-1', kind: 'storeUpdateReboot', steps: ['write', 'store', 'update', 'reboot', 'verify'], changes: [micro('1')], active: 'write', startedAt: 1, stepStartedAt: 1, lastMessage: '', cancelRequested: false, outcome: { status: 'running' }, ...overrides };
}

describe('the config store: pending edits', () => {
  it('keeps one edit per address, replaces it when edited again and drops it when back at the camera value', () => {
    const store = createConfigStore();
    store.getState().setEdit('cam', micro('1'), '0');
    store.getState().setEdit('cam', { section: 'audio', name: 'SPEAKER', value: '3' }, '1');
    store.getState().setEdit('cam', micro('1'), '0');
    expect(store.getState().edits.cam).toEqual([micro('1'), { section: 'audio', name: 'SPEAKER', value: '3' }]);
    store.getState().setEdit('cam', micro('0'), '0');
    expect(store.getState().edits.cam).toEqual([{ section: 'audio', name: 'SPEAKER', value: '3' }]);
    store.getState().revertEdit('cam', 'audio', 'SPEAKER');
    expect(store.getState().edits.cam).toEqual([]);
  });

  it('keeps the edits of each camera apart', () => {
    const store = createConfigStore();
    store.getState().setEdit('a', micro('1'), '0');
    store.getState().replaceEdits('b', [micro('0')]);
    expect(store.getState().edits).toEqual({ a: [micro('1')], b: [micro('0')] });
  });
});

describe('the config store: operations', () => {
  it('moves the running operation to the step of its own progress events only', () => {
    const store = createConfigStore();
    store.getState().startOperation('cam', operation());
    store.getState().reachStep('someone-else', 'reboot', 'x', 5);
    expect(store.getState().operations.cam?.active).toBe('write');
    store.getState().reachStep('op-1', 'reboot', 'waiting for the camera', 7);
    store.getState().reachStep('op-1', 'reboot', 'still waiting', 9);
    expect(store.getState().operations.cam).toMatchObject({ active: 'reboot', stepStartedAt: 7, lastMessage: 'still waiting' });
  });

  it('starts the reboot wait once the camera took the reboot, not while it is still asked for', () => {
    const store = createConfigStore();
    store.getState().startOperation('cam', operation({ kind: 'reboot', steps: ['reboot'], active: 'reboot' }));
    store.getState().reachStep('op-1', 'reboot', localize(rebootRequestMessageId), 3);
    expect(store.getState().operations.cam?.rebootWaitSince).toBeUndefined();
    store.getState().reachStep('op-1', 'reboot', localize('remoteConfig.rebootWait.progress.goingDown'), 8);
    store.getState().reachStep('op-1', 'reboot', localize('remoteConfig.rebootWait.progress.comingBack', { seconds: 3, reason: localize('remoteConfig.connection.refused') }), 11);
    expect(store.getState().operations.cam?.rebootWaitSince).toBe(8);
  });

  it('ignores the outcome of an operation that is no longer shown, and events after the outcome', () => {
    const store = createConfigStore();
    store.getState().startOperation('cam', operation());
    store.getState().finishOperation('cam', 'op-old', { status: 'done', changes: 0 });
    expect(store.getState().operations.cam?.outcome).toEqual({ status: 'running' });
    store.getState().finishOperation('cam', 'op-1', { status: 'done', changes: 1 });
    store.getState().reachStep('op-1', 'verify', 'late', 10);
    expect(store.getState().operations.cam).toMatchObject({ active: 'write', outcome: { status: 'done' } });
    store.getState().closeOperation('cam');
    expect(store.getState().operations.cam).toBeUndefined();
  });
});

describe('stepState', () => {
  it('marks steps before the active one done, the active one running, and after a failure the failed step and those not done', () => {
    const running = operation({ active: 'reboot' });
    expect(running.steps.map((step) => stepState(running, step))).toEqual(['done', 'done', 'done', 'running', 'waiting']);
    const failed = operation({ active: 'write', outcome: { status: 'failed', step: 'store', message: 'x', cameraErrors: [], changes: [], cancelled: false } });
    expect(failed.steps.map((step) => stepState(failed, step))).toEqual(['done', 'failed', 'not-done', 'not-done', 'not-done']);
    const done = operation({ outcome: { status: 'done', changes: 0 } });
    expect(done.steps.map((step) => stepState(done, step))).toEqual(['done', 'done', 'done', 'done', 'done']);
  });
});
