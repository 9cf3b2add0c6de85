// The push after each job of `camconfig agent` in a site with a remote (docs/agent.md, "The
// command"): when the site has commits its remote lacks (the job's, and any an earlier push did
// not deliver), the studio's own sync.push sends them, which is the siterepo engine's push (a
// push refused because the remote moved on pulls and pushes once more, as the studio's Push).
// A remote that cannot be reached or refuses is said on stderr and recorded in agent-runs.json;
// the commits stay and go with the next push. It never fails the job.
import type { AgentPush } from '../../../shared/agent/agentRuns';
import { errorAsText } from '../../../shared/i18n/errorWords';
import { localize, type Text } from '../../../shared/i18n/text';
import type { AgentClock } from '../../agent/agentClock';
import type { StudioServices } from '../../services/studioServices';

export function sitePush(services: StudioServices, clock: AgentClock, say: (text: Text) => void, warn: (text: Text) => void): (signal: AbortSignal) => Promise<AgentPush | null> {
  const { handlers } = services;
  let pushes = 0;
  return async (signal) => {
    let waiting = 0;
    try {
      const status = await handlers['sync.status']({}, { signal });
      if (!status.site || !status.hasRemote || status.ahead === 0) return null;
      waiting = status.ahead;
      const pushed = await handlers['sync.push']({ operationId: `agent-push-${process.pid}-${++pushes}` }, { signal });
      if (pushed.outcome === 'not_pushed') {
        const problem = localize('agentRun.push.conflict', { count: waiting });
        warn(problem);
        return { at: clock.now(), outcome: 'not_pushed', waiting, problem };
      }
      if (pushed.outcome === 'pushed') say(localize(pushed.pulledFirst === null || pushed.pulledFirst === 'up_to_date' ? 'agentRun.push.pushed' : 'agentRun.push.pulledFirst', { count: waiting }));
      return { at: clock.now(), outcome: 'pushed', waiting: 0, problem: null };
    } catch (error) {
      if (signal.aborted) throw error;
      const problem = errorAsText(error);
      warn(localize('agentRun.push.failed', { count: waiting, problem }));
      return { at: clock.now(), outcome: 'failed', waiting, problem };
    }
  };
}
