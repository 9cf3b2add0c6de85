// What a RemoteConfigClient tells its observer about every script it sends: the hook the
// audit log hangs on, so the engine itself never writes a file. The observer is told before the
// script goes out, and the client waits for it (the audit log's line on disk), so a script the
// camera may have run is never missing from the log, even when the process is killed while the
// camera has it; then it is told how the script ended. The script is handed over with
// the client's own password masked (a technician may have typed it into a raw script); the
// password never travels in a script otherwise (it is in the Authorization header only).
import type { ErrorKind } from '../../shared/errors/errorKind';
import type { ScriptOperation } from '../../shared/remoteconfig/scriptOperations';
import type { CameraAddress } from './errors';

/** How the camera took a script: `ok`, its `ERROR:` text, or no complete answer (the transport failed, cut off, refused...). */
export type SentScriptResult =
  | { status: 'ok' }
  | { status: 'camera_error'; message: string }
  | { status: 'failed'; kind: ErrorKind | 'internal'; message: string };

/** A script about to be sent. */
export interface StartingScript {
  camera: CameraAddress;
  /** What the client was asked to do: readConfigFile, setParameters, script, ... */
  operation: ScriptOperation;
  /** The request body as it goes out (Latin-1 decoded), the client's password masked. */
  script: string;
  startedAt: Date;
}

/** How a script sent ended. */
export interface ScriptEnd {
  durationMs: number;
  result: SentScriptResult;
}

export type SentScript = StartingScript & ScriptEnd;

/** Told how the script it was returned for ended. Must not throw. */
export type ScriptEndObserver = (end: ScriptEnd) => void;

/**
 * Told about every script before it is sent; the client sends it once the promise resolves and
 * then tells the function it resolved to how the script ended. Must neither throw nor reject:
 * an observer's trouble is its own.
 */
export type ScriptObserver = (script: StartingScript) => Promise<ScriptEndObserver>;

export const passwordMask = '********';

/** Passwords shorter than this are not searched for (masking "1" would mangle every number of a script). */
export const shortestMaskedPassword = 4;

/** `text` with every occurrence of `password` replaced by the mask. */
export function maskPassword(text: string, password: string): string {
  return password.length >= shortestMaskedPassword ? text.split(password).join(passwordMask) : text;
}

export function resultOf(error: unknown, password: string): SentScriptResult {
  const kind = (error as { kind?: ErrorKind }).kind ?? 'internal';
  const message = maskPassword(error instanceof Error ? error.message : String(error), password);
  return kind === 'camera_error' ? { status: 'camera_error', message } : { status: 'failed', kind, message };
}
