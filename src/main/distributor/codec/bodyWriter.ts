// Writes the (plaintext) body of a version 2 package: sender fields, then the messages.
import { ipv4ToNumber } from '../ipv4Address';
import { WireEncodeError } from './errors';
import { localize } from '../../../shared/i18n/text';
import type { OutgoingPackage, WireMessage } from './types';
import { bodyHeaderBytes, instanceBytes, maxWireMessages, maxWirePathBytes, maxWireValueBytes, messageHeaderBytes } from './wireLayout';

function checkUnsigned(field: string, value: number, max: number): void {
  if (!Number.isInteger(value) || value < 0 || value > max) {
    throw new WireEncodeError(field, localize('distributor.error.expectedInteger', { max: String(max), value: String(value) }));
  }
}

/** Bytes one message takes in the body. */
export function encodedMessageBytes(message: WireMessage): number {
  return messageHeaderBytes + Buffer.byteLength(message.path, 'utf8') + Buffer.byteLength(message.value, 'utf8');
}

export function encodedBodyBytes(messages: WireMessage[]): number {
  let bytes = bodyHeaderBytes;
  for (const message of messages) bytes += encodedMessageBytes(message);
  return bytes;
}

const instancePattern = new RegExp(`^[0-9a-f]{${instanceBytes * 2}}$`);

/** The sender's address as a number; throws WireEncodeError for anything but a dotted IPv4 address. */
function addressNumber(address: string): number {
  const value = ipv4ToNumber(address);
  if (value === null) throw new WireEncodeError('address', localize('distributor.error.expectedAddress', { value: JSON.stringify(address) }));
  return value;
}

function checkPackageFields(pkg: OutgoingPackage): void {
  checkUnsigned('pid', pkg.pid, 0xffff_ffff);
  if (!instancePattern.test(pkg.instance)) throw new WireEncodeError('instance', localize('distributor.error.expectedInstance', { digits: String(instanceBytes * 2), value: JSON.stringify(pkg.instance) }));
  checkUnsigned('timestampMs', pkg.timestampMs, Number.MAX_SAFE_INTEGER);
  checkUnsigned('sequence', pkg.sequence, 0xffff_ffff);
  checkUnsigned('message count', pkg.messages.length, maxWireMessages);
}

/** Writes one message at `offset`; returns the offset after it. Text is written in place. */
function writeMessage(body: Buffer, offset: number, message: WireMessage, index: number): number {
  checkUnsigned(`messages[${index}].id`, message.id, 0xffff_ffff);
  checkUnsigned(`messages[${index}].attempt`, message.attempt, 0xff);
  const pathStart = offset + messageHeaderBytes;
  const pathBytes = body.write(message.path, pathStart, 'utf8');
  checkUnsigned(`messages[${index}].path length in bytes`, pathBytes, maxWirePathBytes);
  const valueBytes = body.write(message.value, pathStart + pathBytes, 'utf8');
  checkUnsigned(`messages[${index}].value length in bytes`, valueBytes, maxWireValueBytes);
  body.writeUInt32BE(message.id, offset);
  body.writeUInt8(message.attempt, offset + 4);
  body.writeUInt8(pathBytes, offset + 5);
  body.writeUInt16BE(valueBytes, offset + 6);
  return pathStart + pathBytes + valueBytes;
}

/**
 * Writes the body of `pkg` into `target` from `offset` (target must hold
 * encodedBodyBytes(pkg.messages) bytes there); returns the offset after the body.
 */
export function writeBody(pkg: OutgoingPackage, target: Buffer, offset: number): number {
  checkPackageFields(pkg);
  let at = target.writeUInt32BE(addressNumber(pkg.address), offset);
  at = target.writeUInt32BE(pkg.pid, at);
  at += target.write(pkg.instance, at, 'hex');
  // The 64-bit timestamp as two 32-bit halves: exact for every safe integer, no BigInt.
  at = target.writeUInt32BE(Math.floor(pkg.timestampMs / 2 ** 32), at);
  at = target.writeUInt32BE(pkg.timestampMs % 2 ** 32, at);
  at = target.writeUInt32BE(pkg.sequence, at);
  at = target.writeUInt16BE(pkg.messages.length, at);
  for (const [index, message] of pkg.messages.entries()) at = writeMessage(target, at, message, index);
  return at;
}
