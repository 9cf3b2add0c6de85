import { describe, expect, it } from 'vitest';
import { sectionsOfAnswer } from '../../../../src/renderer/features/configuration/sectionsOfAnswer';
import { loadSections } from '../../../../src/renderer/features/configuration/configActions';
import { fakeStudio } from '../../studioFixtures';

const cameraFile = '#:MX-V5.2.4\nSECTION audio\nMICRO=0\nLABEL=Tür Süd = links\nENDSECTION audio\nSECTION network\nDHCP=on\nENDSECTION network\n';

describe('sectionsOfAnswer', () => {
  it("reads config.readSections' text into sections, values exact (umlauts, '=' in the value)", () => {
    const sections = sectionsOfAnswer({ text: cameraFile });
    expect(sections.map((section) => section.name)).toEqual(['audio', 'network']);
    expect(sections[0]!.params).toEqual([
      { name: 'MICRO', value: '0' },
      { name: 'LABEL', value: 'Tür Süd = links' },
    ]);
    expect(JSON.parse(JSON.stringify(sections))).toEqual([
      { name: 'audio', params: [{ name: 'MICRO', value: '0' }, { name: 'LABEL', value: 'Tür Süd = links' }] },
      { name: 'network', params: [{ name: 'DHCP', value: 'on' }] },
    ]);
  });

  it('refuses a text the camera could not have sent, naming the line', () => {
    expect(() => sectionsOfAnswer({ text: 'SECTION audio\nbad name=1\nENDSECTION audio\n' })).toThrow(/line 2/);
    expect(() => sectionsOfAnswer({ text: 'SECTION audio\nMICRO=1\n' })).toThrow('missing ENDSECTION audio');
  });

  it("keeps a broken answer beside the camera as the editor's error, the tree not replaced", async () => {
    const { studio } = fakeStudio({ 'config.readSections': () => ({ text: 'MICRO=1\n' }) });
    await loadSections(studio, 'cam');
    expect(studio.stores.config.getState().byCamera.cam).toEqual({ status: 'failed', message: expect.stringContaining('line 1: NAME=value outside a section') });
  });
});
