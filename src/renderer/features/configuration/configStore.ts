// The configuration editor's state per camera: the sections read from it, the edits not yet
// applied, what was applied but not stored, the running apply/store/reboot operation, and the
// camera's reboot_needed and profile. Filled by configActions.ts and configEvents.ts.
import { createStore } from 'zustand/vanilla';
import { rebootRequestMessageId, type ConfigSection } from '../../../shared/api/configSchemas';
import type { Text } from '../../../shared/i18n/text';
import type { PendingEdit } from './pendingEdit';
import type { OperationView, OperationStep, OperationOutcome } from './operationSteps';

export type SectionsLoad =
  /** `previous`: what the last read returned, shown meanwhile so a reload does not blank the tree. */
  | { status: 'loading'; previous?: { sections: ConfigSection[]; readAt: number } }
  /** `changeSerial`: the store's change serial when the read was asked for (it holds every change told up to it); absent: 0. */
  | { status: 'loaded'; sections: ConfigSection[]; readAt: number; changeSerial?: number }
  | { status: 'failed'; message: string };

export type { PendingEdit };

/** Whether the pending edits are kept by the studio (so they survive a reload). */
export type EditsKeeping = { status: 'loading' | 'saving' | 'saved' } | { status: 'failed'; message: string };

/** Another operation changed the camera (`camera.changed`): which (a contract method, null: the studio itself), and the serial it was told under. */
export interface CameraChange {
  operation: string | null;
  serial: number;
}

export interface ConfigState {
  byCamera: Record<string, SectionsLoad>;
  /** The latest change of each camera made by another operation than this editor's own. */
  changes: Record<string, CameraChange>;
  /** Counts the changes told: a read asked for after a change holds it. */
  changeSerial: number;
  /** The operation ids of this page's own writes from the editor (it reads the camera again after each itself). */
  ownOperations: string[];
  edits: Record<string, PendingEdit[]>;
  keeping: Record<string, EditsKeeping>;
  /** Changes written to the running configuration but not stored to flash. */
  unstored: Record<string, PendingEdit[]>;
  operations: Record<string, OperationView>;
  rebootNeeded: Record<string, string[]>;
  profile: Record<string, string | null>;
  setSections(cameraId: string, load: SectionsLoad): void;
  noteChange(cameraId: string, operation: string | null): void;
  /** Remembers an operation id this editor writes under (the last 32). */
  ownOperation(operationId: string): void;
  /** Sets an edit; an edit back to the value the camera holds (`original`) is dropped. */
  setEdit(cameraId: string, edit: PendingEdit, original: string | undefined): void;
  revertEdit(cameraId: string, section: string, name: string): void;
  replaceEdits(cameraId: string, edits: PendingEdit[]): void;
  setKeeping(cameraId: string, keeping: EditsKeeping): void;
  setUnstored(cameraId: string, changes: PendingEdit[]): void;
  startOperation(cameraId: string, operation: OperationView): void;
  /** A step of the operation with this id began (events of other operations are ignored). */
  reachStep(operationId: string, step: OperationStep, message: Text | string, at: number): void;
  finishOperation(cameraId: string, operationId: string, outcome: OperationOutcome): void;
  requestCancel(cameraId: string, operationId: string): void;
  closeOperation(cameraId: string): void;
  setRebootNeeded(cameraId: string, sections: string[]): void;
  setProfile(cameraId: string, profile: string | null): void;
}

const ownOperationsKept = 32;

/** The change the camera's shown values do not hold yet (another operation changed it after they were asked for), or null. */
export function changeNotShown(state: Pick<ConfigState, 'byCamera' | 'changes'>, cameraId: string): CameraChange | null {
  return changeAfter(state, cameraId, state.byCamera[cameraId]);
}

/** The camera's latest change by another operation when `load` (a read of it with its change serial) does not hold it, or null. */
export function changeAfter(state: Pick<ConfigState, 'changes'>, cameraId: string, load: { status: string; changeSerial?: number } | undefined): CameraChange | null {
  const change = state.changes[cameraId];
  if (change === undefined || load?.status !== 'loaded') return null;
  return change.serial > (load.changeSerial ?? 0) ? change : null;
}

