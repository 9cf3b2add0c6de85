// replay.*: recordings sent onto the bus again (ReplayService).
import type { ReplayService } from './replayService';
import type { HandlersOf } from '../studioServices';

export function replayHandlers(replays: ReplayService): HandlersOf<'replay'> {
  return {
    'replay.start': async (input) => ({ replay: await replays.start(input) }),
    'replay.stop': async ({ replayId }) => ({ replay: replays.stop(replayId) }),
    'replay.list': async () => replays.list(),
  };
}
