// Every error class the code exports says which kind of failure it is, and both surfaces
// derive what the caller sees from that kind: no engine error reaches an API caller as
// `internal`, nor a command line as the catch-all exit code 1 unless its kind means "failure".
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { errorKinds, isErrorKind } from '../../../src/shared/errors/errorKind';
import { ExitCode, exitCodeForError, interruptedExitCode } from '../../../src/main/cli/exitCodes';
import { toApiError } from '../../../src/main/transport/engineErrorMapping';

/** Classes whose own code travels with them: the API's errors, not engine errors. */
const apiOwnErrors = new Set(['ApiError', 'ApiCallError']);
/** Abstract bases: only their subclasses are thrown (LocalizedError: the base of errors whose message is a catalog text). */
const abstractBases = new Set(['RemoteConfigError', 'LocalizedError']);

interface ExportedErrorClass {
  file: string;
  name: string;
}

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'renderer' || entry.name === 'electron' ? [] : sourceFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

/** `export class X extends SomethingError` (or Error) in src/shared and src/main, electron and renderer aside. */
function exportedErrorClasses(): ExportedErrorClass[] {
  const declaration = /^export (?:abstract )?class (\w+) extends (\w+)/gm;
  return sourceFiles('src').flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(declaration)].filter((match) => match[2]!.endsWith('Error')).map((match) => ({ file, name: match[1]! })),
  );
}

async function loadClass({ file, name }: ExportedErrorClass): Promise<abstract new (...args: never[]) => Error> {
  const module = (await import(`../../../${relative('.', file)}`)) as Record<string, unknown>;
  return module[name] as abstract new (...args: never[]) => Error;
}

const classes = exportedErrorClasses();

describe('error kinds', () => {
  it('finds the error classes of the engines, the command lines and the shared code', () => {
    const names = classes.map((entry) => entry.name);
    for (const expected of ['AuthError', 'CutOffError', 'OperationCancelledError', 'DistributorConfigError', 'ScriptError', 'UsageError', 'InputTooLargeError']) expect(names).toContain(expected);
  });

  it.each(classes.filter((entry) => !apiOwnErrors.has(entry.name) && !abstractBases.has(entry.name)).map((entry) => [entry.name, entry] as const))(
    '%s has a kind, an API code other than internal and a documented exit code',
    async (_name, entry) => {
      const errorClass = await loadClass(entry);
      const instance = Object.create(errorClass.prototype) as Error & { kind?: unknown };
      Object.defineProperty(instance, 'message', { value: 'what went wrong' });
      expect(isErrorKind(instance.kind), `${entry.file}: ${entry.name} has no kind`).toBe(true);
      expect(toApiError(instance, 'test.method').code).not.toBe('internal');
      expect([...Object.values(ExitCode), interruptedExitCode]).toContain(exitCodeForError(instance));
    },
  );

  it('maps every kind to an API code and an exit code (the tables are total)', () => {
    for (const kind of errorKinds) {
      const error = Object.assign(new Error(kind), { kind });
      expect(toApiError(error, 'test.method').code).not.toBe('internal');
      expect(typeof exitCodeForError(error)).toBe('number');
    }
  });

  it('reports an error without a kind as internal, naming the method, and exits 1', () => {
    const bug = new TypeError('x is undefined');
    expect(toApiError(bug, 'config.apply')).toMatchObject({ code: 'internal', message: 'config.apply failed unexpectedly: x is undefined' });
    expect(exitCodeForError(bug)).toBe(ExitCode.failure);
  });

  it('gives a malformed backup sent to config.restoreBackup a usage error naming the line, not internal', async () => {
    const { parseConfig } = await import('../../../src/shared/remoteconfig/configText');
    let thrown: unknown;
    try {
      parseConfig('#:MX-V5.2.0\nSECTION audio\nMICRO=1\n', { source: 'the backup' });
    } catch (error) {
      thrown = error;
    }
    expect(toApiError(thrown, 'config.restoreBackup')).toMatchObject({ code: 'invalid_request', message: expect.stringMatching(/the backup line \d+/) });
  });
});
