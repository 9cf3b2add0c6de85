// The lines of a list file, numbered from 1, whatever line ends it uses (CRLF, LF, CR), with
// the file's bounds checked first.
import { CameraListError } from './cameraListError';
import { cameraListLimits } from './listLimits';
import { localize, type Text } from '../../i18n/text';

export interface ListLine {
  number: number;
  text: string;
}

export function listLines(fileName: string, text: string): ListLine[] {
  if (text.length > cameraListLimits.fileBytes) throw new CameraListError(fileName, localize('cameraList.tooLarge', { limit: String(cameraListLimits.fileBytes) }));
  const texts = text.split(/\r\n|\n|\r/);
  if (texts.at(-1) === '') texts.pop();
  if (texts.length > cameraListLimits.lines) throw new CameraListError(fileName, localize('cameraList.tooManyLines', { limit: String(cameraListLimits.lines) }));
  return texts.map((line, index) => ({ number: index + 1, text: line }));
}

/** A line with nothing but spaces or tabs counts as empty. */
export function isBlank(line: ListLine): boolean {
  return line.text.trim() === '';
}

export function tooLongProblem(line: ListLine): Text | null {
  return line.text.length > cameraListLimits.lineLength ? localize('cameraList.lineTooLong', { limit: String(cameraListLimits.lineLength) }) : null;
}
