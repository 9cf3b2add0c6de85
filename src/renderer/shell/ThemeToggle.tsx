import { useTranslation } from 'react-i18next';
import { useStudio, useStudioStore } from '../studio/StudioContext';
import { otherTheme } from '../studio/themePreference';
import { currentTheme } from '../studio/uiStore';

/** Switches to the other theme; its name is what it switches to, as its visible text says. */
export function ThemeToggle() {
  const { stores } = useStudio();
  const { t } = useTranslation();
  const theme = useStudioStore('ui', currentTheme);
  const next = otherTheme(theme);
  return (
    <button type="button" className="theme-toggle" title={next === 'dark' ? t('shell.themeToDarkLabel') : t('shell.themeToLightLabel')} onClick={() => stores.ui.getState().toggleTheme()}>
      <span aria-hidden="true" className={`theme-icon theme-icon-${next}`} />
      {next === 'dark' ? t('shell.themeToDark') : t('shell.themeToLight')}
    </button>
  );
}
