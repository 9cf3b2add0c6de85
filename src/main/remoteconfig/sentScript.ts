// What a RemoteConfigClient tells its observer about every script it sends: the hook the
// audit log hangs on, so the engine itself never writes a file. The script is handed over with
// the client's own password masked (a technician may have typed it into a raw script); the
// password never travels in a script otherwise (it is in the Authorization header only).
import type { ErrorKind } from '../../shared/errors/errorKind';
import type { CameraAddress } from './errors';

/** How the camera took a script: `ok`, its `ERROR:` text, or no complete answer (the transport failed, cut off, refused...). */
export type SentScriptResult =
  | { status: 'ok' }
  | { status: 'camera_error'; message: string }
  | { status: 'failed'; kind: ErrorKind | 'internal'; message: string };

export interface SentScript {
  camera: CameraAddress;
  /** What the client was asked to do: 'read configuration file', 'set parameters', 'script', ... */
  operation: string;
  /** The request body as sent (Latin-1 decoded), the client's password masked. */
  script: string;
  startedAt: Date;
  durationMs: number;
  result: SentScriptResult;
}

/** Told about every script after its answer (or failure). Must not throw: an observer's trouble is its own. */
export type ScriptObserver = (sent: SentScript) => void;

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
