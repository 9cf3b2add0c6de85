// The camera list's search: a camera matches when every word of the query is in its name, its
// address (host:port) or its group, ignoring case ("halle 3 .22" finds 127.0.1.22 in Halle 3).
import type { CameraSummary } from '../../../shared/api/cameraSchemas';

type Searchable = Pick<CameraSummary, 'label' | 'host' | 'port' | 'group'>;

/** At most this many characters of a query are used: the field is bounded like every input. */
export const cameraSearchMaxLength = 100;

export function matchingCameras<T extends Searchable>(cameras: readonly T[], query: string): T[] {
  const words = query.slice(0, cameraSearchMaxLength).toLocaleLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...cameras];
  return cameras.filter((camera) => {
    const text = `${camera.label}\n${camera.host}:${camera.port}\n${camera.group ?? ''}`.toLocaleLowerCase();
    return words.every((word) => text.includes(word));
  });
}
