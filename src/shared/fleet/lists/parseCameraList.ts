// A camera list file, whichever kind it is: an .mxu list says so on its first line
// (`#EXTMXU`); anything else is read as the community CSV.
import type { ParsedCameraList } from './cameraList';
import { CameraListError } from './cameraListError';
import { cameraListLimits } from './listLimits';
import { isMxuText, mxuFirstLine, parseMxuCameraList } from './parseMxuCameraList';
import { parseCsvCameraList } from './parseCsvCameraList';
import { localize } from '../../i18n/text';

/** Throws CameraListError for a file that cannot be read at all; bad lines are in `problems`. */
export function parseCameraList(fileName: string, text: string): ParsedCameraList {
  if (fileName.length > cameraListLimits.fileNameLength) throw new CameraListError(fileName.slice(0, 40) + '…', localize('cameraList.nameTooLong', { limit: String(cameraListLimits.fileNameLength) }));
  if (isMxuText(text)) return parseMxuCameraList(fileName, text);
  if (/\.mxu$/i.test(fileName)) throw new CameraListError(fileName, localize('cameraList.notMxu', { firstLine: mxuFirstLine }));
  return parseCsvCameraList(fileName, text.replace(/^\uFEFF/, ''));
}
