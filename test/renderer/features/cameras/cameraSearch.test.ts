import { describe, expect, it } from 'vitest';
import { cameraSearchMaxLength, matchingCameras } from '../../../../src/renderer/features/cameras/cameraSearch';

const cameras = [
  { label: 'Gate west', host: '127.0.1.21', port: 80, group: 'Tor Süd' },
  { label: 'Halle 3 Nord', host: '127.0.1.22', port: 8080, group: 'Halle 3' },
  { label: '127.0.2.5', host: '127.0.2.5', port: 80, group: null },
];
const labels = (query: string) => matchingCameras(cameras, query).map((camera) => camera.label);

describe('the camera list search', () => {
  it('finds by name, address with port, and group, ignoring case', () => {
    expect(labels('gate')).toEqual(['Gate west']);
    expect(labels('.22:8080')).toEqual(['Halle 3 Nord']);
    expect(labels('tor süd')).toEqual(['Gate west']);
    expect(labels('HALLE')).toEqual(['Halle 3 Nord']);
  });

  it('needs every word to match, somewhere', () => {
    expect(labels('halle 3 .22')).toEqual(['Halle 3 Nord']);
    expect(labels('halle gate')).toEqual([]);
  });

  it('shows every camera for an empty query, and uses a bounded query', () => {
    expect(labels('  ')).toHaveLength(3);
    expect(labels(`${'x'.repeat(cameraSearchMaxLength)}gate`)).toEqual([]);
    expect(labels(`gate${' '.repeat(cameraSearchMaxLength)}zzz`)).toEqual(['Gate west']);
  });
});
