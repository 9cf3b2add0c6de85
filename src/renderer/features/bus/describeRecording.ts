// Recordings and replays in words, in the studio's language: their progress, the files the
// pickers offer, and how a replay ended. A reason the studio gave that is not one of the known
// few (a failed write, a refused message) is its own English message.
import type { RecordingFileView, RecordingView, ReplayView } from '../../../shared/api/recordingSchemas';
import type { Formatters } from '../../i18n/format';
import type { StudioText } from '../../i18n/studioText';

/** "512 bytes", "3,4 KiB", "1.2 MiB". */
export function describeSize(bytes: number, t: StudioText, format: Formatters): string {
  if (bytes < 1024) return t('bus.bytes.bytes', { count: bytes, formattedCount: format.number(bytes, 0) });
  if (bytes < 1024 * 1024) return t('bus.bytes.kib', { size: format.number(bytes / 1024, 1) });
  return t('bus.bytes.mib', { size: format.number(bytes / 1024 / 1024, 1) });
}

/** "12 messages, 3.4 KiB, 8 s". */
export function describeProgress(recording: RecordingView, t: StudioText, format: Formatters, now = Date.now()): string {
  const seconds = Math.round(((recording.stoppedAt ?? now) - recording.startedAt) / 1000);
  return t('bus.recording.progress', { count: recording.messages, formattedCount: format.number(recording.messages, 0), size: describeSize(recording.bytes, t, format), seconds: format.number(seconds, 0) });
}

/** "door-3am.jsonl — 3 messages, 2.1 KiB, 12 s" or "broken.csv — cannot be read: ...". */
export function describeFile(file: RecordingFileView, t: StudioText, format: Formatters): string {
  if (file.problem !== null) return t('bus.files.unreadable', { name: file.name, problem: file.problem });
  const seconds = Math.round((file.durationMs ?? 0) / 1000);
  return t('bus.files.summary', { name: file.name, count: file.messages ?? 0, formattedCount: format.number(file.messages ?? 0, 0), size: describeSize(file.bytes, t, format), seconds: format.number(seconds, 0) });
}

/** Why a recording stopped: "stopped", "size limit reached", "studio closed", or the studio's message. */
export function describeRecordingStop(reason: string | null, t: StudioText): string {
  if (reason === 'stopped') return t('bus.recording.stopReason.stopped');
  if (reason === 'size limit reached') return t('bus.recording.stopReason.sizeLimit');
  if (reason === 'studio closed') return t('bus.recording.stopReason.studioClosed');
  return reason ?? '';
}

/** "Last replay: door.jsonl, 3 of 3 sent, all sent" or why it stopped. */
export function describeReplayEnd(replay: ReplayView, t: StudioText, format: Formatters): string {
  return t('bus.replay.last', { file: replay.file, sent: format.number(replay.sent, 0), total: format.number(replay.total, 0), outcome: describeReplayStop(replay.stopReason, t) });
}

function describeReplayStop(reason: string | null, t: StudioText): string {
  if (reason === 'done') return t('bus.replay.allSent');
  if (reason === 'stopped') return t('bus.replay.stopped');
  if (reason === 'studio closed') return t('bus.replay.studioClosed');
  return reason ?? '';
}
