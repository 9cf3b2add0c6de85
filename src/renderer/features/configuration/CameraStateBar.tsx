import { useState, type FormEvent } from 'react';
import { useStudio } from '../../studio/StudioContext';
import { errorText } from '../../ui/errorText';
import { activateProfile } from './configActions';

/** The sections waiting for a reboot (banner), the current profile and activating another by name. */
export function CameraStateBar({ cameraId, rebootNeeded, profile }: { cameraId: string; rebootNeeded: string[] | undefined; profile: string | null | undefined }) {
  const studio = useStudio();
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
      setError(errorText(caught));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="camera-state-bar">
      {rebootNeeded && rebootNeeded.length > 0 && (
        <p className="banner warn" role="status">
          Waiting for a reboot to take effect: {rebootNeeded.length === 1 ? 'section' : 'sections'} {rebootNeeded.join(', ')}
        </p>
      )}
      <form className="profile-form" onSubmit={(event) => void submit(event)}>
        <span>
          Profile: <strong>{profile === undefined ? 'unknown' : profile === null ? 'none active' : profile}</strong>
        </span>
        <input className="text-input" aria-label="Profile to activate" placeholder="profile name" value={name} maxLength={100} onChange={(event) => setName(event.target.value)} />
        <button type="submit" className="button" disabled={busy || name.trim() === ''}>
          Activate profile
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
