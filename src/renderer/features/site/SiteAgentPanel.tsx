import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { AgentStatus } from '../../../shared/api/agentStatusSchemas';
import { createFormatters, type Formatters } from '../../i18n/format';
import type { StudioText } from '../../i18n/studioText';
import { useLanguage } from '../../i18n/useLanguage';
import { useText, type TextRenderer } from '../../i18n/useText';
import { useStudio, useStudioStore } from '../../studio/StudioContext';
import { AlertLine } from '../../ui/AlertLine';
import { useActionRunner } from '../../ui/useActionRunner';
import { loadAgentStatus, openAgentView, openCameraConfiguration } from './siteActions';

type Job = AgentStatus['jobs'][number];
type Alert = AgentStatus['alerts'][number];
type Push = NonNullable<AgentStatus['lastPush']>;

/** "Site agent": whether the agent runs, each job's last run, its last push to the site's remote, the open alerts (camera by name), or that it has not run here. */
export function SiteAgentPanel() {
  const studio = useStudio();
  const { t } = useTranslation();
  const load = useStudioStore('site', (state) => state.agentStatus);
  const runner = useActionRunner();
  const language = useLanguage();
  const agent = load.status === 'loaded' ? load.agent : null;
  const format = useMemo(() => createFormatters(language, agent?.timeZone), [language, agent?.timeZone]);
  return (
    <section className="site-agent" aria-labelledby="site-agent-heading">
      <div className="site-agent-head">
        <h2 id="site-agent-heading">{t('agentStatus.heading')}</h2>
        {/* Never disabled: focus stays on it while it reads again. */}
        <button type="button" className="button" onClick={() => runner.busy || runner.run(() => loadAgentStatus(studio))}>
          {t('agentStatus.readAgain')}
        </button>
        <button type="button" className="button" onClick={() => openAgentView(studio)}>
          {t('agentStatus.openAgentView')}
        </button>
      </div>
      <AlertLine message={runner.error} />
      {load.status === 'loading' && <p className="view-note">{t('agentStatus.reading')}</p>}
      {load.status === 'failed' && <AlertLine message={t('agentStatus.readFailed', { reason: load.message })} />}
      {agent && <AgentStatusShown agent={agent} format={format} />}
    </section>
  );
}

