// Files that are not regular files, for the tests of what the studio refuses to read.
import { execFileSync } from 'node:child_process';

/** A named pipe (FIFO) at `path`: opening it to read without O_NONBLOCK waits for a writer that never comes. */
export function makeFifo(path: string): string {
  execFileSync('mkfifo', ['-m', '0600', path]);
  return path;
}
