// camera.changed in the editor's store: a change by another operation marks the values shown
// as not holding it until a read asked for after it; the editor's own writes mark nothing.
import { describe, expect, it } from 'vitest';
import { loadSections, runOperation } from '../../../../src/renderer/features/configuration/configActions';
import { followConfigEvents } from '../../../../src/renderer/features/configuration/configEvents';
import { changeNotShown } from '../../../../src/renderer/features/configuration/configStore';
import { changeCauseKey } from '../../../../src/renderer/features/configuration/changeCause';
import { serializeConfig } from '../../../../src/shared/remoteconfig/configText';
import { fakeStudio } from '../../studioFixtures';

const answer = { text: serializeConfig({ versionLine: null, sections: [{ name: 'audio', params: [{ name: 'MICRO', value: '1' }] }] }) };
const ran = (command: string) => ({ command, status: 'ran' as const, errors: [] });

describe('camera.changed in the configuration editor', () => {
  it('marks the values shown until they are read again after the change', async () => {
    let answerRead: () => void = () => undefined;
    const { fake, studio } = fakeStudio({ 'config.readSections': () => new Promise((resolve) => (answerRead = () => resolve(answer))) });
    followConfigEvents(studio);
    const config = studio.stores.config;
    const first = loadSections(studio, 'cam');
    answerRead();
    await first;
    expect(changeNotShown(config.getState(), 'cam')).toBeNull();

    fake.emit('camera.changed', { cameraId: 'cam', operation: 'baseline.fix', operationId: 'fix-1', at: 1 });
    expect(changeNotShown(config.getState(), 'cam')).toMatchObject({ operation: 'baseline.fix' });
    expect(changeNotShown(config.getState(), 'other')).toBeNull();

    // A read asked for before a later change does not hold it.
    const second = loadSections(studio, 'cam');
    fake.emit('camera.changed', { cameraId: 'cam', operation: 'fleet.apply', operationId: 'fleet-1', at: 2 });
    answerRead();
    await second;
    expect(changeNotShown(config.getState(), 'cam')).toMatchObject({ operation: 'fleet.apply' });

    const third = loadSections(studio, 'cam');
    answerRead();
    await third;
    expect(changeNotShown(config.getState(), 'cam')).toBeNull();
  });

  it("ignores the editor's own writes: it reads the camera again after each", async () => {
    const { fake, studio } = fakeStudio({
      'config.apply': ({ operationId }) => {
        fake.emit('camera.changed', { cameraId: 'cam', operation: 'config.apply', operationId: operationId ?? null, at: 3 });
        return { transcript: { commands: [ran('write params'), ran('update')], complete: true }, rebootNeeded: [] };
      },
      'config.readSections': () => answer,
      'pendingEdits.save': () => ({ saved: true }),
    });
    followConfigEvents(studio);
    const config = studio.stores.config;
    await loadSections(studio, 'cam');
    config.getState().setEdit('cam', { section: 'audio', name: 'MICRO', value: '0' }, '1');
    await runOperation(studio, 'cam', 'apply');
    expect(config.getState().changes.cam).toBeUndefined();
    expect(changeNotShown(config.getState(), 'cam')).toBeNull();
  });

  it('names the operation by its method, another one generally', () => {
    expect(changeCauseKey('baseline.fix')).toBe('baselineFix');
    expect(changeCauseKey('fleet.apply')).toBe('fleetApply');
    expect(changeCauseKey('cameras.list')).toBe('other');
    expect(changeCauseKey('toString')).toBe('other');
    expect(changeCauseKey(null)).toBe('other');
  });
});
