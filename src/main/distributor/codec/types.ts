// The one interface behind which the distributor's wire format sits (docs/wire-format.md).
// Another format would be another PackageCodec; the distributor core knows only this file.
import type { DropReason } from '../../../shared/distributor/statistics';
import type { Text } from '../../../shared/i18n/text';

/** One message as it travels in a package. */
export interface WireMessage {
  /** The sender's message sequence number (uint32); resends carry the same id. */
  id: number;
  /** 0 = first copy, 1.. = resends (uint8). */
  attempt: number;
  path: string;
  value: string;
}

/** A package to send: sender identity and time, package sequence number, messages. */
export interface OutgoingPackage {
  /** Sender's IPv4 address (dotted): the address of the interface it broadcasts on. */
  address: string;
  /** Sender's process id (uint32). */
  pid: number;
  /** Sender's instance id: 16 lowercase hex digits, random per distributor core (a restarted process that reuses its PID is a new sender). */
  instance: string;
  /** Sender's clock in milliseconds since the Unix epoch. */
  timestampMs: number;
  /** Sender's package sequence number (uint32, wraps). */
  sequence: number;
  messages: WireMessage[];
}

export type DecodedPackage = OutgoingPackage;

export type DecodeResult = { ok: true; pkg: DecodedPackage } | { ok: false; reason: DropReason; detail: Text };

export interface PackageCodec {
  /** Wire format version written into every package. */
  readonly version: number;
  /** True when packages are encrypted (a non-empty passphrase). */
  readonly encrypted: boolean;
  /** Largest package in bytes (1472: one Ethernet frame without IP and UDP headers); decode refuses larger ones as `oversized`. */
  readonly maxPackageBytes: number;
  /** Bytes of a package with no messages (headers, and nonce and tag when encrypted). */
  readonly packageOverheadBytes: number;
  /** Largest messageSize() that fits in a package on its own. */
  readonly maxMessageBytes: number;
  /** Encodes (and encrypts) a package; throws PackageTooLargeError over maxPackageBytes, WireEncodeError on out-of-range fields. */
  encode(pkg: OutgoingPackage): Buffer;
  /** Decodes any bytes; never throws. */
  decode(bytes: Buffer): DecodeResult;
  /** Bytes one message adds to a package. */
  messageSize(message: WireMessage): number;
  /** Bytes of the whole package holding `messages` = packageOverheadBytes + sum of messageSize. */
  packageSize(messages: WireMessage[]): number;
}

export interface PackageCodecOptions {
  /** Shared passphrase; absent or '' = unencrypted packages. */
  passphrase?: string;
  /** Source of the 12-byte nonce of each encrypted package (default: crypto.randomBytes). Tests only. */
  nonceSource?: () => Buffer;
}
