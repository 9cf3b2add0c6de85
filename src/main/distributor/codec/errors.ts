import type { ErrorKind } from '../../../shared/errors/errorKind';
import { LocalizedError } from '../../../shared/i18n/localizedError';
import { localize, type Text } from '../../../shared/i18n/text';
/** encode() was asked for a package larger than a UDP package may be; the core packs fewer messages. */
export class PackageTooLargeError extends LocalizedError {
  get kind(): ErrorKind {
    return 'invalid_message';
  }

  override readonly name = 'PackageTooLargeError';

  constructor(
    readonly size: number,
    readonly maxPackageBytes: number,
  ) {
    super(localize('distributor.error.packageTooLarge', { size: String(size), max: String(maxPackageBytes) }));
  }
}

/** A package field outside what the wire format can carry (e.g. attempt above 255). */
export class WireEncodeError extends LocalizedError {
  get kind(): ErrorKind {
    return 'invalid_message';
  }

  override readonly name = 'WireEncodeError';

  constructor(
    readonly field: string,
    detail: Text,
  ) {
    super(localize('distributor.error.cannotEncode', { field, detail }));
  }
}
