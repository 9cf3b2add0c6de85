// While a baseline's text is unsaved, closing or reloading the page asks first. Switching tabs
// or baselines needs no browser question: the text lives in the store, and another baseline is
// opened only after the Baseline tab's own "Discard unsaved changes?".
import { useEffect } from 'react';
import { useStudioStore } from '../../studio/StudioContext';
import { hasUnsavedChanges } from './baselineStore';

export function useUnsavedBaselineWarning(): void {
  const unsaved = useStudioStore('baseline', (state) => hasUnsavedChanges(state.editor));
  useEffect(() => {
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsaved]);
}
