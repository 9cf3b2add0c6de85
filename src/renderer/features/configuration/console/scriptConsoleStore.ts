// The command console per camera: the script being written (UI state) and the last run
// (written by scriptConsoleActions.ts: running, its transcript, or why it was refused).
import { createStore } from 'zustand/vanilla';
import type { ScriptTranscript } from '../../../../shared/api/scriptSchemas';

export type ScriptRun =
  | { status: 'running'; startedAt: number }
  | { status: 'answered'; transcript: ScriptTranscript; at: number }
  | { status: 'failed'; message: string; at: number };

export interface ScriptConsoleState {
  scripts: Record<string, string>;
  runs: Record<string, ScriptRun>;
  setScript(cameraId: string, script: string): void;
  setRun(cameraId: string, run: ScriptRun): void;
}

export function createScriptConsoleStore() {
  return createStore<ScriptConsoleState>()((set) => ({
    scripts: {},
    runs: {},
    setScript: (cameraId, script) => set((state) => ({ scripts: { ...state.scripts, [cameraId]: script } })),
    setRun: (cameraId, run) => set((state) => ({ runs: { ...state.runs, [cameraId]: run } })),
  }));
}

export type ScriptConsoleStore = ReturnType<typeof createScriptConsoleStore>;
