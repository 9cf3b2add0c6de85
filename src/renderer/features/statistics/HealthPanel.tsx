import { useMemo, useState } from 'react';
import { useStudioStore } from '../../studio/StudioContext';
import { FormField } from '../../ui/FormField';
import type { PeerNames } from '../bus/peerNames';
import { defaultHealthThresholds, healthSigns, maxSilentAfterSeconds, minSilentAfterSeconds, silenceLimitProblem, type HealthSign } from './healthSigns';

/** The health signs of the recent records, problems first, and the silence limit the technician sets. */
export function HealthPanel({ names }: { names: PeerNames }) {
  const history = useStudioStore('statistics', (state) => state.history);
  const version = useStudioStore('statistics', (state) => state.historyVersion);
  const silentAfterSeconds = useStudioStore('statistics', (state) => state.silentAfterSeconds);
  const distributor = useStudioStore('bus', (state) => state.distributor);
  const signs = useMemo(() => {
    const newest = history.newest;
    if (!newest) return [];
    const thresholds = { ...defaultHealthThresholds, silentAfterMs: silentAfterSeconds * 1000 };
    return healthSigns({ newest, baseline: history.baseline(thresholds.windowMs), maxTimeOffset: distributor?.maxTimeOffset ?? null, names, thresholds });
  }, [history, version, silentAfterSeconds, distributor, names]); // eslint-disable-line react-hooks/exhaustive-deps -- the history is mutated in place; version says when

  return (
    <section className="health-panel" aria-labelledby="health-heading">
      <h3 id="health-heading" className="subheading">
        Health
      </h3>
      <SilenceLimitField />
      {signs.length === 0 ? (
        <p className="view-note health-ok">No sign of trouble in the recent records.</p>
      ) : (
        <ul className="health-signs" aria-label="Health signs">
          {signs.map((sign) => (
            <HealthSignItem key={sign.key} sign={sign} />
          ))}
        </ul>
      )}
    </section>
  );
}

function HealthSignItem({ sign }: { sign: HealthSign }) {
  return (
    <li className={`health-sign health-${sign.severity}`}>
      <strong>{sign.title}</strong> {sign.text}
    </li>
  );
}

export const silenceHint =
  'A peer not heard for this long is marked silent: in the Peers table (Last heard) and as a health sign. The distributor sends no heartbeat, so a peer with nothing to say falls silent too.';

/** "Silent after (s)": kept while it is a whole number in range; otherwise says what is wrong and keeps the last good one. */
function SilenceLimitField() {
  const silentAfterSeconds = useStudioStore('statistics', (state) => state.silentAfterSeconds);
  const setSilentAfterSeconds = useStudioStore('statistics', (state) => state.setSilentAfterSeconds);
  const [text, setText] = useState(String(silentAfterSeconds));
  const problem = silenceLimitProblem(text);
  return (
    <div className="silence-limit">
      <FormField
        label="Silent after (seconds)"
        type="number"
        min={minSilentAfterSeconds}
        max={maxSilentAfterSeconds}
        value={text}
        hint={silenceHint}
        title={silenceHint}
        aria-invalid={problem !== null}
        onChange={(event) => {
          setText(event.target.value);
          if (silenceLimitProblem(event.target.value) === null) setSilentAfterSeconds(Number(event.target.value));
        }}
      />
      {problem && (
        <p role="alert" className="error-text">
          {problem}
        </p>
      )}
    </div>
  );
}
