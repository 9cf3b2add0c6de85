// The one rule for a camera id, for every method that takes one and every file kept per camera
// id (pending-edits/<id>.json, snapshots/<id>/). The studio makes ids `cam-<n>`; an id must at
// least be safe as a file name on every system: letters, digits, '-' and '_', starting with a
// letter or digit (so never `__proto__`, `.` or `..`), and no name Windows reserves for a device.
import { z } from 'zod';
import { localize, type Text } from '../i18n/text';
import { isReservedDeviceName } from '../text/fileNames';

export const maxCameraIdLength = 100;

const idPattern = /^[A-Za-z0-9][A-Za-z0-9_-]*$/;

/** Why `id` is not a camera id, or null when it is one. */
export function cameraIdProblem(id: string): Text | null {
  const shown = { id: id.slice(0, maxCameraIdLength) };
  if (id.length === 0 || id.length > maxCameraIdLength) return localize('contract.cameraId.length', { ...shown, max: String(maxCameraIdLength) });
  if (!idPattern.test(id)) return localize('contract.cameraId.characters', shown);
  if (isReservedDeviceName(id)) return localize('contract.cameraId.deviceName', shown);
  return null;
}

export const cameraIdSchema = z.string().superRefine((id, context) => {
  const problem = cameraIdProblem(id);
  if (problem !== null) context.addIssue({ code: 'custom', message: problem.id, params: { ...problem.params } });
});
