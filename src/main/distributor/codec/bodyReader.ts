// Reads the (plaintext) body of a version 2 package. Every length is checked against the bytes
// that are left before it is used, so no input makes it read out of bounds or throw.
import { isUtf8 } from 'node:buffer';
import { numberToIpv4 } from '../ipv4Address';
import { localize, type Text } from '../../../shared/i18n/text';
import type { DecodedPackage, WireMessage } from './types';
import { bodyHeaderBytes, instanceBytes, messageHeaderBytes } from './wireLayout';

export type BodyReadResult = { ok: true; pkg: DecodedPackage } | { ok: false; detail: Text };

/** The text of strictly valid UTF-8 bytes (a byte order mark kept as a character), else null. */
function decodeText(bytes: Buffer): string | null {
  return isUtf8(bytes) ? bytes.toString('utf8') : null;
}

type MessageReadResult = { ok: true; message: WireMessage; next: number } | { ok: false; detail: Text };

function readMessage(body: Buffer, offset: number, index: number): MessageReadResult {
  if (body.length - offset < messageHeaderBytes) return { ok: false, detail: localize('distributorWire.body.messageHeaderCut', { index: String(index + 1) }) };
  const id = body.readUInt32BE(offset);
  const attempt = body.readUInt8(offset + 4);
  const pathLength = body.readUInt8(offset + 5);
  const valueLength = body.readUInt16BE(offset + 6);
  const pathStart = offset + messageHeaderBytes;
  const valueStart = pathStart + pathLength;
  const next = valueStart + valueLength;
  if (next > body.length) return { ok: false, detail: localize('distributorWire.body.messageTextCut', { index: String(index + 1), declared: String(pathLength + valueLength), left: String(body.length - pathStart) }) };
  const path = decodeText(body.subarray(pathStart, valueStart));
  const value = decodeText(body.subarray(valueStart, next));
  if (path === null || value === null) return { ok: false, detail: localize(path === null ? 'distributorWire.body.pathNotUtf8' : 'distributorWire.body.valueNotUtf8', { index: String(index + 1) }) };
  return { ok: true, message: { id, attempt, path, value }, next };
}

export function readBody(body: Buffer): BodyReadResult {
  if (body.length < bodyHeaderBytes) return { ok: false, detail: localize('distributorWire.body.shorterThanHeader', { bytes: String(body.length), header: String(bodyHeaderBytes) }) };
  const address = numberToIpv4(body.readUInt32BE(0));
  const pid = body.readUInt32BE(4);
  const instance = body.toString('hex', 8, 8 + instanceBytes);
  const timestampAt = 8 + instanceBytes;
  const timestampHigh = body.readUInt32BE(timestampAt);
  const timestampMs = timestampHigh * 2 ** 32 + body.readUInt32BE(timestampAt + 4);
  if (timestampHigh > 0x1f_ffff) return { ok: false, detail: localize('distributorWire.body.timestampBeyondClock', { ms: String(timestampHigh * 2 ** 32) }) };
  const sequence = body.readUInt32BE(timestampAt + 8);
  const count = body.readUInt16BE(timestampAt + 12);
  const messages: WireMessage[] = [];
  let at = bodyHeaderBytes;
  for (let index = 0; index < count; index++) {
    const read = readMessage(body, at, index);
    if (!read.ok) return { ok: false, detail: localize('distributorWire.body.inMessages', { detail: read.detail, count: String(count) }) };
    messages.push(read.message);
    at = read.next;
  }
  if (at !== body.length) return { ok: false, detail: localize('distributorWire.body.bytesAfterLast', { bytes: String(body.length - at), count: String(count) }) };
  return { ok: true, pkg: { address, pid, instance, timestampMs, sequence, messages } };
}
