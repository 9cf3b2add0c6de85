// Replays of recordings (JSON Lines or CSV) from the recordings folder onto the bus, through the
// studio's distributor. Announces the replays as `replay.state` on every message sent and
// when one ends.
import { randomUUID } from 'node:crypto';
import type { ParsedMethodInput } from '../../../shared/api/contract';
import { ApiError } from '../../../shared/api/errors';
import type { ReplayView } from '../../../shared/api/recordingSchemas';
import { readRecording } from '../../recorder/readRecording';
import { replayProblem } from '../../recorder/replayMessage';
import { findRecordingFile } from '../../recorder/recordingFile';
import { Replayer } from '../../recorder/replayer';
import type { ServiceEventHub } from '../serviceEventHub';
import { localize } from '../../../shared/i18n/text';

interface RunningReplay {
  replayer: Replayer;
  file: string;
  speed: number;
  startedAt: number;
}

/** Replays of this session listed; the oldest finished ones are forgotten first. */
const maxListed = 20;

export class ReplayService {
  private readonly replays = new Map<string, RunningReplay>();

  constructor(
    private readonly folder: string,
    private readonly hub: ServiceEventHub,
    private readonly send: (path: string, value: string) => void,
  ) {}

  async start({ name, speed }: ParsedMethodInput<'replay.start'>): Promise<ReplayView> {
    const file = await findRecordingFile(this.folder, name);
    const messages = await readRecording(file, replayProblem); // every line checked before the first is sent
    const replayId = randomUUID();
    const replay: RunningReplay = { replayer: new Replayer(messages, speed, this.send, () => this.announce()), file, speed, startedAt: Date.now() };
    this.replays.set(replayId, replay);
    this.forgetOldest();
    replay.replayer.start();
    this.announce();
    return this.view(replayId, replay);
  }

  stop(replayId: string): ReplayView {
    const replay = this.replays.get(replayId);
    if (!replay) throw ApiError.of('not_found', localize('services.replay.notFound', { replayId }));
    replay.replayer.stop();
    return this.view(replayId, replay);
  }

  list(): { replays: ReplayView[] } {
    return { replays: [...this.replays].map(([replayId, replay]) => this.view(replayId, replay)) };
  }

  close(): void {
    for (const { replayer } of this.replays.values()) replayer.stop('studio closed');
  }

  private view(replayId: string, { replayer, file, speed, startedAt }: RunningReplay): ReplayView {
    return { replayId, file, speed, startedAt, ...replayer.progress() };
  }

  private forgetOldest(): void {
    for (const [replayId, replay] of this.replays) {
      if (this.replays.size <= maxListed) return;
      if (!replay.replayer.progress().active) this.replays.delete(replayId);
    }
  }

  private announce(): void {
    this.hub.emit({ event: 'replay.state', payload: this.list() });
  }
}
