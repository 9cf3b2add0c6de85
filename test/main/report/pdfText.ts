// The text of a PDF as Debian's poppler-utils `pdftotext` reads it (-layout: a table's row on
// one line), whitespace runs made one space: what a reader of the file can find in it.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

export async function pdfText(path: string): Promise<string> {
  const { stdout } = await run('pdftotext', ['-layout', '-enc', 'UTF-8', path, '-'], { maxBuffer: 64 * 1024 * 1024 });
  return stdout.replace(/[ \t]+/g, ' ');
}
