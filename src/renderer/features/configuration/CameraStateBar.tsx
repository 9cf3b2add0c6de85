import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n/useLanguage';
import { useStudio } from '../../studio/StudioContext';
import { errorText } from '../../ui/errorText';
import { activateProfile } from './configActions';

/** The sections waiting for a reboot (banner), the current profile and activating another by name. */
export function CameraStateBar({ cameraId, rebootNeeded, profile }: { cameraId: string; rebootNeeded: string[] | undefined; profile: string | null | undefined }) {
  const studio = useStudio();
  const { t } = useTranslation();
  const language = useLanguage();
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await activateProfile(studio, cameraId, name.trim());
      setName('');
    } catch (caught) {
      setError(errorText(caught, language));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="camera-state-bar">
      {rebootNeeded && rebootNeeded.length > 0 && (
        <p className="banner warn" role="status">
          {t('configuration.stateBar.rebootWaiting', { count: rebootNeeded.length, sections: rebootNeeded.join(', ') })}
        </p>
      )}
      <form className="profile-form" onSubmit={(event) => void submit(event)}>
        <span>
          {t('configuration.stateBar.profile')} <strong>{profile === undefined ? t('configuration.stateBar.profileUnknown') : profile === null ? t('configuration.stateBar.profileNone') : profile}</strong>
        </span>
        <input className="text-input" aria-label={t('configuration.stateBar.profileInput')} placeholder={t('configuration.stateBar.profilePlaceholder')} value={name} maxLength={100} onChange={(event) => setName(event.target.value)} />
        <button type="submit" className="button" disabled={busy || name.trim() === ''}>
          {t('configuration.stateBar.activate')}
        </button>
        {error && (
          <span className="error-text" role="alert">
            {error}
          </span>
        )}
      </form>
    </div>
  );
}
