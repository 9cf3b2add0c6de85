// One commit per operation that changes a site: a subject a person reads, and trailers a
// program reads (`git interpret-trailers`, `git log --format=%(trailers)`).
import { z } from 'zod';
import { localize, type Text } from '../../shared/i18n/text';
import { SiteRepositoryError } from './siteErrors';
import { controlCharacterText } from './siteTexts';

export const trailerKeys = { operation: 'Camconfig-Operation', cameras: 'Camconfig-Cameras', result: 'Camconfig-Result' } as const;

export interface Technician {
  name: string;
  email: string;
}

export interface SiteOperation {
  /** A machine name of the operation: import, discovery-add, camera-edit, apply, fleet-apply, backup, check, fix, report, passphrase-change, ... */
  operation: string;
  /** What a person reads in `git log --oneline`: "Brought 3 cameras back to baseline 'Audio Süd' v2: 3 verified". */
  subject: string;
  /** Lines below the subject (optional). */
  body?: string;
  /** The cameras it concerned (their ids). */
  cameras: readonly string[];
  /** Its outcome in a few words: "3 verified", "2 backed up, 1 failed". */
  result: string;
}

const operationName = /^[a-z][a-z0-9-]{0,39}$/;
const cameraId = /^[A-Za-z0-9][A-Za-z0-9_-]{0,99}$/;

function checkLine(text: string, field: Text, max: number): void {
  const problem = controlCharacterText(text, field);
  if (problem) throw new SiteRepositoryError(problem, 'bad_input');
  if (text.length > max) throw new SiteRepositoryError(localize('siteRepo.tooLong', { field, max }), 'bad_input');
}

const emailSchema = z.string().max(254).regex(/^[^\s<>@]+@[^\s<>@]+$/);

/** The technician as git records an author: no angle brackets or line breaks (git would cut them), an e-mail address. */
export function checkTechnician(technician: Technician): Technician {
  checkLine(technician.name, localize('siteRepo.field.technicianName'), 200);
  if (technician.name.trim() === '' || /[<>]/.test(technician.name)) throw new SiteRepositoryError(localize('siteRepo.technician.nameEmpty'), 'bad_input');
  if (!emailSchema.safeParse(technician.email).success) throw new SiteRepositoryError(localize('siteRepo.technician.badEmail', { email: technician.email.slice(0, 254) }), 'bad_input');
  return technician;
}

/** A camera id as the trailers hold it (letters, digits, - and _): nothing a regular expression or git reads as more. */
export function checkedCameraId(camera: string): string {
  if (!cameraId.test(camera)) throw new SiteRepositoryError(localize('siteRepo.commit.badCameraId', { camera: camera.slice(0, 100) }), 'bad_input');
  return camera;
}

export function commitMessage(operation: SiteOperation): string {
  if (!operationName.test(operation.operation)) throw new SiteRepositoryError(localize('siteRepo.commit.badOperation', { operation: operation.operation.slice(0, 60) }), 'bad_input');
  checkLine(operation.subject, localize('siteRepo.field.commitSubject'), 200);
  if (operation.subject.trim() === '') throw new SiteRepositoryError(localize('siteRepo.commit.emptySubject'), 'bad_input');
  checkLine(operation.result, localize('siteRepo.field.result'), 200);
  for (const camera of operation.cameras) checkedCameraId(camera);
  const body = operation.body ? `${operation.body.replace(/\r\n?/g, '\n').trim()}\n\n` : '';
  if (body) {
    const problem = controlCharacterText(body, localize('siteRepo.field.commitBody'), { lines: true });
    if (problem) throw new SiteRepositoryError(problem, 'bad_input');
  }
  const trailers = [`${trailerKeys.operation}: ${operation.operation}`, `${trailerKeys.cameras}: ${operation.cameras.join(', ') || '-'}`, `${trailerKeys.result}: ${operation.result || '-'}`];
  return `${operation.subject.trim()}\n\n${body}${trailers.join('\n')}\n`;
}
