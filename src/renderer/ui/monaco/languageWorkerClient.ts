// Stands in for monaco-editor's internal/common/workers.js (vite.renderer.config.ts aliases it
// here): the same createWebWorker, which the JSON language service uses to start its worker,
// without that module's side effect of importing every editor contribution. The studio bundles
// only the contributions it uses (monacoRuntime.ts).
import { editor } from 'monaco-editor/editor/editor.api';

export interface LanguageWorkerOptions {
  moduleId: string;
  label?: string;
  createData?: unknown;
  host?: Record<string, (...args: unknown[]) => unknown>;
  keepIdleModels?: boolean;
}

export function createWebWorker<T extends object>(options: LanguageWorkerOptions): editor.MonacoWebWorker<T> {
  const getWorker = globalThis.MonacoEnvironment?.getWorker;
  if (!getWorker) throw new Error('MonacoEnvironment.getWorker is not set: import ui/monaco/monacoRuntime first');
  const worker = Promise.resolve(getWorker('workerMain.js', options.label ?? 'monaco-editor-worker')).then((started) => {
    // The handshake the language workers expect (as in monaco-editor's own createWebWorker).
    started.postMessage('ignore');
    started.postMessage(options.createData);
    return started;
  });
  return editor.createWebWorker<T>({ worker, host: options.host, keepIdleModels: options.keepIdleModels });
}
