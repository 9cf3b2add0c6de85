import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStudioStore } from '../../studio/StudioContext';
import { FormField } from '../../ui/FormField';
import { maxSilentAfterSeconds, minSilentAfterSeconds, silenceLimitProblem, type HealthSign } from './healthSigns';
import { useWording } from './useWording';

/** The health signs of the recent records, problems first, and the silence limit the technician sets. */
export function HealthPanel({ signs }: { signs: HealthSign[] }) {
  const { t } = useTranslation();
  return (
    <section className="health-panel" aria-labelledby="health-heading">
      <h3 id="health-heading" className="subheading">
        {t('statistics.health.heading')}
      </h3>
      <SilenceLimitField />
      {signs.length === 0 ? (
        <p className="view-note health-ok">{t('statistics.health.ok')}</p>
      ) : (
        <ul className="health-signs" aria-label={t('statistics.health.list')}>
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

/** "Silent after (s)": kept while it is a whole number in range; otherwise says what is wrong and keeps the last good one. */
function SilenceLimitField() {
  const wording = useWording();
  const { t } = wording;
  const silentAfterSeconds = useStudioStore('statistics', (state) => state.silentAfterSeconds);
  const setSilentAfterSeconds = useStudioStore('statistics', (state) => state.setSilentAfterSeconds);
  const [text, setText] = useState(String(silentAfterSeconds));
  const problem = silenceLimitProblem(text, wording);
  const hint = t('statistics.health.silenceHint');
  return (
    <div className="silence-limit">
      <FormField
        label={t('statistics.health.silentAfter')}
        type="number"
        min={minSilentAfterSeconds}
        max={maxSilentAfterSeconds}
        value={text}
        hint={hint}
        title={hint}
        aria-invalid={problem !== null}
        onChange={(event) => {
          setText(event.target.value);
          if (silenceLimitProblem(event.target.value, wording) === null) setSilentAfterSeconds(Number(event.target.value));
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
