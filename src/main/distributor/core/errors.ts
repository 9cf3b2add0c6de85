// Errors the distributor core raises when it refuses a message. Each one names what was wrong
// in words a technician understands (area distributor of the catalog); InvalidMessageError (bad
// path or value) lives in src/shared/distributor/errors.ts because the renderer validates with it too.
import type { ErrorKind } from '../../../shared/errors/errorKind';
import { LocalizedError } from '../../../shared/i18n/localizedError';
import { localize, type Text } from '../../../shared/i18n/text';

/** send() was called while the distributor is inactive (init() not called, or it failed). */
export class DistributorInactiveError extends LocalizedError {
  get kind(): ErrorKind {
    return 'distributor_inactive';
  }

  override readonly name = 'DistributorInactiveError';

  constructor(readonly reason: Text) {
    super(localize('distributor.error.inactive', { reason }));
  }
}

/** One message is too large to fit in a package on its own. */
export class MessageTooLargeError extends LocalizedError {
  get kind(): ErrorKind {
    return 'invalid_message';
  }

  override readonly name = 'MessageTooLargeError';

  constructor(
    readonly messageBytes: number,
    readonly maxMessageBytes: number,
    readonly maxPackageBytes: number,
  ) {
    super(localize('distributor.error.messageTooLarge', { messageBytes: String(messageBytes), packageBytes: String(maxPackageBytes), maxMessageBytes: String(maxMessageBytes) }));
  }
}

/** The send queue is full: messages are handed over faster than poll_freq sends them. */
export class SendQueueFullError extends LocalizedError {
  get kind(): ErrorKind {
    return 'queue_full';
  }

  override readonly name = 'SendQueueFullError';

  constructor(
    readonly capacity: number,
    readonly pollFreq: number,
  ) {
    super(localize('distributor.error.queueFull', { capacity: String(capacity), pollFreq: String(pollFreq) }));
  }
}
