// Byte layout of wire format version 2 (docs/wire-format.md has the table).
//
//   header  magic "CCMX" (4) | version (1) | flags (1) | [nonce (12) when encrypted]
//   body    address u32 | pid u32 | instance (8) | timestamp ms u64 | sequence u32 | count u16 | messages...
//   message id u32 | attempt u8 | path length u8 | value length u16 | path | value
//   [tag (16) when encrypted; the body is then AES-256-GCM ciphertext, the header its AAD]
// All integers big-endian.

export const wireMagic = Buffer.from('CCMX', 'ascii');
export const wireVersion = 2;
/** Version 1 had no sender address or instance in the authenticated body: replays could not be told apart. */
export const replayableWireVersion = 1;
/** Flag bit 0: the body is encrypted. The other bits are reserved and must be 0. */
export const flagEncrypted = 0x01;
export const knownFlags = flagEncrypted;

/** 1500-byte Ethernet MTU minus 20 bytes IPv4 header and 8 bytes UDP header: never fragmented. */
export const maxPackageBytes = 1472;

export const plainHeaderBytes = wireMagic.length + 1 + 1;
export const nonceBytes = 12;
export const tagBytes = 16;
export const encryptedHeaderBytes = plainHeaderBytes + nonceBytes;

/** The sender's random instance id: 8 bytes, drawn when its distributor core is created. */
export const instanceBytes = 8;
/** address, pid, instance, timestamp, sequence, message count. */
export const bodyHeaderBytes = 4 + 4 + instanceBytes + 8 + 4 + 2;
/** id, attempt, path length, value length. */
export const messageHeaderBytes = 4 + 1 + 1 + 2;

export const maxWirePathBytes = 0xff;
export const maxWireValueBytes = 0xffff;
export const maxWireMessages = 0xffff;

export function packageOverheadBytes(encrypted: boolean): number {
  return encrypted ? encryptedHeaderBytes + bodyHeaderBytes + tagBytes : plainHeaderBytes + bodyHeaderBytes;
}
