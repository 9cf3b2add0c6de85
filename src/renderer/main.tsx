import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { getStudioApi, getStudioConnection } from './api';
import { App } from './App';
import { connectStudio } from './studio/connectStudio';
import { StudioContext } from './studio/StudioContext';
import { createStudioStores } from './stores/studioStores';
import { currentTheme } from './stores/uiStore';
import './styles/theme.css';
import './styles/layout.css';
import './styles/components.css';

const api = getStudioApi();
const stores = createStudioStores(safeLocalStorage(), window.matchMedia('(prefers-color-scheme: dark)').matches);
// Set before the first paint, so a dark-theme user never sees a light flash.
document.documentElement.dataset.theme = currentTheme(stores.ui.getState());
connectStudio(api, stores, getStudioConnection());

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <StudioContext.Provider value={{ api, stores }}>
      <App />
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
