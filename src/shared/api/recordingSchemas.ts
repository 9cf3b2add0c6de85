// Schemas of bus recordings: the received stream written to a JSON Lines or CSV file in the
// studio's recordings folder as it arrives (docs/recording.md).
import { z } from 'zod';
import { filterTextProblem, maxFilterLength } from '../distributor/messageFilter';
import { busMessageSchema } from './distributorSchemas';
import { checkedString, fieldName, textSchema, timestampSchema } from './schemaHelpers';
import { fileNameProblem } from '../text/fileNames';

export const recordingFormats = ['jsonl', 'csv'] as const;
export type RecordingFormat = (typeof recordingFormats)[number];

/** Default and largest size of one recording file. */
export const defaultRecordingMaxBytes = 100 * 1024 * 1024;
export const largestRecordingMaxBytes = 2 * 1024 * 1024 * 1024;

/** A file name in the recordings folder, without folder or extension. */
export const recordingNameSchema = z
  .string()
  .regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/, 'contract.recordingName')
  .pipe(checkedString(fileNameProblem, fieldName('recordingName')));

/** In 'regex' mode the text is an RE2 regular expression (docs/recording.md); one RE2 refuses is refused here, naming `text`. */
export const messageFilterSchema = z
  .strictObject({
    text: textSchema({ subject: fieldName('filterText'), max: maxFilterLength }),
    mode: z.enum(['substring', 'regex']),
    caseSensitive: z.boolean(),
    peer: textSchema({ subject: fieldName('peer'), max: 100 }),
  })
  .superRefine((filter, context) => {
    const problem = filterTextProblem(filter);
    if (problem) context.addIssue({ code: 'custom', path: ['text'], message: problem.id, params: { ...problem.params } });
  });

export const startRecordingInputSchema = z.strictObject({
  name: recordingNameSchema,
  format: z.enum(recordingFormats),
  /** Record only the messages this filter matches (the console's filtered view); all when absent. */
  filter: messageFilterSchema.optional(),
  /** The recording stops by itself when its file reaches this size. */
  maxBytes: z.number().int().min(1024).max(largestRecordingMaxBytes).optional(),
});

export const recordingViewSchema = z.object({
  recordingId: z.string(),
  /** The file's full path on the studio's computer. */
  file: z.string(),
  format: z.enum(recordingFormats),
  filtered: z.boolean(),
  active: z.boolean(),
  messages: z.number().int().nonnegative(),
  bytes: z.number().int().nonnegative(),
  maxBytes: z.number().int().positive(),
  startedAt: timestampSchema,
  /** When it stopped (null while active). */
  stoppedAt: timestampSchema.nullable(),
  /** Why it stopped: 'stopped' (asked), 'size limit reached', 'studio closed', or the write error. */
  stopReason: z.string().nullable(),
});
export type RecordingView = z.infer<typeof recordingViewSchema>;

export const recordingsStateSchema = z.object({ recordings: z.array(recordingViewSchema) });

/** A recording file of the recordings folder, as the pickers of Replay and Open list it. */
export const recordingFileViewSchema = z.object({
  /** The file name with its extension (what replay.start and recording.open take). */
  name: z.string(),
  format: z.enum(recordingFormats),
  bytes: z.number().int().nonnegative(),
  modifiedAt: timestampSchema,
  /** null when the file cannot be read (`problem` says why). */
  messages: z.number().int().nonnegative().nullable(),
  /** From the first message to the last; null when the file cannot be read. */
  durationMs: z.number().int().nonnegative().nullable(),
  problem: z.string().nullable(),
});
export type RecordingFileView = z.infer<typeof recordingFileViewSchema>;

export const recordingFilesOutputSchema = z.object({ files: z.array(recordingFileViewSchema) });

/** Replay pace: 1 = the original spacing, 10 = ten times faster. */
export const replaySpeedSchema = z.number().min(0.1).max(1000);

export const startReplayInputSchema = z.strictObject({
  /** A recording in the recordings folder by its name: without extension the .jsonl or the .csv one, whichever exists. */
  name: recordingNameSchema,
  speed: replaySpeedSchema.default(1),
});

export const replayViewSchema = z.object({
  replayId: z.string(),
  file: z.string(),
  speed: replaySpeedSchema,
  total: z.number().int().nonnegative(),
  sent: z.number().int().nonnegative(),
  active: z.boolean(),
  startedAt: timestampSchema,
  /** 'done', 'stopped', 'studio closed', or the message the distributor refused; null while active. */
  stopReason: z.string().nullable(),
});
export type ReplayView = z.infer<typeof replayViewSchema>;

export const replaysStateSchema = z.object({ replays: z.array(replayViewSchema) });

/** Messages of a recording shown when it is opened; a longer one shows its first ones and says so. */
export const maxOpenedMessages = 50_000;

export const openRecordingInputSchema = z.strictObject({
  /** A recording in the recordings folder by its name: without extension the .jsonl or the .csv one, whichever exists. */
  name: recordingNameSchema,
});

export const openRecordingOutputSchema = z.object({
  file: z.string(),
  /** Messages in the file; `messages` holds the first maxOpenedMessages of them. */
  total: z.number().int().nonnegative(),
  messages: z.array(busMessageSchema).max(maxOpenedMessages),
});