const sameAddress = (edit: PendingEdit, section: string, name: string) => edit.section === section && edit.name === name;

export function createConfigStore() {
  return createStore<ConfigState>()((set) => ({
    byCamera: {},
    changes: {},
    changeSerial: 0,
    ownOperations: [],
    edits: {},
    keeping: {},
    unstored: {},
    operations: {},
    rebootNeeded: {},
    profile: {},
    setSections: (cameraId, load) => set((state) => ({ byCamera: { ...state.byCamera, [cameraId]: load } })),
    noteChange: (cameraId, operation) =>
      set((state) => {
        const serial = state.changeSerial + 1;
        return { changeSerial: serial, changes: { ...state.changes, [cameraId]: { operation, serial } } };
      }),
    ownOperation: (operationId) => set((state) => ({ ownOperations: [...state.ownOperations.slice(-(ownOperationsKept - 1)), operationId] })),
    setEdit: (cameraId, edit, original) =>
      set((state) => {
        const current = state.edits[cameraId] ?? [];
        const index = current.findIndex((known) => sameAddress(known, edit.section, edit.name));
        let next: PendingEdit[];
        if (edit.value === original) next = current.filter((_, i) => i !== index);
        else if (index < 0) next = [...current, { ...edit }];
        else next = current.map((known, i) => (i === index ? { ...edit } : known));
        return { edits: { ...state.edits, [cameraId]: next } };
      }),
    revertEdit: (cameraId, section, name) =>
      set((state) => ({ edits: { ...state.edits, [cameraId]: (state.edits[cameraId] ?? []).filter((edit) => !sameAddress(edit, section, name)) } })),
    replaceEdits: (cameraId, edits) => set((state) => ({ edits: { ...state.edits, [cameraId]: edits.map((edit) => ({ ...edit })) } })),
    setKeeping: (cameraId, keeping) => set((state) => ({ keeping: { ...state.keeping, [cameraId]: keeping } })),
    setUnstored: (cameraId, changes) => set((state) => ({ unstored: { ...state.unstored, [cameraId]: changes } })),
    startOperation: (cameraId, operation) => set((state) => ({ operations: { ...state.operations, [cameraId]: operation } })),
    reachStep: (operationId, step, message, at) =>
      set((state) => {
        const entry = Object.entries(state.operations).find(([, operation]) => operation.operationId === operationId && operation.outcome.status === 'running');
        if (!entry) return {};
        const [cameraId, operation] = entry;
        const stepStartedAt = operation.active === step ? operation.stepStartedAt : at;
        const rebootWaitSince = step === 'reboot' && (typeof message === 'string' || message.id !== rebootRequestMessageId) ? (operation.rebootWaitSince ?? at) : operation.rebootWaitSince;
        return { operations: { ...state.operations, [cameraId]: { ...operation, active: step, stepStartedAt, rebootWaitSince, lastMessage: message } } };
      }),
    finishOperation: (cameraId, operationId, outcome) =>
      set((state) => {
        const operation = state.operations[cameraId];
        if (operation?.operationId !== operationId) return {};
        return { operations: { ...state.operations, [cameraId]: { ...operation, outcome } } };
      }),
    requestCancel: (cameraId, operationId) =>
      set((state) => {
        const operation = state.operations[cameraId];
        if (operation?.operationId !== operationId || operation.outcome.status !== 'running') return {};
        return { operations: { ...state.operations, [cameraId]: { ...operation, cancelRequested: true } } };
      }),
    closeOperation: (cameraId) =>
      set((state) => {
        const { [cameraId]: _closed, ...others } = state.operations;
        return { operations: others };
      }),
    setRebootNeeded: (cameraId, sections) => set((state) => ({ rebootNeeded: { ...state.rebootNeeded, [cameraId]: sections } })),
    setProfile: (cameraId, profile) => set((state) => ({ profile: { ...state.profile, [cameraId]: profile } })),
  }));
}

export type ConfigStore = ReturnType<typeof createConfigStore>;
