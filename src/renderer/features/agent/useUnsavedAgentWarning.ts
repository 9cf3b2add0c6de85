// While the agent settings hold an unsaved edit, closing or reloading the page asks first
// (as the baseline editor's does); switching tabs loses nothing, the draft lives in the store.
import { useEffect } from 'react';
import { useStudioStore } from '../../studio/StudioContext';

export function useUnsavedAgentWarning(): void {
  const edited = useStudioStore('agent', (state) => state.edited);
  useEffect(() => {
    if (!edited) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [edited]);
}
