import { useStudio, useStudioStore } from '../studio/StudioContext';
import { otherTheme } from '../studio/themePreference';
import { currentTheme } from '../studio/uiStore';

export function ThemeToggle() {
  const { stores } = useStudio();
  const theme = useStudioStore('ui', currentTheme);
  const next = otherTheme(theme);
  return (
    <button type="button" className="theme-toggle" aria-label={`Switch to ${next} theme`} onClick={() => stores.ui.getState().toggleTheme()}>
      <span aria-hidden="true" className={`theme-icon theme-icon-${next}`} />
      {next === 'dark' ? 'Dark' : 'Light'}
    </button>
  );
}
