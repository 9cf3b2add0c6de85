// The site's history as `git log` keeps it, one entry per commit with its trailers read back.
import { trailerKeys } from './commitMessage';

export interface SiteLogEntry {
  commit: string;
  author: { name: string; email: string };
  /** ISO 8601 with the author's offset. */
  date: string;
  subject: string;
  operation: string | null;
  cameras: string[];
  result: string | null;
}

const field = '%x1f';
/** The `--format` of `git log -z` that parseSiteLog reads. */
export const siteLogFormat = ['%H', '%an', '%ae', '%aI', '%s', `%(trailers:key=${trailerKeys.operation},valueonly,separator=%x1e)`, `%(trailers:key=${trailerKeys.cameras},valueonly,separator=%x1e)`, `%(trailers:key=${trailerKeys.result},valueonly,separator=%x1e)`].join(field);

export function parseSiteLog(output: string): SiteLogEntry[] {
  return output
    .split('\0')
    .filter((record) => record.trim() !== '')
    .map((record) => {
      const [commit = '', name = '', email = '', date = '', subject = '', operation = '', cameras = '', result = ''] = record.replace(/^\n/, '').split('\x1f');
      const first = (value: string): string | null => value.split('\x1e')[0]?.trim() || null;
      const cameraList = (first(cameras) ?? '').split(',').map((camera) => camera.trim()).filter((camera) => camera !== '' && camera !== '-');
      return { commit, author: { name, email }, date, subject, operation: first(operation), cameras: cameraList, result: first(result) };
    });
}
