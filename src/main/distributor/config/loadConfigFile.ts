// Reads a configuration file: clear errors for a missing, unreadable, empty or invalid JSON file.
import { readFileSync } from 'node:fs';
import { DistributorConfigError } from './errors';
import { findJsonSyntaxError } from './jsonSyntaxError';
import { parseSystemConfig, parseUserConfig } from './parseConfig';
import type { SystemConfig, UserConfig } from './types';

const readProblems: Record<string, string> = {
  ENOENT: 'cannot be read: no such file',
  EACCES: 'cannot be read: permission denied',
  EPERM: 'cannot be read: permission denied',
  EISDIR: 'cannot be read: it is a directory',
};

function readText(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? '';
    const problem = readProblems[code] ?? `cannot be read: ${error instanceof Error ? error.message : String(error)}`;
    throw new DistributorConfigError(file, null, problem, 'a readable JSON file');
  }
}

/** "line 3, column 7" for a character offset into `text`. */
export function lineAndColumn(text: string, position: number): string {
  const before = text.slice(0, position);
  const line = before.split('\n').length;
  const column = position - before.lastIndexOf('\n');
  return `line ${line}, column ${column}`;
}

/** Parses JSON text, reporting syntax errors with line and column (never quoting the text). */
export function parseJsonText(text: string, file: string): unknown {
  const withoutBom = text.replace(/^\uFEFF/, '');
  if (withoutBom.trim() === '') throw new DistributorConfigError(file, null, 'the file is empty', 'a JSON object of options');
  try {
    return JSON.parse(withoutBom) as unknown;
  } catch {
    const syntax = findJsonSyntaxError(withoutBom);
    const detail = syntax ? ` at ${lineAndColumn(withoutBom, syntax.position)}: ${syntax.problem}` : '';
    throw new DistributorConfigError(file, null, `invalid JSON${detail}`, 'a JSON object of options');
  }
}

export function loadSystemConfig(file: string): SystemConfig {
  return parseSystemConfig(parseJsonText(readText(file), file), file);
}

export function loadUserConfig(file: string): UserConfig {
  return parseUserConfig(parseJsonText(readText(file), file), file);
}
