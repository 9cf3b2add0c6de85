// The grid across cameras: a common value, or "multiple values" where cameras differ or lack it.
import { describe, expect, it } from 'vitest';
import { gridRows, sectionsOf } from '../../../../src/renderer/features/fleet/fleetGrid';

const audio = (level: string, extra: Array<{ name: string; value: string }> = []) => [{ name: 'audio', params: [{ name: 'MICRO', value: '1' }, { name: 'SPEAKERLEVEL', value: level }, ...extra] }];

describe('gridRows', () => {
  it('shows the common value, and none where the cameras differ, lack the parameter, or a camera is unread', () => {
    const rows = gridRows([
      { cameraId: 'a', label: 'A', sections: audio('30'), error: null },
      { cameraId: 'b', label: 'B', sections: audio('40', [{ name: 'PREAMPLIFIER', value: '0' }]), error: null },
      { cameraId: 'c', label: 'C', sections: null, error: 'camera 127.0.0.1:9 could not be reached' },
    ]);
    expect(rows.map((row) => [row.address, row.common])).toEqual([
      ['audio/MICRO', '1'],
      ['audio/SPEAKERLEVEL', null],
      ['audio/PREAMPLIFIER', null],
    ]);
    expect(rows[1]!.values).toEqual({ a: '30', b: '40' });
  });

  it('reads section names separated by spaces or commas, each once', () => {
    expect(sectionsOf(' audio, sip  audio ')).toEqual(['audio', 'sip']);
  });
});