function AgentStatusShown({ agent, format }: { agent: AgentStatus; format: Formatters }) {
  const studio = useStudio();
  const { t } = useTranslation();
  const show = useText();
  if (agent.state === 'no_workspace') return <p className="view-note">{t('agentStatus.noWorkspace')}</p>;
  if (agent.state === 'not_run') return <p className="view-note site-agent-not-run">{t('agentStatus.notRun')}</p>;
  const time = (at: number) => format.dateTime(at);
  return (
    <>
      {agent.problem && <AlertLine message={t('agentStatus.unreadable', { problem: show(agent.problem) })} />}
      {agent.agent && (
        <p className="view-note" role="status">
          {runningText(agent.agent, t, time)} {t('agentStatus.timeZone', { timeZone: agent.timeZone })}
        </p>
      )}
      {agent.jobs.length > 0 && (
        <table className="site-agent-jobs">
          <caption>{t('agentStatus.jobs')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('agentStatus.column.job')}</th>
              <th scope="col">{t('agentStatus.column.started')}</th>
              <th scope="col">{t('agentStatus.column.ended')}</th>
              <th scope="col">{t('agentStatus.column.duration')}</th>
              <th scope="col">{t('agentStatus.column.outcome')}</th>
              <th scope="col">{t('agentStatus.column.next')}</th>
            </tr>
          </thead>
          <tbody>
            {agent.jobs.map((job) => (
              <tr key={job.job}>
                <th scope="row">{t(`agentStatus.job.${job.job}`)}</th>
                <td>{job.lastStartedAt === null ? t('agentStatus.notYet') : time(job.lastStartedAt)}</td>
                <td>{job.state === 'ended' && job.lastEndedAt !== null ? time(job.lastEndedAt) : t('agentStatus.notYet')}</td>
                <td>{job.state === 'ended' && job.lastDurationMs !== null ? elapsed(job.lastDurationMs, format, t) : ''}</td>
                <td className={job.state === 'ended' && job.lastOutcome === 'failed' ? 'error-text' : undefined}>{outcomeText(job, t, show)}</td>
                <td>{job.nextAt === null ? t('agentStatus.notScheduled') : time(job.nextAt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {agent.lastPush && <PushShown push={agent.lastPush} time={time} format={format} />}
      <h3 className="site-agent-alerts-heading">{t('agentStatus.alerts')}</h3>
      {agent.alerts.length === 0 ? (
        <p className="view-note">{t('agentStatus.noAlerts')}</p>
      ) : (
        <ul className="site-agent-alerts" aria-label={t('agentStatus.alerts')}>
          {agent.alerts.map((alert) => (
            <li key={`${alert.kind} ${alert.camera.id}`}>
              <AlertShown alert={alert} time={time} onOpen={() => openCameraConfiguration(studio, alert.camera.id)} />
            </li>
          ))}
        </ul>
      )}
      {agent.alertsOmitted > 0 && <p className="view-note">{t('agentStatus.omitted', { count: agent.alertsOmitted, formattedCount: format.number(agent.alertsOmitted, 0) })}</p>}
    </>
  );
}

function AlertShown({ alert, time, onOpen }: { alert: Alert; time: (at: number) => string; onOpen: () => void }) {
  const { t } = useTranslation();
  const show = useText();
  const { camera } = alert;
  return (
    <>
      <p className="site-agent-alert">
        <button type="button" className="link-button" onClick={onOpen} aria-label={t('agentStatus.openCamera', { name: camera.name })}>
          <span translate="no">{camera.name}</span>
        </button>{' '}
        {camera.group === null ? t('agentStatus.where', { address: camera.address }) : t('agentStatus.whereInGroup', { address: camera.address, group: camera.group })}{' '}
        <strong>{t('agentStatus.what', { text: show(alert.text), time: time(alert.since) })}</strong>
      </p>
      {alert.detail !== '' && (
        <p className="site-agent-detail" translate="no">
          {alert.detail}
        </p>
      )}
      <p className="site-agent-advice">
        {alert.alertedAt === null ? t('agentStatus.notAlerted') : t('agentStatus.alerted', { time: time(alert.alertedAt) })} {t('agentStatus.advice', { advice: show(alert.advice) })}
      </p>
    </>
  );
}

/** The last push in words: when, pushed or not, how many commits wait; not pushed or failed is shown as a failed job's outcome is (the problem's colour), with why. */
function PushShown({ push, time, format }: { push: Push; time: (at: number) => string; format: Formatters }) {
  const { t } = useTranslation();
  const show = useText();
  const problem = push.outcome !== 'pushed';
  return (
    <div className="site-agent-push">
      <h3 className="site-agent-push-heading">{t('agentStatus.push.heading')}</h3>
      <p className={problem ? 'error-text' : undefined}>{pushText(push, time(push.at), format, t)}</p>
      {problem && push.problem && <p className="error-text">{t('agentStatus.push.problem', { problem: show(push.problem) })}</p>}
    </div>
  );
}

function pushText(push: Push, time: string, format: Formatters, t: StudioText): string {
  if (push.outcome === 'pushed') return t('agentStatus.push.pushed', { time });
  const outcome = push.outcome === 'failed' ? 'failed' : 'notPushed';
  // A push that failed before the agent could count the waiting commits says 0: it is not told as none waiting.
  if (push.waiting === 0) return t(`agentStatus.push.${outcome}Uncounted`, { time });
  return t(`agentStatus.push.${outcome}`, { time, count: push.waiting, formattedCount: format.number(push.waiting, 0) });
}

function runningText(agent: NonNullable<AgentStatus['agent']>, t: StudioText, time: (at: number) => string): string {
  const pid = agent.pid === null ? '' : String(agent.pid);
  if (agent.running === 'yes') return t('agentStatus.running.yes', { pid, time: time(agent.startedAt ?? agent.lastWroteAt) });
  if (agent.running === 'no') return agent.stoppedAt !== null ? t('agentStatus.running.stopped', { time: time(agent.stoppedAt) }) : t('agentStatus.running.gone', { pid, time: time(agent.lastWroteAt) });
  return agent.host === null ? t('agentStatus.running.noRecord', { time: time(agent.lastWroteAt) }) : t('agentStatus.running.elsewhere', { host: agent.host, time: time(agent.lastWroteAt) });
}

function outcomeText(job: Job, t: StudioText, show: TextRenderer): string {
  if (job.state === 'never') return t('agentStatus.outcome.never');
  if (job.state === 'running') return t('agentStatus.outcome.running');
  if (job.state === 'cut_off') return t('agentStatus.outcome.cutOff');
  if (job.lastOutcome === 'failed') return job.lastProblem === null ? t('agentStatus.outcome.failedNoReason') : t('agentStatus.outcome.failed', { problem: show(job.lastProblem) });
  return job.lastOutcome === 'stopped' ? t('agentStatus.outcome.stopped') : t('agentStatus.outcome.ok');
}

/** Milliseconds below one second, seconds with one decimal above (as the Baseline view's runs). */
function elapsed(milliseconds: number, format: Formatters, t: StudioText): string {
  const ms = Math.max(0, Math.round(milliseconds));
  return ms < 1000 ? t('agentStatus.elapsedMs', { ms: format.number(ms, 0) }) : t('agentStatus.elapsedS', { s: format.number(ms / 1000, 1) });
}
