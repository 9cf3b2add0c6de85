// A secret as it lies in a file: sealed by the OS's encryption or by the workspace passphrase
// (src/main/workspace/). Its shape is shared so files the studio edits (agent.json's channel
// secrets) can be checked on both sides; sealing and opening stay in the main process.
import { z } from 'zod';

const base64 = z.string().max(8192).regex(/^[A-Za-z0-9+/]*={0,2}$/, 'contract.notBase64');

export const sealedSecretSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('os-encrypted'), data: base64 }),
  z.strictObject({ kind: z.literal('passphrase-encrypted'), iv: base64, tag: base64, data: base64 }),
]);
export type SealedSecret = z.infer<typeof sealedSecretSchema>;
