import { useTranslation } from 'react-i18next';
import type { DistributorState } from '../../../shared/api/distributorSchemas';
import type { AppliedSettings } from '../../../shared/api/distributorSettingsSchemas';
import { useStudioStore } from '../../studio/StudioContext';
import { StateBadge } from '../../ui/badges';
import { useFormatters } from '../../i18n/useLanguage';

/** What the distributor does now (from its state events) and the outcome of the last init. */
export function DistributorNowPanel({ applied }: { applied: AppliedSettings | null }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const state = useStudioStore('bus', (store) => store.distributor);
  const time = applied === null ? '' : format.time(applied.appliedAt);
  return (
    <section className="settings-panel" aria-label={t('settings.now.label')}>
      <h3 className="subheading">{t('settings.now.heading')}</h3>
      {state === null ? <p className="view-note">{t('settings.now.unknown')}</p> : <StateDetails state={state} />}
      <p className="view-note">
        {applied === null
          ? t('settings.now.noneApplied')
          : applied.active
            ? t('settings.now.appliedActive', { time })
            : t('settings.now.appliedInactive', { time, reason: applied.reason ?? t('settings.noReason') })}
      </p>
    </section>
  );
}

function StateDetails({ state }: { state: DistributorState }) {
  const { t } = useTranslation();
  if (!state.active) {
    return (
      <p>
        <StateBadge state="inactive" /> <span className="settings-reason">{state.reason ?? t('settings.noReason')}</span>
      </p>
    );
  }
  const unknown = t('settings.now.unknownValue');
  return (
    <dl className="settings-facts" aria-label={t('settings.now.facts')}>
      <Fact name={t('settings.now.state')} value={<StateBadge state="active" />} />
      <Fact name={t('settings.now.iface')} value={`${state.iface ?? unknown} (${state.address ?? unknown})`} />
      <Fact name={t('settings.now.broadcast')} value={`${state.broadcastAddress ?? unknown}:${state.port ?? unknown}`} />
      <Fact name={t('settings.now.encryption')} value={state.encrypted ? t('settings.now.encryptionOn') : t('settings.now.encryptionOff')} />
      <Fact name="poll_freq" value={String(state.pollFreq)} />
      <Fact name="resend" value={String(state.resend)} />
      <Fact name="max_time_offset" value={String(state.maxTimeOffset)} />
    </dl>
  );
}

function Fact({ name, value }: { name: string; value: React.ReactNode }) {
  return (
    <div className="settings-fact">
      <dt title={name}>{name}</dt>
      <dd title={typeof value === 'string' ? value : undefined}>{value}</dd>
    </div>
  );
}
