// The apply from the page: it asks first when it stores, updates or reboots; the dry run's
// scripts give way to what was sent; the grid reads the cameras it touched again; texts come in
// the studio's language.
import { describe, expect, it } from 'vitest';
import type { MethodInput } from '../../../../src/shared/api/contract';
import { readFleetGrid, runFleetApply } from '../../../../src/renderer/features/fleet/fleetActions';
import { asksBeforeApply, type GridCamera } from '../../../../src/renderer/features/fleet/fleetStore';
import { camera, fakeStudio } from '../../studioFixtures';
import { localize } from '../../../../src/shared/i18n/text';

/** Words given as they are (the camera's own), as a text of the catalog. */
const asWords = (detail: string) => localize('fleet.outcome.failed', { detail });

const audio = (level: string) => [{ name: 'audio', params: [{ name: 'SPEAKERLEVEL', value: level }] }];
const column = (cameraId: string, level: string): GridCamera => ({ cameraId, label: `Camera ${cameraId}`, sections: audio(level), error: null });

describe('asksBeforeApply', () => {
  it('asks when the apply stores, updates or reboots, not for the running values alone', () => {
    expect(asksBeforeApply({ store: false, update: false, reboot: false })).toBe(false);
    expect(asksBeforeApply({ store: true, update: false, reboot: false })).toBe(true);
    expect(asksBeforeApply({ store: false, update: true, reboot: false })).toBe(true);
    expect(asksBeforeApply({ store: true, update: true, reboot: true })).toBe(true);
  });
});

describe('runFleetApply', () => {
  it('replaces the dry run with what was sent, and reads the cameras it reached again into the grid', async () => {
    const levels: Record<string, string> = { a: '30', b: '40', c: '50' };
    const { fake, studio } = fakeStudio({
      'fleet.readGrid': (input: MethodInput<'fleet.readGrid'>) => ({ cameras: input.cameraIds.map((id) => column(id, levels[id]!)) }),
      'fleet.apply': () => {
        levels.a = '42';
        levels.b = '42';
        return {
          results: [
            { cameraId: 'a', label: 'Camera a', status: 'verified' as const, message: '1 value(s) read back as written', text: asWords('1 value(s) read back as written') },
            { cameraId: 'b', label: 'Camera b', status: 'applied' as const, message: 'applied', text: asWords('applied') },
            { cameraId: 'c', label: 'Camera c', status: 'notReached' as const, message: 'cancelled before its turn', text: asWords('cancelled before its turn') },
          ],
          tookMs: 1200,
        };
      },
    });
    studio.stores.cameras.getState().setCameras([camera('a'), camera('b'), camera('c')]);
    const fleet = studio.stores.fleet.getState();
    fleet.selectCameras(['a', 'b', 'c']);
    await readFleetGrid(studio);
    fleet.setNewValue('audio/SPEAKERLEVEL', '42');
    studio.stores.fleet.getState().setDryRun({ status: 'ready', scripts: [{ cameraId: 'a', label: 'Camera a', script: 'helo\nquit\n' }] });

    await runFleetApply(studio);

    const state = studio.stores.fleet.getState();
    expect(state.dryRun).toEqual({ status: 'idle' });
    expect(state.run).toMatchObject({ status: 'finished', ran: { cameras: 3, values: 1, steps: { store: true, update: false, reboot: false } } });
    // The camera not reached is not read again; the two applied ones are.
    expect(fake.calls.filter((call) => call.method === 'fleet.readGrid').map((call) => (call.input as MethodInput<'fleet.readGrid'>).cameraIds)).toEqual([
      ['a', 'b', 'c'],
      ['a', 'b'],
    ]);
    const grid = state.grid.status === 'loaded' ? state.grid.cameras : [];
    expect(grid.map((entry) => entry.sections?.[0]?.params[0]?.value)).toEqual(['42', '42', '50']);
  });

  it('says what is missing in the studio’s language', async () => {
    const { studio } = fakeStudio({});
    await readFleetGrid(studio);
    expect(studio.stores.fleet.getState().grid).toEqual({ status: 'failed', message: 'Select at least one camera.' });
    studio.stores.ui.getState().setLanguage('de');
    await readFleetGrid(studio);
    expect(studio.stores.fleet.getState().grid).toEqual({ status: 'failed', message: 'Mindestens eine Kamera wählen.' });
  });
});
