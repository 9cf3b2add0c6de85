// Errors the distributor core raises when it refuses a message. Each one names what was wrong
// in words a technician understands; InvalidMessageError (bad path or value) lives in
// src/shared/distributor/errors.ts because the renderer validates with it too.
import type { ErrorKind } from '../../../shared/errors/errorKind';

/** send() was called while the distributor is inactive (init() not called, or it failed). */
export class DistributorInactiveError extends Error {
  get kind(): ErrorKind {
    return 'distributor_inactive';
  }

  override readonly name = 'DistributorInactiveError';

  constructor(readonly reason: string) {
    super(`the distributor is not active, nothing can be sent: ${reason}`);
  }
}

/** One message is too large to fit in a package on its own. */
export class MessageTooLargeError extends Error {
  get kind(): ErrorKind {
    return 'invalid_message';
  }

  override readonly name = 'MessageTooLargeError';

  constructor(
    readonly messageBytes: number,
    readonly maxMessageBytes: number,
    readonly maxPackageBytes: number,
  ) {
    super(
      `message of ${messageBytes} bytes does not fit in one ${maxPackageBytes}-byte package ` +
        `(at most ${maxMessageBytes} bytes of path and value with their framing): shorten the path or the value`,
    );
  }
}

/** The send queue is full: messages are handed over faster than poll_freq sends them. */
export class SendQueueFullError extends Error {
  get kind(): ErrorKind {
    return 'queue_full';
  }

  override readonly name = 'SendQueueFullError';

  constructor(
    readonly capacity: number,
    readonly pollFreq: number,
  ) {
    super(
      `send queue full (${capacity} messages waiting): messages are sent at poll_freq=${pollFreq} packages per second; ` +
        'wait for the queue to drain or raise broadcast.poll_freq',
    );
  }
}
