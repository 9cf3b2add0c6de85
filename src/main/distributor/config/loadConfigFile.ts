// Reads a configuration file: clear errors for a missing, unreadable, oversized, empty or
// invalid JSON file, and for a key given twice.
import { DistributorConfigError } from './errors';
import { InputTooLargeError, readCappedFileSync } from '../../base/files/cappedRead';
import { RefusedFileError } from '../../base/files/regularFile';
import { lineAndColumn, parseStrictJson } from '../../base/json/strictJson';
import { parseSystemConfig, parseUserConfig } from './parseConfig';
import type { SystemConfig, UserConfig } from './types';

const readProblems: Record<string, string> = {
  ENOENT: 'cannot be read: no such file',
  EACCES: 'cannot be read: permission denied',
  EPERM: 'cannot be read: permission denied',
  EISDIR: 'cannot be read: it is a directory',
};

/**
 * Largest configuration file read: real ones are a few hundred bytes. Only regular files are
 * read (a FIFO or /dev/zero is refused: base/files/regularFile.ts).
 */
export const maxConfigFileBytes = 1024 * 1024;

function readText(file: string): string {
  let bytes: Buffer;
  try {
    bytes = readCappedFileSync(file, maxConfigFileBytes, { namedByUser: true });
  } catch (error) {
    if (error instanceof InputTooLargeError) {
      throw new DistributorConfigError(file, null, `the file is larger than 1 MiB (${maxConfigFileBytes} bytes)`, 'a JSON configuration file of at most 1 MiB');
    }
    const code = (error as NodeJS.ErrnoException).code ?? '';
    if (error instanceof RefusedFileError && !readProblems[code]) throw new DistributorConfigError(file, null, error.message, 'a regular JSON file');
    const problem = readProblems[code] ?? `cannot be read: ${error instanceof Error ? error.message : String(error)}`;
    throw new DistributorConfigError(file, null, problem, 'a readable JSON file');
  }
  return bytes.toString('utf8');
}

/**
 * Parses JSON text, reporting syntax errors with line and column (never quoting the text) and
 * refusing a key given twice in one object (JSON.parse would silently keep the last).
 */
export function parseJsonText(text: string, file: string): unknown {
  const withoutBom = text.replace(/^\uFEFF/, '');
  if (withoutBom.trim() === '') throw new DistributorConfigError(file, null, 'the file is empty', 'a JSON object of options');
  const parsed = parseStrictJson(withoutBom);
  if (parsed.kind === 'duplicate') {
    throw new DistributorConfigError(file, parsed.name, `given twice (${lineAndColumn(withoutBom, parsed.first)} and ${lineAndColumn(withoutBom, parsed.second)})`, 'each option once');
  }
  if (parsed.kind === 'syntax') throw new DistributorConfigError(file, null, `invalid JSON at ${lineAndColumn(withoutBom, parsed.position)}: ${parsed.problem}`, 'a JSON object of options');
  return parsed.value;
}

export function loadSystemConfig(file: string): SystemConfig {
  return parseSystemConfig(parseJsonText(readText(file), file), file);
}

export function loadUserConfig(file: string): UserConfig {
  return parseUserConfig(parseJsonText(readText(file), file), file);
}
