import { describe, expect, it } from 'vitest';
import { ApiCallError } from '../../../../src/shared/api/studioApi';
import { loadSections } from '../../../../src/renderer/features/configuration/configActions';
import { fakeStudio } from '../../studioFixtures';

describe('loadSections', () => {
  it('reads the sections of a camera, shows it as loading meanwhile, and keeps the error message when that fails', async () => {
    const { fake, studio } = fakeStudio({
      'config.readSections': ({ cameraId }) => {
        if (cameraId === 'bad') throw new ApiCallError('auth', 'the camera refused user admin', 'config.readSections');
        return { sections: [{ name: 'audio', params: [{ name: 'MICRO', value: '1' }] }] };
      },
    });
    const config = studio.stores.config;
    const reading = loadSections(studio, 'good');
    expect(config.getState().byCamera.good).toEqual({ status: 'loading' });
    await reading;
    await loadSections(studio, 'bad');
    expect(config.getState().byCamera.good).toMatchObject({ status: 'loaded', sections: [{ name: 'audio' }] });
    expect(config.getState().byCamera.bad).toEqual({ status: 'failed', message: 'the camera refused user admin' });
    expect(fake.calls[0]).toEqual({ method: 'config.readSections', input: { cameraId: 'good' } });
  });
});
