import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { getStudioApi, getStudioConnection } from '../api/studioTransport';
import { connectStudio } from '../studio/connectStudio';
import { StudioContext } from '../studio/StudioContext';
import { createStudioStores, type Studio } from '../studio/studioStores';
import { currentLanguage, currentTheme } from '../studio/uiStore';
import { I18nextProvider } from 'react-i18next';
import { createTranslator } from '../i18n/translator';
import { App, startLoadingView } from './App';
import '../styles/theme.css';
import '../styles/layout.css';
import '../styles/components.css';
import '../styles/console.css';
import '../styles/configEditor.css';
import '../styles/fleet.css';
import '../styles/site.css';
import '../styles/palette.css';

const studio: Studio = { api: getStudioApi(), stores: createStudioStores(safeLocalStorage(), window.matchMedia('(prefers-color-scheme: dark)').matches, navigator.languages) };
// Set before the first paint, so a dark-theme user never sees a light flash.
document.documentElement.dataset.theme = currentTheme(studio.stores.ui.getState());
const translator = createTranslator(currentLanguage(studio.stores.ui.getState()));
document.documentElement.lang = translator.language;
connectStudio(studio, getStudioConnection());
void startLoadingView(studio.stores.ui.getState().view);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <StudioContext.Provider value={studio}>
      <I18nextProvider i18n={translator}>
        <App />
      </I18nextProvider>
    </StudioContext.Provider>
  </StrictMode>,
);

function safeLocalStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
