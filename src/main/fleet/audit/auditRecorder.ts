// Turns what a RemoteConfigClient reports about a script (ScriptObserver) into the audit log's
// two lines: before it is sent, who sends it (studio or CLI), to which camera, what; after, how
// it ended. Values of
// parameters that hold secrets (a SIP password, a PSK, ...) are masked too: the log keeps
// every script, never a password. A script sent within a fleet run (fleetRunAudit.ts) names it.
import { randomUUID } from 'node:crypto';
import { runOfScript } from './auditRunContext';
import { passwordMask, type ScriptEnd, type ScriptObserver, type StartingScript } from '../../remoteconfig/sentScript';
import type { AuditEntry, AuditScriptEnded, AuditScriptStarted } from '../../../shared/fleet/auditEntry';
import type { AuditLog } from './auditLog';
import { scriptOperationText } from '../../../shared/fleet/auditOperation';
import { englishText } from '../../../shared/i18n/renderText';

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

/** The line written before a script is sent: what goes out (secret values masked), to which camera, in which run. */
export function scriptStartedLine(starting: StartingScript, source: AuditEntry['source'], camera: AuditedCamera, scriptId: string): AuditScriptStarted {
  const runId = runOfScript();
  return {
    kind: 'scriptStarted',
    scriptId,
    time: starting.startedAt.toISOString(),
    source,
    camera: { id: camera.id, label: camera.label, host: starting.camera.host, port: starting.camera.port },
    operation: englishText(scriptOperationText(starting.operation)),
    operationId: starting.operation,
    script: maskSecretValues(starting.script),
    ...(runId === undefined ? {} : { runId }),
  };
}

/** The line written once the script ended: how, the camera's words with secret values masked. */
export function scriptEndedLine(end: ScriptEnd, scriptId: string): AuditScriptEnded {
  const { result } = end;
  return {
    kind: 'scriptEnded',
    scriptId,
    time: new Date().toISOString(),
    durationMs: Math.max(0, Math.round(end.durationMs)),
    result: result.status === 'ok' ? result : { ...result, message: maskSecretValues(result.message) },
  };
}

/**
 * The observer to hand a client: logs each script's start, on disk before the client sends it,
 * and its end. `camera()` is asked at each script, so a renamed camera is logged under its new
 * name. A failed write goes to `onProblem` (the script still goes out: the camera work is not
 * held hostage by a full disk).
 */
export function auditObserver(log: AuditLog, source: AuditEntry['source'], camera: () => AuditedCamera, onProblem: (error: unknown) => void): ScriptObserver {
  return async (starting) => {
    const scriptId = randomUUID();
    await log.append(scriptStartedLine(starting, source, camera(), scriptId)).catch(onProblem);
    return (end) => void log.append(scriptEndedLine(end, scriptId)).catch(onProblem);
  };
}
