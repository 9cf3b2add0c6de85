// The long operations under way (a reboot wait, a restore, later fleet work), each cancellable
// by its operationId (`operations.cancel`) or by its caller going away (a closed window, a
// dropped WebSocket): both abort the signal the engines were handed.
import { ApiError } from '../../../shared/api/errors';
import { localize } from '../../../shared/i18n/text';

export class OperationRegistry {
  private readonly running = new Map<string, AbortController>();

  /** Runs `work` as operation `operationId` (when given), with a signal that either way of cancelling aborts. */
  async run<T>(operationId: string | undefined, callerSignal: AbortSignal, work: (signal: AbortSignal) => Promise<T>): Promise<T> {
    const controller = new AbortController();
    if (operationId !== undefined) {
      if (this.running.has(operationId)) throw ApiError.of('invalid_request', localize('services.operations.alreadyUnderWay', { operationId }));
      this.running.set(operationId, controller);
    }
    try {
      return await work(AbortSignal.any([controller.signal, callerSignal]));
    } finally {
      if (operationId !== undefined) this.running.delete(operationId);
    }
  }

  /** False when no such operation is under way (it has ended, or never started). */
  cancel(operationId: string): boolean {
    const controller = this.running.get(operationId);
    controller?.abort();
    return controller !== undefined;
  }

  /** Cancels everything (the studio is closing). */
  cancelAll(): void {
    for (const controller of this.running.values()) controller.abort();
  }
}
