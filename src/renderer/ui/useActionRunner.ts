import { useState } from 'react';
import { useLanguage } from '../i18n/useLanguage';
import { errorText } from './errorText';

/**
 * Runs a feature's action from a component that is not a plain form (a start and a stop
 * button, say): busy while one runs, its error in words when it fails, for the component to
 * show where the technician looks.
 */
export function useActionRunner() {
  const language = useLanguage();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async (action: () => Promise<void>): Promise<void> => {
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (caught) {
      setError(errorText(caught, language));
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, run: (action: () => Promise<void>) => void run(action) };
}
