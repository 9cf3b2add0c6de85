// config.runScript: a technician's own command script (the studio's command console), run as
// written. The camera's answer is the result even when it reports ERROR: lines or leaves
// commands unconfirmed, since that is what the console is for; the transcript then carries
// the client's words for what went wrong, and no command without #exec counts as run.
import { ApiError } from '../../../shared/api/errors';
import type { ScriptTranscript } from '../../../shared/api/scriptSchemas';
import type { Transcript, TranscriptEntry } from '../../../shared/remoteconfig/responseParser';
import { prepareRawScript, ScriptError } from '../../../shared/remoteconfig/scriptBuilder';
import { CameraError, CutOffError, UnconfirmedError, VerifyFailedError } from '../../remoteconfig/errors';
import { framingCommands } from '../../../shared/remoteconfig/commands';
import type { CameraRegistry } from '../cameras/cameraRegistry';
import type { OperationRegistry } from '../operations/operationRegistry';
import { progressReporter } from '../operations/operationProgress';
import type { ServiceEventHub } from '../serviceEventHub';
import type { StudioHandlers } from '../studioServices';
import { localize } from '../../../shared/i18n/text';

export function scriptHandlers(cameras: CameraRegistry, hub: ServiceEventHub, operations: OperationRegistry): Pick<StudioHandlers, 'config.runScript'> {
  return {
    'config.runScript': ({ cameraId, operationId, script }, caller) => {
      const lines = checkScript(script).split('\n').length - 1;
      const report = progressReporter(hub, cameraId, operationId);
      return operations.run(operationId, caller.signal, (signal) => cameras.use(cameraId, async (client) => {
        report('send', localize('services.progress.sendingScript', { count: lines }));
        const transcript = await client.runScript(script, { signal }).then(
          (answer) => describeTranscript(answer, null),
          (error: unknown) => answeredDespite(error),
        );
        if (changedConfiguration(transcript)) await cameras.snapshots.recordCurrent(client, cameraId, 'applied', { signal });
        report('done', localize(transcript.problem === null ? 'services.progress.scriptRan' : 'services.progress.scriptNotWhole'), true);
        return { transcript };
      }));
    },
  };
}

/** Commands that change the running configuration: after one of them ran, the result is kept in the camera's history. */
const changingCommands = new Set(['write', 'append', 'delete', 'reset', 'restore', 'activate_profile']);

function changedConfiguration(transcript: ScriptTranscript): boolean {
  return transcript.commands.some((command) => command.status === 'ran' && changingCommands.has(command.command.trim().split(/\s+/)[0] ?? ''));
}

/** The body that will be sent; a script the camera would misread is refused before anything is sent. */
function checkScript(script: string): string {
  try {
    return prepareRawScript(script);
  } catch (error) {
    if (error instanceof ScriptError) throw ApiError.of('invalid_request', localize('services.config.scriptRefused', { problem: error.text }));
    throw error;
  }
}

/** The transcript of an answer the client refused as a whole; rethrows when there is none to show. */
function answeredDespite(error: unknown): ScriptTranscript {
  const answered = error instanceof CameraError || error instanceof UnconfirmedError || error instanceof CutOffError || error instanceof VerifyFailedError;
  const transcript = answered ? error.transcript : undefined;
  if (!transcript) throw error;
  return describeTranscript(transcript, (error as Error).message);
}

function describeTranscript(transcript: Transcript, problem: string | null): ScriptTranscript {
  const commands = transcript.entries.filter((entry) => entry.kind === 'command' && !framingCommands.has(entry.command)).map(describeEntry);
  return { commands, complete: transcript.completed, problem };
}

function describeEntry(entry: TranscriptEntry): ScriptTranscript['commands'][number] {
  return {
    command: entry.line,
    blockLines: entry.blockLines,
    status: entry.executed ? 'ran' : entry.errors.length > 0 ? 'failed' : 'unknown',
    errors: entry.errors,
    traces: entry.traces,
    output: entry.data,
  };
}
