import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRovingFocus } from '../../ui/useRovingFocus';
import { ConfigEditorView } from './ConfigEditorView';
import '../../styles/configurationModes.css';

// The text and console modes carry Monaco: loaded when first opened, not with the studio.
const RawTextMode = lazy(() => import('./raw/RawTextMode'));
const ScriptConsoleMode = lazy(() => import('./console/ScriptConsoleMode'));

const modes = [
  { id: 'parameters', View: ConfigEditorView },
  { id: 'text', View: RawTextMode },
  { id: 'console', View: ScriptConsoleMode },
] as const;

const modeTabId = (id: string) => `config-mode-${id}`;
const modePanelId = 'config-mode-panel';

/** The Configuration tab: the parameter editor, the whole configuration as text, and the command console. */
export function ConfigurationModes() {
  const { t } = useTranslation();
  const [active, setActive] = useState(0);
  const roving = useRovingFocus(modes.length, active, setActive, 'horizontal');
  const mode = modes[active] ?? modes[0];
  const View = mode.View;
  return (
    <div className="configuration-modes">
      <div role="tablist" aria-label={t('configuration.modes.label')} className="mode-tabs" onKeyDown={roving.onKeyDown}>
        {modes.map((entry, index) => (
          <button
            key={entry.id}
            ref={roving.itemRef(index)}
            type="button"
            role="tab"
            id={modeTabId(entry.id)}
            aria-selected={index === active}
            aria-controls={modePanelId}
            tabIndex={roving.tabIndexOf(index)}
            className="mode-tab"
            onClick={() => setActive(index)}
          >
            {t(`configuration.modes.${entry.id}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={modePanelId} aria-labelledby={modeTabId(mode.id)} className="mode-panel">
        <Suspense fallback={<p className="view-note">{t('configuration.modes.loadingEditor')}</p>}>
          <View />
        </Suspense>
      </div>
    </div>
  );
}
