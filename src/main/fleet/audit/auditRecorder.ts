// Turns what a RemoteConfigClient reports about a sent script (ScriptObserver) into an audit
// log entry: who sent it (studio or CLI), to which camera, what, and how it ended. Values of
// parameters that hold secrets (a SIP password, a PSK, ...) are masked too: the log keeps
// every script, never a password.
import { passwordMask, type ScriptObserver, type SentScript } from '../../remoteconfig/sentScript';
import type { AuditEntry } from '../../../shared/fleet/auditEntry';
import type { AuditLog } from './auditLog';

export interface AuditedCamera {
  id: string | null;
  label: string | null;
}

/** `NAME=value` lines (also `section.NAME=value`) whose name says it holds a secret. */
const secretAssignment = /^([^=\n]*(?:PASS|PWD|SECRET|PSK|TOKEN|PASSPHRASE|CREDENTIAL)[^=\n]*=).*$/gim;

export function maskSecretValues(script: string): string {
  return script.replace(secretAssignment, `$1${passwordMask}`);
}

export function auditEntryOf(sent: SentScript, source: AuditEntry['source'], camera: AuditedCamera): AuditEntry {
  const { result } = sent;
  return {
    time: sent.startedAt.toISOString(),
    source,
    camera: { id: camera.id, label: camera.label, host: sent.camera.host, port: sent.camera.port },
    operation: sent.operation,
    script: maskSecretValues(sent.script),
    durationMs: Math.max(0, Math.round(sent.durationMs)),
    result: result.status === 'ok' ? result : { ...result, message: maskSecretValues(result.message) },
  };
}

/**
 * The observer to hand a client: appends each script to `log`. `camera()` is asked at each
 * script, so a renamed camera is logged under its new name. A failed write goes to `onProblem`.
 */
export function auditObserver(log: AuditLog, source: AuditEntry['source'], camera: () => AuditedCamera, onProblem: (error: unknown) => void): ScriptObserver {
  return (sent) => {
    log.append(auditEntryOf(sent, source, camera())).catch(onProblem);
  };
}
