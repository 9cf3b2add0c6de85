// The Baseline tab's checks and fixes: which cameras a check takes, the check under way (done /
// total from baseline.checkProgress), the runs kept and the one on show, a second run to compare
// with, the filter of the matrix, the cameras chosen for a fix, the fix's dry run, steps, live
// progress (fleet.applyProgress) and per-camera result, and the handover report's fields.
import type { Text } from '../../../shared/i18n/text';
import { createStore } from 'zustand/vanilla';
import type { CheckRun, CheckRunSummary } from '../../../shared/api/baselineSchemas';
import type { MethodOutput } from '../../../shared/api/contract';
import type { StatusFilter } from './checkMatrix';

/** The cameras of a check: the baseline's groups, one group, or cameras chosen one by one. */
export type CheckTarget = { kind: 'baselineGroups' } | { kind: 'group'; group: string } | { kind: 'cameras'; cameraIds: string[] };

export type CheckState =
  | { status: 'idle' }
  | { status: 'running'; operationId: string; baseline: string; done: number; total: number; cancelling: boolean }
  | { status: 'failed'; message: string };

export type RunsLoad = { status: 'idle' } | { status: 'loading' } | { status: 'loaded'; runs: CheckRunSummary[] } | { status: 'failed'; message: string };
export type OtherRun = { status: 'idle' } | { status: 'loading'; runId: string } | { status: 'loaded'; run: CheckRun } | { status: 'failed'; message: string };

export type FixPlan = MethodOutput<'baseline.planFix'>;
export type FixResult = MethodOutput<'baseline.fix'>['results'][number];

export interface FixSteps {
  store: boolean;
  update: boolean;
  reboot: boolean;
}

export interface FixProgress {
  label: string;
  step: string;
  /** What happens, in the catalog: rendered in the studio's language when shown. */
  text: Text;
  status?: FixResult['status'];
}

export type FixPlanLoad = { status: 'idle' } | { status: 'loading' } | { status: 'ready'; plan: FixPlan } | { status: 'failed'; message: string };
export type FixRun =
  | { status: 'idle' }
  | { status: 'running'; operationId: string; progress: Record<string, FixProgress>; cancelling: boolean }
  | { status: 'finished'; results: FixResult[]; tookMs: number }
  | { status: 'failed'; message: string };

export type ReportResult = { status: 'idle' } | { status: 'saving' } | { status: 'saved'; output: MethodOutput<'report.save'> } | { status: 'failed'; message: string };

export interface BaselineCheckState {
  target: CheckTarget;
  check: CheckState;
  runs: RunsLoad;
  /** The run the summary and matrix show. */
  shown: CheckRun | null;
  other: OtherRun;
  filter: StatusFilter;
  /** Drifted cameras of the shown run the technician chose for "Bring back to baseline…". */
  fixCameraIds: ReadonlySet<string>;
  fixOnlySelected: boolean;
  fixSteps: FixSteps;
  fixPlan: FixPlanLoad;
  fix: FixRun;
  /** Kept for the next report. */
  site: string;
  technician: string;
  report: ReportResult;
  setTarget(target: CheckTarget): void;
  setCheck(check: CheckState): void;
  /** A camera of the running check done (other checks' events are ignored). */
  reachCheckProgress(operationId: string, done: number, total: number): void;
  markCheckCancelling(): void;
  setRuns(runs: RunsLoad): void;
  showRun(run: CheckRun | null): void;
  setOther(other: OtherRun): void;
  setFilter(filter: StatusFilter): void;
  chooseForFix(cameraId: string, chosen: boolean): void;
  setFixOnlySelected(only: boolean): void;
  setFixSteps(steps: FixSteps): void;
  setFixPlan(plan: FixPlanLoad): void;
  setFix(fix: FixRun): void;
  reachFixProgress(operationId: string, cameraId: string, progress: FixProgress): void;
  markFixCancelling(): void;
  setReportFields(site: string, technician: string): void;
  setReport(report: ReportResult): void;
  /** Another baseline opened: its own runs, nothing of the last one's. */
  reset(): void;
}

const fresh = {
  target: { kind: 'baselineGroups' } as CheckTarget,
  check: { status: 'idle' } as CheckState,
  runs: { status: 'idle' } as RunsLoad,
  shown: null,
  other: { status: 'idle' } as OtherRun,
  filter: 'all' as StatusFilter,
  fixCameraIds: new Set<string>(),
  fixOnlySelected: false,
  fixPlan: { status: 'idle' } as FixPlanLoad,
  fix: { status: 'idle' } as FixRun,
  report: { status: 'idle' } as ReportResult,
};

export function createBaselineCheckStore() {
  return createStore<BaselineCheckState>()((set) => ({
    ...fresh,
    fixSteps: { store: true, update: false, reboot: false },
    site: '',
    technician: '',
    setTarget: (target) => set({ target }),
    setCheck: (check) => set({ check }),
    reachCheckProgress: (operationId, done, total) =>
      set((state) => (state.check.status === 'running' && state.check.operationId === operationId && done >= state.check.done ? { check: { ...state.check, done, total } } : state)),
    markCheckCancelling: () => set((state) => (state.check.status === 'running' ? { check: { ...state.check, cancelling: true } } : state)),
    setRuns: (runs) => set({ runs }),
    showRun: (shown) => set({ shown, other: { status: 'idle' }, fixCameraIds: new Set(), fixPlan: { status: 'idle' }, report: { status: 'idle' } }),
    setOther: (other) => set({ other }),
    setFilter: (filter) => set({ filter }),
    chooseForFix: (cameraId, chosen) =>
      set((state) => {
        const fixCameraIds = new Set(state.fixCameraIds);
        if (chosen) fixCameraIds.add(cameraId);
        else fixCameraIds.delete(cameraId);
        return { fixCameraIds, fixOnlySelected: fixCameraIds.size > 0 && state.fixOnlySelected, fixPlan: { status: 'idle' } };
      }),
    setFixOnlySelected: (fixOnlySelected) => set({ fixOnlySelected, fixPlan: { status: 'idle' } }),
    setFixSteps: (fixSteps) => set({ fixSteps, fixPlan: { status: 'idle' } }),
    setFixPlan: (fixPlan) => set({ fixPlan }),
    setFix: (fix) => set({ fix }),
    reachFixProgress: (operationId, cameraId, progress) =>
      set((state) => (state.fix.status === 'running' && state.fix.operationId === operationId ? { fix: { ...state.fix, progress: { ...state.fix.progress, [cameraId]: progress } } } : state)),
    markFixCancelling: () => set((state) => (state.fix.status === 'running' ? { fix: { ...state.fix, cancelling: true } } : state)),
    setReportFields: (site, technician) => set({ site, technician }),
    setReport: (report) => set({ report }),
    reset: () => set({ ...fresh, fixCameraIds: new Set() }),
  }));
}

export type BaselineCheckStore = ReturnType<typeof createBaselineCheckStore>;
