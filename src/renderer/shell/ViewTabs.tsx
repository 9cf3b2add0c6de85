import { useStudio, useStudioStore } from '../studio/StudioContext';
import { useTranslation } from 'react-i18next';
import { studioViews } from '../studio/uiStore';
import { useRovingFocus } from '../ui/useRovingFocus';

export const viewPanelId = 'view-panel';
export const tabId = (view: string) => `tab-${view}`;

/** The main views as tabs; Left/Right move between them. */
export function ViewTabs() {
  const { stores } = useStudio();
  const { t } = useTranslation();
  const view = useStudioStore('ui', (state) => state.view);
  const activeIndex = studioViews.indexOf(view);
  const show = (index: number) => {
    const next = studioViews[index];
    if (next) stores.ui.getState().showView(next);
  };
  const roving = useRovingFocus(studioViews.length, activeIndex, show, 'horizontal');
  return (
    <div role="tablist" aria-label={t('shell.viewTabs')} className="view-tabs" onKeyDown={roving.onKeyDown} data-focus-region="tabs">
      {studioViews.map((name, index) => (
        <button
          key={name}
          ref={roving.itemRef(index)}
          type="button"
          role="tab"
          id={tabId(name)}
          aria-selected={name === view}
          aria-controls={viewPanelId}
          tabIndex={roving.tabIndexOf(index)}
          className="view-tab"
          onClick={() => show(index)}
        >
          {t(`views.${name}`)}
        </button>
      ))}
    </div>
  );
}
