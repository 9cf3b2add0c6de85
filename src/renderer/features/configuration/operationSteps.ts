// The steps of an apply / store / reboot operation as the editor shows them, and how the
// studio's progress events and a failure's message map onto them. Their names are in the
// catalog: configuration.steps.<step>, configuration.operations.<kind>.
import type { PendingEdit } from './pendingEdit';
import type { StudioText } from '../../i18n/studioText';
import { isText, type Text } from '../../../shared/i18n/text';

export type OperationKind = 'apply' | 'store' | 'storeUpdateReboot' | 'reboot';
export type OperationStep = 'write' | 'store' | 'update' | 'reboot' | 'verify';

/** The catalog's key of a step's state (configuration.stepStates.*). */
export const stepStateKeys = { waiting: 'waiting', running: 'running', done: 'done', failed: 'failed', 'not-done': 'notDone' } as const satisfies Record<StepState, string>;

/** What is known about one change after a failure, from reading the camera again. */
export interface ChangeOutcome extends PendingEdit {
  state: 'applied' | 'not-applied' | 'unknown';
  /** What the camera reported, or why that is not known. */
  note: string;
}

export type OperationOutcome =
  | { status: 'running' }
  /** `changes`: how many were sent; worded when shown (doneSummary), so it follows a change of language. */
  | { status: 'done'; changes: number }
  | { status: 'failed'; step: OperationStep | null; message: string; cameraErrors: string[]; changes: ChangeOutcome[]; cancelled: boolean };

export interface OperationView {
  operationId: string;
  kind: OperationKind;
  steps: OperationStep[];
  /** The changes sent (empty for a store or reboot alone). */
  changes: PendingEdit[];
  active: OperationStep | null;
  startedAt: number;
  stepStartedAt: number;
  /** When the camera took the reboot and the wait for it began; absent before (a reboot still being asked for). */
  rebootWaitSince?: number;
  /** The step's last words: the service's text (operation.progress), or the studio's own, already in its language. */
  lastMessage: Text | string;
  /** The technician asked to cancel; the outcome (what had run) follows. */
  cancelRequested: boolean;
  outcome: OperationOutcome;
}

/** What a finished operation did, in the language of `t`. */
export function doneSummary(t: StudioText, kind: OperationKind, count: number): string {
  const changes = t('configuration.done.changes', { count });
  switch (kind) {
    case 'apply':
      return t('configuration.done.apply', { changes });
    case 'store':
      return count > 0 ? t('configuration.done.store', { changes }) : t('configuration.done.storeAlone');
    case 'storeUpdateReboot':
      return count > 0 ? t('configuration.done.storeUpdateReboot', { changes }) : t('configuration.done.storeUpdateRebootAlone');
    case 'reboot':
      return t('configuration.done.reboot');
  }
}

export function plannedSteps(kind: OperationKind, withChanges: boolean): OperationStep[] {
  const write: OperationStep[] = withChanges ? ['write'] : [];
  switch (kind) {
    case 'apply':
      return [...write, 'update'];
    case 'store':
      return [...write, 'store'];
    case 'storeUpdateReboot':
      return withChanges ? ['write', 'store', 'update', 'reboot', 'verify'] : ['store', 'update', 'reboot'];
    case 'reboot':
      return ['reboot'];
  }
}

/** The step a progress event of the studio stands for; `send` is the request that writes (and stores, updates). */
export function stepOfProgress(serviceStep: string): OperationStep | null {
  if (serviceStep === 'send') return 'write';
  if (serviceStep === 'store' || serviceStep === 'update' || serviceStep === 'reboot' || serviceStep === 'verify') return serviceStep;
  return null;
}

/** The step a command line of the script belongs to (`write params` -> write). */
export function stepOfCommand(command: string): OperationStep | null {
  const word = command.trim().split(/\s+/)[0] ?? '';
  if (word === 'write') return 'write';
  if (word === 'view') return 'write';
  if (word === 'store' || word === 'update' || word === 'reboot') return word;
  return null;
}

// A camera error's message lists each refused command as "  <command>: <the camera's ERROR: text>".
const refusedCommandLine = /^ {2}(.+?): (.+)$/;

/** The commands the camera refused and its own ERROR: text for each, from a camera_error message. */
export function refusedCommands(message: string): Array<{ command: string; error: string }> {
  return message
    .split('\n')
    .map((line) => refusedCommandLine.exec(line))
    .filter((match): match is RegExpExecArray => match !== null)
    .map((match) => ({ command: match[1]!, error: match[2]! }));
}

export type StepState = 'waiting' | 'running' | 'done' | 'failed' | 'not-done';

/** How one planned step stands: before the active one it is done, the active one runs (or failed). */
export function stepState(operation: OperationView, step: OperationStep): StepState {
  const { outcome, steps } = operation;
  if (outcome.status === 'done') return 'done';
  const index = steps.indexOf(step);
  if (outcome.status === 'failed') {
    const failedIndex = steps.indexOf(outcome.step ?? operation.active ?? steps[0]!);
    if (index < failedIndex) return 'done';
    return index === failedIndex ? 'failed' : 'not-done';
  }
  const activeIndex = operation.active === null ? -1 : steps.indexOf(operation.active);
  if (index < activeIndex) return 'done';
  return index === activeIndex ? 'running' : 'waiting';
}

/**
 * Why the camera did not answer at the last try of a reboot wait (the service's "waiting for the
 * camera to come back (12 s: connection refused)"), or null. The editor counts the seconds of the
 * wait itself, once; the message's own count is left out.
 */
export function rebootWaitReason(message: Text | string): Text | string | null {
  if (typeof message === 'string' || message.id !== 'remoteConfig.rebootWait.progress.comingBack') return null;
  const reason = message.params?.reason;
  return typeof reason === 'string' || isText(reason) ? reason : null;
}
