import { useTranslation } from 'react-i18next';
import type { DistributorSettings } from '../../../shared/api/distributorSettingsSchemas';

/** system_config.json (spec 2.2) as the studio runs with it: fixed while it runs, so read-only. */
export function SystemConfigPanel({ system }: { system: DistributorSettings['system'] }) {
  const { t } = useTranslation();
  return (
    <section className="settings-panel" aria-label={t('settings.system.label')}>
      <h3 className="subheading">{t('settings.system.heading')}</h3>
      <dl className="settings-facts">
        <div className="settings-fact">
          <dt>{t('settings.system.logListMax')}</dt>
          <dd>{system.log_list_max}</dd>
        </div>
        <div className="settings-fact">
          <dt>{t('settings.system.interfaces')}</dt>
          <dd className="mono" title={system.broadcast.interfaces.join(', ')}>
            {system.broadcast.interfaces.join(', ')}
          </dd>
        </div>
      </dl>
      <p className="form-hint">{t('settings.system.hint')}</p>
    </section>
  );
}
