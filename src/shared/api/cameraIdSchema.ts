// The one rule for a camera id, for every method that takes one and every file kept per camera
// id (pending-edits/<id>.json, snapshots/<id>/). The studio makes ids `cam-<n>`; an id must at
// least be safe as a file name on every system: letters, digits, '-' and '_', starting with a
// letter or digit (so never `__proto__`, `.` or `..`), and no name Windows reserves for a device.
import { z } from 'zod';
import { isReservedDeviceName } from '../text/fileNames';

export const maxCameraIdLength = 100;

const idPattern = /^[A-Za-z0-9][A-Za-z0-9_-]*$/;

/** Why `id` is not a camera id, or null when it is one. */
export function cameraIdProblem(id: string): string | null {
  const shown = `'${id.slice(0, maxCameraIdLength)}'`;
  if (id.length === 0 || id.length > maxCameraIdLength) return `${shown} is not a camera id (1 to ${maxCameraIdLength} characters)`;
  if (!idPattern.test(id)) return `${shown} is not a camera id (letters, digits, '-' and '_', starting with a letter or digit)`;
  if (isReservedDeviceName(id)) return `${shown} is not a camera id (a name Windows reserves for a device)`;
  return null;
}

export const cameraIdSchema = z.string().superRefine((id, context) => {
  const problem = cameraIdProblem(id);
  if (problem !== null) context.addIssue({ code: 'custom', message: problem });
});
