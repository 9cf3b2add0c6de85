// Schemas of the message distributor: its state, its user configuration, messages and statistics.
import { z } from 'zod';
import { localProgramNames } from '../distributor/localProgramNames';
import { dropReasons, maxAuthFailureSources } from '../distributor/statistics';
import { validateMessagePath, validateMessageValue } from '../distributor/messagePath';
import { checkedString, fieldName, portSchema, textSchema, timestampSchema } from './schemaHelpers';

/** The distributor's state: the one definition, for the engine (DistributorBroadcastCore.state()) and the contract alike. */
export const distributorStateSchema = z.object({
  active: z.boolean(),
  /** Why the distributor is inactive (not set up yet, the init failure, 'closed'); null while active. */
  reason: z.string().nullable(),
  iface: z.string().nullable(),
  /** The interface's own IPv4 address (the IP peers see). */
  address: z.string().nullable(),
  broadcastAddress: z.string().nullable(),
  port: portSchema.nullable(),
  /** True when broadcast.passphrase is set (the passphrase itself never leaves the service). */
  encrypted: z.boolean(),
  /** Packages per second; 0 = one every 10 s. */
  pollFreq: z.number().int().nonnegative().nullable(),
  resend: z.number().int().nonnegative().nullable(),
  maxTimeOffset: z.number().int().nonnegative().nullable(),
});
export type DistributorState = z.infer<typeof distributorStateSchema>;

/** user_config.json (specification 2.3); every option optional, defaults as in docs/distributor.md. */
export const userConfigSchema = z.strictObject({
  broadcast: z
    .strictObject({
      iface: textSchema({ subject: fieldName('iface'), min: 1, max: 256 }).optional(),
      max_time_offset: z.number().int().nonnegative().optional(),
      passphrase: textSchema({ subject: fieldName('passphrase'), max: 1024, secret: true }).optional(),
      poll_freq: z.number().int().nonnegative().optional(),
      port: portSchema.optional(),
      resend: z.number().int().min(1).optional(),
    })
    .optional(),
});

/**
 * `keepPassphrase`: the passphrase of the previous init stays (none stays none), so a change of
 * other options needs no re-typing; without it the spec's rule holds: no passphrase = encryption off.
 */
export const initDistributorInputSchema = z
  .strictObject({ config: userConfigSchema, keepPassphrase: z.boolean().optional() })
  .refine((input) => !(input.keepPassphrase === true && input.config.broadcast?.passphrase !== undefined), {
    message: 'contract.passphraseTwice',
    path: ['keepPassphrase'],
  });

/** Whether the distributor became active, and why not; its new state arrives as a `distributor.state` event. */
export const initDistributorOutputSchema = z.object({ active: z.boolean(), reason: z.string().nullable() });

export const messagePathSchema = checkedString(validateMessagePath, fieldName('messagePath'));
export const messageValueSchema = checkedString(validateMessageValue, fieldName('messageValue'));

export const sendMessageInputSchema = z.strictObject({ path: messagePathSchema, value: messageValueSchema });
export const sendMessageOutputSchema = z.object({ path: z.string(), value: z.string() });

const counter = z.number().int().nonnegative();

export const putPublicationSchema = z.object({
  peers: z.array(
    z.object({
      IP: z.string(),
      PID: z.number().int(),
      msg_rx: counter,
      msg_rx_dup: counter,
      msg_rx_err: counter,
      msg_rx_resend: counter,
      pkt_rx: counter,
      pkt_rx_err: counter,
    }),
  ),
  self: z.object({ IP: z.string(), PID: z.number().int() }),
  summary: z.object({
    msg_rx: counter,
    msg_rx_dup: counter,
    msg_rx_err: counter,
    msg_rx_resend: counter,
    msg_tx: counter,
    pkt_rx: counter,
    pkt_rx_err: counter,
    pkt_tx: counter,
    pkt_tx_err: counter,
  }),
});

export const dropBreakdownSchema = z.object(Object.fromEntries(dropReasons.map((reason) => [reason, counter])) as Record<(typeof dropReasons)[number], typeof counter>);

const peerIdentitySchema = z.object({ IP: z.string(), PID: z.number().int() });

/** Everything the distributor dropped, by reason (docs/distributor.md): in total, per peer, per unknown sender. */
export const dropReportSchema = z.object({
  total: dropBreakdownSchema,
  peers: z.array(peerIdentitySchema.extend({ drops: dropBreakdownSchema })),
  unattributed: z.array(z.object({ IP: z.string(), drops: dropBreakdownSchema, lastDropAt: timestampSchema })),
});

/** What the record of 2.5 lacks for rates, silence and duplicates: when it was taken, when each listed peer was last heard (the distributor's clock), and its resend. */
export const statisticsActivitySchema = z.object({
  takenAt: timestampSchema,
  /** The peers of `publication.peers`, in the same order. */
  peers: z.array(
    peerIdentitySchema.extend({
      lastHeardAt: timestampSchema,
      /** The peer's broadcast.resend as its messages show it (highest attempt number + 1; 0 before its first message): it explains msg_rx_dup. */
      resendSeen: counter,
    }),
  ),
});

/** Packages that failed authentication by source address (their PID cannot be read), most recent first; bounded, the rest in `others`. */
export const authFailureReportSchema = z.object({
  sources: z
    .array(
      z.object({
        IP: z.string(),
        packages: counter,
        reasons: z.object({ unauthentic: counter, unencrypted_rejected: counter, encrypted_unexpected: counter }),
        firstAt: timestampSchema,
        lastAt: timestampSchema,
      }),
    )
    .max(maxAuthFailureSources),
  others: z.object({ packages: counter, lastAt: timestampSchema.nullable() }),
});

/** Peers of the record that are one of our programs running on this computer (src/main/localPrograms): named for what they are. */
export const localProgramPeersSchema = z.array(peerIdentitySchema.extend({ program: z.enum(localProgramNames) })).max(64);

export const distributorStatisticsSchema = z.object({
  publication: putPublicationSchema,
  drops: dropReportSchema,
  activity: statisticsActivitySchema,
  authFailures: authFailureReportSchema,
  localPrograms: localProgramPeersSchema,
});
export type DistributorStatistics = z.infer<typeof distributorStatisticsSchema>;

export const busMessageSchema = z.object({
  path: z.string(),
  value: z.string(),
  /** The sending peer: its IPv4 address and process id. */
  from: peerIdentitySchema,
  receivedAt: timestampSchema,
  /** The first copy that arrived was a resend: earlier copies were lost on the way. */
  resent: z.boolean(),
  /**
   * Sent by this studio's own replay (from: the studio's distributor). A distributor never
   * delivers its own broadcasts back, so the studio shows what its replay sends itself.
   */
  replayed: z.boolean().optional(),
});
export type BusMessage = z.infer<typeof busMessageSchema>;

/**
 * Received bus messages, batched. `dropped` counts messages this connection could not take
 * since the previous batch (the consumer fell behind; oldest dropped first), `droppedTotal`
 * since the connection opened.
 */
export const busMessagesPayloadSchema = z.object({
  messages: z.array(busMessageSchema),
  dropped: counter,
  droppedTotal: counter,
});

/** `bus.messages` as the services emit it: the messages only; each connection adds its own drop counts. */
export const receivedBusMessagesSchema = busMessagesPayloadSchema.pick({ messages: true });
