// What a camera holds against what the baseline expects of it: each expected value compared
// exactly, as the camera gives it (Latin-1 text, no trimming, no case folding). A parameter the
// camera does not have is drift with nothing found; a section it does not have is drift of each
// of the baseline's parameters in it.
import { getParam, type CameraConfig } from '../remoteconfig/configModel';
import type { ExpectedValue } from './fillBaseline';

export interface Drift {
  section: string;
  name: string;
  expected: string;
  /** What the camera holds; null: it has no such parameter (or no such section). */
  found: string | null;
}

/** Every expected value the camera does not hold, in the baseline's order (empty: compliant). */
export function driftOf(expected: readonly ExpectedValue[], config: CameraConfig): Drift[] {
  const drift: Drift[] = [];
  for (const { section, name, value } of expected) {
    const found = getParam(config, section, name) ?? null;
    if (found !== value) drift.push({ section, name, expected: value, found });
  }
  return drift;
}
