// Turns what a RemoteConfigClient reports about a sent script (ScriptObserver) into an audit
// log entry: who sent it (studio or CLI), to which camera, what, and how it ended. Values of
// parameters that hold secrets (a SIP password, a PSK, ...) are masked too: the log keeps
// every script, never a password. A script sent within a fleet run (fleetRunAudit.ts) names it.
import { runOfScript } from './auditRunContext';
import { passwordMask, type ScriptObserver, type SentScript } from '../../remoteconfig/sentScript';
import type { AuditEntry } from '../../../shared/fleet/auditEntry';
import type { AuditLog } from './auditLog';

export interface AuditedCamera {
  id: string | null;
  label: string | null;
}

const secretWords = '(?:PASS|PWD|SECRET|PSK|TOKEN|PASSPHRASE|CREDENTIAL)';
/** `NAME=value` lines (also `section.NAME=value`) whose name says it holds a secret. */
const secretAssignment = new RegExp(`^([^=\\n]*${secretWords}[^=\\n]*=).*$`, 'gim');
const secretName = new RegExp(secretWords, 'i');

export function maskSecretValues(script: string): string {
  return script.replace(secretAssignment, `$1${passwordMask}`);
}

/** A parameter's value as the log may keep it: masked when its name says it holds a secret. */
export function loggableValue(name: string, value: string): string {
  return secretName.test(name) ? passwordMask : value;
}

export function auditEntryOf(sent: SentScript, source: AuditEntry['source'], camera: AuditedCamera): AuditEntry {
  const { result } = sent;
  const runId = runOfScript();
  return {
    ...(runId === undefined ? {} : { runId }),
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
