import { lazy, Suspense, useState } from 'react';
import { useRovingFocus } from '../../ui/useRovingFocus';
import { ConfigEditorView } from './ConfigEditorView';
import '../../styles/configurationModes.css';

// The text and console modes carry Monaco: loaded when first opened, not with the studio.
const RawTextMode = lazy(() => import('./raw/RawTextMode'));
const ScriptConsoleMode = lazy(() => import('./console/ScriptConsoleMode'));

const modes = [
  { id: 'parameters', title: 'Parameters', View: ConfigEditorView },
  { id: 'text', title: 'Text', View: RawTextMode },
  { id: 'console', title: 'Console', View: ScriptConsoleMode },
] as const;

const modeTabId = (id: string) => `config-mode-${id}`;
const modePanelId = 'config-mode-panel';

/** The Configuration tab: the parameter editor, the whole configuration as text, and the command console. */
export function ConfigurationModes() {
  const [active, setActive] = useState(0);
  const roving = useRovingFocus(modes.length, active, setActive, 'horizontal');
  const mode = modes[active] ?? modes[0];
  const View = mode.View;
  return (
    <div className="configuration-modes">
      <div role="tablist" aria-label="Configuration modes" className="mode-tabs" onKeyDown={roving.onKeyDown}>
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
            {entry.title}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={modePanelId} aria-labelledby={modeTabId(mode.id)} className="mode-panel">
        <Suspense fallback={<p className="view-note">Loading the editor…</p>}>
          <View />
        </Suspense>
      </div>
    </div>
  );
}
