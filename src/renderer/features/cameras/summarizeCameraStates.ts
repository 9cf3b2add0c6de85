import type { CameraSummary } from '../../../shared/api/cameraSchemas';
import type { StudioText } from '../../i18n/studioText';
import { cameraStateLabel } from './describeCameraState';

/** "1 online, 2 offline" (in the order the states first appear, in the list's words), or "none". */
export function summarizeCameraStates(cameras: readonly Pick<CameraSummary, 'state'>[], t: StudioText): string {
  if (cameras.length === 0) return t('cameras.summaryNone');
  const counts = new Map<CameraSummary['state'], number>();
  for (const camera of cameras) counts.set(camera.state, (counts.get(camera.state) ?? 0) + 1);
  return [...counts].map(([state, count]) => t('cameras.summaryPart', { count, state: cameraStateLabel(state, t) })).join(t('cameras.summarySeparator'));
}
