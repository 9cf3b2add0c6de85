// Recordings under way are bounded (issue 18, fault 9): each holds a file open and sees every bus
// message, so the studio runs at most workspaceLimits.recordingsUnderWay at once, also when
// they are asked for all at the same moment.
import { describe, expect, it } from 'vitest';
import { workspaceLimits } from '../../../../src/main/workspace';
import { temporaryFolder } from '../../workspace/workspaceFolder';
import { startStudio } from '../studioOnWorkspace';

describe('recordings under way', () => {
  it('refuse the one past the limit, naming it, and take one again once another stopped', async () => {
    const studio = await startStudio(await temporaryFolder());
    const limit = workspaceLimits.recordingsUnderWay;
    const asked = Array.from({ length: limit + 4 }, (_, index) =>
      studio.call('recording.start', { name: `r${index}`, format: 'jsonl' }).then(
        (started) => started.recording.recordingId,
        (error: { code: string; message: string }) => error,
      ),
    );
    const outcomes = await Promise.all(asked);
    const started = outcomes.filter((outcome): outcome is string => typeof outcome === 'string');
    const refused = outcomes.filter((outcome) => typeof outcome !== 'string');
    expect(started).toHaveLength(limit);
    expect(refused).toEqual(Array.from({ length: 4 }, () => expect.objectContaining({ code: 'invalid_request', message: expect.stringContaining(`the most the studio runs at once (${limit})`) })));

    await studio.call('recording.stop', { recordingId: started[0]! });
    expect((await studio.call('recording.start', { name: 'after-stop', format: 'jsonl' })).recording.active).toBe(true);
  });
});
