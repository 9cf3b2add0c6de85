// The live heap of a Node process a bench started with `--inspect=127.0.0.1:0`, read over its
// inspector (the DevTools protocol): a full collection first (HeapProfiler.collectGarbage), then
// the heap in use (Runtime.getHeapUsage). Without the collection a sample falls anywhere between
// two collections and says more about the collector's timing than about what the process holds.
// Loopback only: the inspector's port is the process' own on 127.0.0.1.
import type { ChildProcess } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { WebSocket } from 'ws';

const listeningLine = /Debugger listening on (ws:\/\/127\.0\.0\.1:\d+\/\S+)/;
const connectTimeoutMs = 30_000;
/** A heap snapshot of a few hundred MiB takes a while; a collection far less. */
const answerTimeoutMs = 120_000;

export interface NodeInspector {
  /** The heap in use after a full collection, MiB. */
  liveHeapMiB(): Promise<number>;
  /** Writes a heap snapshot (a full collection first) to `file`, for Chromium's DevTools. */
  heapSnapshot(file: string): Promise<void>;
  close(): void;
}

/** The inspector's address, from the line Node prints to standard error as it starts. */
export function inspectorAddress(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let stderr = '';
    const timer = setTimeout(() => reject(new Error(`no "Debugger listening" line from process ${child.pid} within ${connectTimeoutMs / 1000} s: ${stderr.slice(-500)}`)), connectTimeoutMs);
    child.stderr!.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
      const match = listeningLine.exec(stderr);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!);
      }
    });
  });
}

export async function connectInspector(address: string): Promise<NodeInspector> {
  const socket = new WebSocket(address);
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`inspector at ${address}: no connection within ${connectTimeoutMs / 1000} s`)), connectTimeoutMs);
    socket.once('open', () => {
      clearTimeout(timer);
      resolve();
    });
    socket.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
  });
  let nextId = 1;
  const waiting = new Map<number, { resolve: (result: unknown) => void; reject: (error: Error) => void }>();
  const listeners = new Set<(method: string, params: Record<string, unknown>) => void>();
  socket.on('message', (data: Buffer) => {
    const message = JSON.parse(data.toString('utf8')) as { id?: number; result?: unknown; error?: { message: string }; method?: string; params?: Record<string, unknown> };
    if (message.id === undefined) {
      for (const listener of listeners) listener(message.method!, message.params ?? {});
      return;
    }
    const pending = waiting.get(message.id);
    waiting.delete(message.id);
    if (message.error) pending?.reject(new Error(`inspector: ${message.error.message}`));
    else pending?.resolve(message.result);
  });
  socket.on('close', () => {
    for (const pending of waiting.values()) pending.reject(new Error('inspector: the connection closed before its answer'));
    waiting.clear();
  });
  const send = (method: string, params: object = {}): Promise<unknown> =>
    new Promise((resolve, reject) => {
      const id = nextId++;
      const timer = setTimeout(() => {
        waiting.delete(id);
        reject(new Error(`inspector: no answer to ${method} within ${answerTimeoutMs / 1000} s`));
      }, answerTimeoutMs);
      const settle = <T>(finish: (value: T) => void) => (value: T) => {
        clearTimeout(timer);
        finish(value);
      };
      waiting.set(id, { resolve: settle(resolve), reject: settle(reject) });
      socket.send(JSON.stringify({ id, method, params }));
    });
  return {
    async liveHeapMiB() {
      await send('HeapProfiler.collectGarbage');
      const usage = (await send('Runtime.getHeapUsage')) as { usedSize: number };
      return usage.usedSize / 1024 / 1024;
    },
    async heapSnapshot(file) {
      const out = createWriteStream(file);
      const listener = (method: string, params: Record<string, unknown>): void => {
        if (method === 'HeapProfiler.addHeapSnapshotChunk') out.write(params.chunk as string);
      };
      listeners.add(listener);
      try {
        await send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
      } finally {
        listeners.delete(listener);
        await new Promise<void>((resolve, reject) => out.end((error?: Error | null) => (error ? reject(error) : resolve())));
      }
    },
    close: () => socket.close(),
  };
}
