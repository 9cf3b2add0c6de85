// Why a checked camera is unreadable (or what it lacks), as a text: the run's text where it has
// one, else the English words a run kept before texts (shown as they were written).
import type { CameraCheck } from '../api/baselineSchemas';
import { localize, type Text } from '../i18n/text';

export function checkReasonText(camera: Pick<CameraCheck, 'reason' | 'reasonText'>): Text | null {
  if (camera.reasonText) return camera.reasonText;
  return camera.reason === null ? null : localize('baseline.reason.asWritten', { words: camera.reason });
}
