import { useState } from 'react';
import { useStudio } from '../../studio/StudioContext';
import { fieldText, FormField, optionalNumber } from '../../ui/FormField';
import { useFormSubmission } from '../../ui/useFormSubmission';
import { addCamera } from './cameraActions';

/**
 * "Add camera": a real camera by address and credentials. The password goes to the studio's
 * service once and never comes back; the form forgets it after adding.
 */
export function AddCameraForm() {
  const studio = useStudio();
  const [open, setOpen] = useState(false);
  const submission = useFormSubmission(
    async (data) => {
      const label = fieldText(data, 'label');
      await addCamera(studio, {
        host: fieldText(data, 'host'),
        port: optionalNumber(data, 'port'),
        https: data.get('https') === 'on',
        user: fieldText(data, 'user'),
        password: String(data.get('password') ?? ''),
        ...(label ? { label } : {}),
      });
    },
    () => setOpen(false),
  );

  return (
    <div className="sidebar-form">
      <button type="button" className="link-button" aria-expanded={open} aria-controls="add-camera-form" onClick={() => setOpen(!open)}>
        {open ? 'Cancel adding a camera' : 'Add camera…'}
      </button>
      {open && (
        <form id="add-camera-form" aria-label="Add camera" className="studio-form" onSubmit={submission.onSubmit}>
          <FormField label="Address" name="host" required placeholder="192.168.1.20" autoComplete="off" spellCheck={false} />
          <FormField label="Port" name="port" type="number" min={1} max={65535} hint="Empty: 80, or 443 with HTTPS" />
          <FormField label="HTTPS" name="https" type="checkbox" />
          <FormField label="User" name="user" required defaultValue="admin" autoComplete="off" />
          <FormField label="Password" name="password" type="password" autoComplete="off" />
          <FormField label="Name in the list" name="label" maxLength={100} hint="Empty: the address" />
          {submission.error && (
            <p className="error-text" role="alert">
              Could not add the camera: {submission.error}
            </p>
          )}
          <button type="submit" className="button" disabled={submission.busy}>
            {submission.busy ? 'Adding…' : 'Add'}
          </button>
        </form>
      )}
    </div>
  );
}
