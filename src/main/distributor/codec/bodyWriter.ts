// Writes the (plaintext) body of a version 1 package: sender fields, then the messages.
import { WireEncodeError } from './errors';
import type { OutgoingPackage, WireMessage } from './types';
import { bodyHeaderBytes, maxWireMessages, maxWirePathBytes, maxWireValueBytes, messageHeaderBytes } from './wireLayout';

function checkUnsigned(field: string, value: number, max: number): void {
  if (!Number.isInteger(value) || value < 0 || value > max) {
    throw new WireEncodeError(field, `expected an integer from 0 to ${max}, got ${String(value)}`);
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

function checkPackageFields(pkg: OutgoingPackage): void {
  checkUnsigned('pid', pkg.pid, 0xffff_ffff);
  checkUnsigned('timestampMs', pkg.timestampMs, Number.MAX_SAFE_INTEGER);
  checkUnsigned('sequence', pkg.sequence, 0xffff_ffff);
  checkUnsigned('message count', pkg.messages.length, maxWireMessages);
}

function writeMessage(body: Buffer, offset: number, message: WireMessage, index: number): number {
  checkUnsigned(`messages[${index}].id`, message.id, 0xffff_ffff);
  checkUnsigned(`messages[${index}].attempt`, message.attempt, 0xff);
  const path = Buffer.from(message.path, 'utf8');
  const value = Buffer.from(message.value, 'utf8');
  checkUnsigned(`messages[${index}].path length in bytes`, path.length, maxWirePathBytes);
  checkUnsigned(`messages[${index}].value length in bytes`, value.length, maxWireValueBytes);
  let at = body.writeUInt32BE(message.id, offset);
  at = body.writeUInt8(message.attempt, at);
  at = body.writeUInt8(path.length, at);
  at = body.writeUInt16BE(value.length, at);
  at += path.copy(body, at);
  return at + value.copy(body, at);
}

/** The body of `pkg`, `size` bytes long (from encodedBodyBytes). */
export function writeBody(pkg: OutgoingPackage, size: number): Buffer {
  checkPackageFields(pkg);
  const body = Buffer.alloc(size);
  let at = body.writeUInt32BE(pkg.pid, 0);
  at = body.writeBigUInt64BE(BigInt(pkg.timestampMs), at);
  at = body.writeUInt32BE(pkg.sequence, at);
  at = body.writeUInt16BE(pkg.messages.length, at);
  for (const [index, message] of pkg.messages.entries()) at = writeMessage(body, at, message, index);
  return body;
}
