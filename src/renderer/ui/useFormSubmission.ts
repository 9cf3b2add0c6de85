import { useState, type FormEvent } from 'react';
import { useLanguage } from '../i18n/useLanguage';
import { errorText } from './errorText';

/**
 * The state of a form that runs a feature's action: busy while it runs, its error in words
 * when it fails (shown in the form). `run` gets the form's data; on success the form is reset
 * (so a typed password does not stay in the page) and `onDone` runs.
 */
export function useFormSubmission(run: (data: FormData) => Promise<void>, onDone: () => void) {
  const language = useLanguage();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    setBusy(true);
    setError(null);
    try {
      await run(new FormData(form));
      form.reset();
      onDone();
    } catch (caught) {
      setError(errorText(caught, language));
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, onSubmit: (event: FormEvent<HTMLFormElement>) => void onSubmit(event), clearError: () => setError(null) };
}
