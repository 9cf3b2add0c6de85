import type { ErrorKind } from '../../../shared/errors/errorKind';
/** encode() was asked for a package larger than a UDP package may be; the core packs fewer messages. */
export class PackageTooLargeError extends Error {
  get kind(): ErrorKind {
    return 'invalid_message';
  }

  override readonly name = 'PackageTooLargeError';

  constructor(
    readonly size: number,
    readonly maxPackageBytes: number,
  ) {
    super(`package of ${size} bytes exceeds the limit of ${maxPackageBytes} bytes: send fewer or shorter messages per package`);
  }
}

/** A package field outside what the wire format can carry (e.g. attempt above 255). */
export class WireEncodeError extends Error {
  get kind(): ErrorKind {
    return 'invalid_message';
  }

  override readonly name = 'WireEncodeError';

  constructor(
    readonly field: string,
    detail: string,
  ) {
    super(`cannot encode ${field}: ${detail}`);
  }
}
