// The distributor's package codec: the interface, wire format version 2, and its errors.
export type { DecodeResult, DecodedPackage, OutgoingPackage, PackageCodec, PackageCodecOptions, WireMessage } from './types';
export { createPackageCodec } from './packageCodec';
export { PackageTooLargeError, WireEncodeError } from './errors';
export { deriveWireKey, kdfParameters, prepareWireKey } from './keyDerivation';
export { maxPackageBytes, wireVersion } from './wireLayout';
