import { useEffect } from 'react';
import { useStudioStore } from '../../studio/StudioContext';
import { currentTheme } from '../../studio/uiStore';
import { applyStudioTheme } from './monacoRuntime';

/** Keeps Monaco's theme on the studio's (light or dark) while an editor is shown. */
export function useMonacoTheme(): void {
  const theme = useStudioStore('ui', currentTheme);
  useEffect(() => applyStudioTheme(theme), [theme]);
}
