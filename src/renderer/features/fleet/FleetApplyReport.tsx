import { useTranslation } from 'react-i18next';
import type { Formatters } from '../../i18n/format';
import { useFormatters } from '../../i18n/useLanguage';
import { useText } from '../../i18n/useText';
import { useStudioStore } from '../../studio/StudioContext';
import type { RanApply } from './fleetStore';

/** Each camera's live step while the apply runs; its result once it has finished. */
export function FleetApplyReport() {
  const { t } = useTranslation();
  const show = useText();
  const stepText = (step: string) => (isKnownStep(step) ? t(`fleet.report.steps.${step}`) : step);
  const format = useFormatters();
  const run = useStudioStore('fleet', (state) => state.run);
  if (run.status === 'idle') return null;
  if (run.status === 'failed') return <p className="error-text">{t('fleet.report.didNotStart', { reason: run.message })}</p>;
  if (run.status === 'running') {
    return (
      <>
        <RanLine ran={run.ran} />
        <table className="data-table fleet-report" aria-label={t('fleet.report.progress')}>
          <thead>
            <tr>
              <th scope="col">{t('fleet.report.camera')}</th>
              <th scope="col">{t('fleet.report.step')}</th>
              <th scope="col">{t('fleet.report.whatHappens')}</th>
            </tr>
          </thead>
          <tbody>
            {Object.entries(run.progress).map(([cameraId, progress]) => (
              <tr key={cameraId}>
                <th scope="row">{progress.label}</th>
                <td>{progress.status ? t(`fleet.status.${progress.status}`) : stepText(progress.step)}</td>
                <td className="fleet-result-message">{show(progress.text)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </>
    );
  }
  const failed = run.results.filter((result) => result.status !== 'verified' && result.status !== 'applied').length;
  return (
    <>
      <RanLine ran={run.ran} />
      <table className="data-table fleet-report" aria-label={t('fleet.report.report')}>
        <caption>
          {t('fleet.report.summary', { applied: run.results.length - failed, count: run.results.length, took: elapsedText(format, run.tookMs) })}
          {failed > 0 ? ` ${t('fleet.report.notApplied', { count: failed })}` : ''}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t('fleet.report.camera')}</th>
            <th scope="col">{t('fleet.report.result')}</th>
            <th scope="col">{t('fleet.report.details')}</th>
          </tr>
        </thead>
        <tbody>
          {run.results.map((result) => (
            <tr key={result.cameraId} className={`fleet-result-${result.status}`}>
              <th scope="row">{result.label}</th>
              <td>{result.status === 'failed' && result.step ? t('fleet.status.failedAt', { step: stepText(result.step) }) : t(`fleet.status.${result.status}`)}</td>
              <td className="fleet-result-message">{show(result.text)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

/** What the apply sent (in place of the dry run's "nothing sent"). */
function RanLine({ ran }: { ran: RanApply }) {
  const { t } = useTranslation();
  const steps = [t('fleet.ran.write'), ran.steps.store && t('fleet.steps.store'), ran.steps.update && t('fleet.steps.update'), ran.steps.reboot && t('fleet.steps.reboot')].filter(Boolean).join(' → ');
  return (
    <p className="view-note fleet-ran" role="status">
      {t('fleet.ran.line', { count: ran.cameras, values: t('fleet.confirm.values', { count: ran.values }), steps })}
    </p>
  );
}

const knownSteps = ['waiting', 'write', 'reboot', 'verify', 'done'] as const;
const isKnownStep = (step: string): step is (typeof knownSteps)[number] => (knownSteps as readonly string[]).includes(step);

/** Milliseconds below one second, seconds with one decimal above, in the studio's number format. */
function elapsedText(format: Formatters, milliseconds: number): string {
  const ms = Math.max(0, Math.round(milliseconds));
  return ms < 1000 ? `${format.number(ms, 0)} ms` : `${format.number(ms / 1000, 1)} s`;
}
