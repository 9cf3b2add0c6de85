// Reads a configuration file: clear errors for a missing, unreadable, oversized, empty or
// invalid JSON file, and for a key given twice.
import { DistributorConfigError } from './errors';
import { InputTooLargeError, readCappedFileSync } from '../../base/files/cappedRead';
import { RefusedFileError } from '../../base/files/regularFile';
import { lineAndColumn, parseStrictJson } from '../../base/json/strictJson';
import { parseSystemConfig, parseUserConfig } from './parseConfig';
import type { SystemConfig, UserConfig } from './types';
import { errorAsText } from '../../../shared/i18n/errorWords';
import { localize, type Text } from '../../../shared/i18n/text';

const readProblems: Record<string, Text> = {
  ENOENT: localize('distributor.config.problem.noSuchFile'),
  EACCES: localize('distributor.config.problem.permissionDenied'),
  EPERM: localize('distributor.config.problem.permissionDenied'),
  EISDIR: localize('distributor.config.problem.directory'),
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
      throw new DistributorConfigError(file, null, localize('distributor.config.problem.tooLarge', { bytes: String(maxConfigFileBytes) }), localize('distributor.config.expected.smallFile'));
    }
    const code = (error as NodeJS.ErrnoException).code ?? '';
    if (error instanceof RefusedFileError && !readProblems[code]) throw new DistributorConfigError(file, null, errorAsText(error), localize('distributor.config.expected.regularFile'));
    const problem = readProblems[code] ?? localize('distributor.config.problem.unreadable', { reason: errorAsText(error) });
    throw new DistributorConfigError(file, null, problem, localize('distributor.config.expected.readableFile'));
  }
  return bytes.toString('utf8');
}

/**
 * Parses JSON text, reporting syntax errors with line and column (never quoting the text) and
 * refusing a key given twice in one object (JSON.parse would silently keep the last).
 */
export function parseJsonText(text: string, file: string): unknown {
  const withoutBom = text.replace(/^\uFEFF/, '');
  const objectOfOptions = localize('distributor.config.expected.objectOfOptions');
  if (withoutBom.trim() === '') throw new DistributorConfigError(file, null, localize('distributor.config.problem.empty'), objectOfOptions);
  const parsed = parseStrictJson(withoutBom);
  if (parsed.kind === 'duplicate') {
    const twice = localize('distributor.config.problem.givenTwice', { first: lineAndColumn(withoutBom, parsed.first), second: lineAndColumn(withoutBom, parsed.second) });
    throw new DistributorConfigError(file, parsed.name, twice, localize('distributor.config.expected.eachOptionOnce'));
  }
  if (parsed.kind === 'syntax') throw new DistributorConfigError(file, null, localize('distributor.config.problem.invalidJson', { where: lineAndColumn(withoutBom, parsed.position), problem: parsed.problem }), objectOfOptions);
  return parsed.value;
}

export function loadSystemConfig(file: string): SystemConfig {
  return parseSystemConfig(parseJsonText(readText(file), file), file);
}

export function loadUserConfig(file: string): UserConfig {
  return parseUserConfig(parseJsonText(readText(file), file), file);
}
