import { useTranslation } from 'react-i18next';
import { lazy, Suspense, useMemo } from 'react';
import { useStudio, useStudioStore } from '../../studio/StudioContext';
import '../../styles/distributorSettings.css';
import { DistributorNowPanel } from './DistributorNowPanel';
import { PassphraseField } from './PassphraseField';
import { SettingsApplyBar } from './SettingsApplyBar';
import { SettingsForm } from './SettingsForm';
import { checkSettingsDraft } from './settingsApplyReadiness';
import { SystemConfigPanel } from './SystemConfigPanel';

// Monaco is a chunk of its own: it loads when this view first opens.
const SettingsJsonEditor = lazy(() => import('./SettingsJsonEditor'));

/** The distributor's user configuration as a form and as JSON (one draft), applied live with distributor.init. */
export function DistributorSettingsView() {
  const { stores } = useStudio();
  const settings = useStudioStore('settings', (state) => state.settings);
  const text = useStudioStore('settings', (state) => state.draftText);
  const passphrase = useStudioStore('settings', (state) => state.passphrase);
  const { t } = useTranslation();
  const { check, passphraseTrouble, problemCount } = useMemo(() => checkSettingsDraft({ draftText: text, passphrase }, t), [text, passphrase, t]);
  if (settings === null) return <p className="view-empty">{t('settings.loading')}</p>;
  const { editDraft, setPassphrase } = stores.settings.getState();

  return (
    <div className="settings-view">
      <div className="view-toolbar">
        <h2 className="view-heading">{t('settings.heading')}</h2>
        <p className="view-note">{t('settings.intro')}</p>
      </div>
      <SettingsApplyBar problems={check.problems} problemCount={problemCount} />
      <div className="settings-columns">
        <div className="settings-edit">
          <SettingsForm text={text} onTextChange={editDraft} problems={check.problems} interfaces={settings.system.broadcast.interfaces} />
          <PassphraseField
            choice={passphrase}
            onChange={setPassphrase}
            passphraseSet={settings.applied?.passphraseSet ?? false}
            passphraseNeeded={settings.applied?.passphraseNeeded ?? false}
            problem={passphraseTrouble}
          />
        </div>
        <div className="settings-json">
          <h3 className="subheading">{t('settings.asJson')}</h3>
          <Suspense fallback={<pre translate="no" className="code-fallback settings-json-editor">{text}</pre>}>
            <SettingsJsonEditor value={text} onChange={editDraft} />
          </Suspense>
          <p className="form-hint">{t('settings.passphraseNotInText')}</p>
        </div>
        <div className="settings-side">
          <DistributorNowPanel applied={settings.applied} />
          <SystemConfigPanel system={settings.system} />
        </div>
      </div>
    </div>
  );
}
