import { describe, expect, it } from 'vitest';
import type { RecordingFileView, RecordingView, ReplayView } from '../../../../src/shared/api/recordingSchemas';
import { describeFile, describeProgress, describeRecordingStop, describeReplayEnd, describeSize } from '../../../../src/renderer/features/bus/describeRecording';
import { createFormatters } from '../../../../src/renderer/i18n/format';
import { textIn } from '../../../../src/renderer/i18n/studioText';

const en = { t: textIn('en'), format: createFormatters('en') };
const de = { t: textIn('de'), format: createFormatters('de') };

const recording = (messages: number, bytes: number): RecordingView => ({ recordingId: 'r1', file: '/rec/door.jsonl', format: 'jsonl', filtered: false, active: false, messages, bytes, maxBytes: 1 << 20, startedAt: 1_000, stoppedAt: 9_400, stopReason: 'stopped' });
const file = (messages: number, bytes: number): RecordingFileView => ({ name: 'door-3am.jsonl', format: 'jsonl', bytes, modifiedAt: 0, messages, durationMs: 12_000, problem: null });
const replay = (stopReason: string, sent = 3): ReplayView => ({ replayId: 'p1', file: '/rec/door.jsonl', speed: 10, startedAt: 0, sent, total: 3, active: false, stopReason });

describe('recordings in words', () => {
  it('sizes in bytes, KiB and MiB by the language', () => {
    expect([describeSize(1, en.t, en.format), describeSize(512, en.t, en.format), describeSize(3500, en.t, en.format), describeSize(5_000_000, en.t, en.format)]).toEqual(['1 byte', '512 bytes', '3.4 KiB', '4.8 MiB']);
    expect([describeSize(1, de.t, de.format), describeSize(3500, de.t, de.format)]).toEqual(['1 Byte', '3,4 KiB']);
  });

  it('a recording\'s progress, one message and many', () => {
    expect(describeProgress(recording(1, 200), en.t, en.format)).toBe('1 message, 200 bytes, 8 s');
    expect(describeProgress(recording(1234, 3500), en.t, en.format)).toBe('1,234 messages, 3.4 KiB, 8 s');
    expect(describeProgress(recording(1234, 3500), de.t, de.format)).toBe('1.234 Nachrichten, 3,4 KiB, 8 s');
  });

  it('a file of the pickers, and one that cannot be read', () => {
    expect(describeFile(file(3, 2150), en.t, en.format)).toBe('door-3am.jsonl — 3 messages, 2.1 KiB, 12 s');
    expect(describeFile(file(1, 90), de.t, de.format)).toBe('door-3am.jsonl — 1 Nachricht, 90 Bytes, 12 s');
    expect(describeFile({ ...file(0, 9), messages: null, problem: 'line 2 is not JSON' }, de.t, de.format)).toBe('door-3am.jsonl — nicht lesbar: line 2 is not JSON');
  });

  it('why a recording stopped and how a replay ended; a reason of the studio stays its message', () => {
    expect(describeRecordingStop('size limit reached', de.t)).toBe('Größengrenze erreicht');
    expect(describeRecordingStop('writing /rec/x.jsonl failed: ENOSPC', de.t)).toBe('writing /rec/x.jsonl failed: ENOSPC');
    expect(describeReplayEnd(replay('done'), en.t, en.format)).toBe('Last replay: /rec/door.jsonl, 3 of 3 sent, all sent');
    expect(describeReplayEnd(replay('stopped', 1), de.t, de.format)).toBe('Letzte Wiedergabe: /rec/door.jsonl, 1 von 3 gesendet, beendet');
  });
});
