import { useTranslation } from 'react-i18next';
import { isLanguage, languageNames, supportedLanguages } from '../i18n/languages';
import { useLanguage } from '../i18n/useLanguage';
import { useStudio } from '../studio/StudioContext';

/** The studio's language, chosen in the top bar and remembered; each language by its own name. */
export function LanguageSelect() {
  const { stores } = useStudio();
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <label className="language-select">
      {t('shell.language')}
      <select
        value={language}
        onChange={(event) => {
          if (isLanguage(event.target.value)) stores.ui.getState().setLanguage(event.target.value);
        }}
      >
        {supportedLanguages.map((choice) => (
          <option key={choice} value={choice} lang={choice}>
            {languageNames[choice]}
          </option>
        ))}
      </select>
    </label>
  );
}
