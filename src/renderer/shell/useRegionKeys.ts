// F6 and Shift+F6 move between the window's regions (top bar, sidebar, view tabs, the shown view,
// status bar; each marked `data-focus-region` by the shell), in that order, wrapping around, as
// VS Code and desktop programs have it. Each region gets back the control that had focus in it
// last; the first time, its main control (the view's, the selected tab), else its first control,
// else the region itself (the status bar, which holds text only). While a dialog is open the
// keys do nothing: what is behind it is inert.
import { useEffect } from 'react';
import { findPlace, firstControl, isShown } from '../ui/focusPlace';

export const focusRegionAttribute = 'data-focus-region';

export function useRegionKeys(): void {
  useEffect(() => {
    const lastInRegion = new WeakMap<Element, HTMLElement>();
    const onFocusIn = (event: FocusEvent) => {
      const region = event.target instanceof HTMLElement ? event.target.closest(`[${focusRegionAttribute}]`) : null;
      if (region && event.target instanceof HTMLElement && event.target !== region) lastInRegion.set(region, event.target);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'F6' || event.ctrlKey || event.altKey || event.metaKey || event.defaultPrevented) return;
      if (document.querySelector('dialog[open]')) return;
      const regions = [...document.querySelectorAll<HTMLElement>(`[${focusRegionAttribute}]`)].filter(isShown);
      if (regions.length === 0) return;
      event.preventDefault();
      const current = regions.findIndex((region) => region.contains(document.activeElement));
      const step = event.shiftKey ? -1 : 1;
      const start = current === -1 ? (event.shiftKey ? 0 : -1) : current;
      for (let offset = 1; offset <= regions.length; offset += 1) {
        const region = regions[(start + step * offset + regions.length * 2) % regions.length]!;
        const target = placeIn(region, lastInRegion.get(region));
        if (target) {
          target.focus();
          return;
        }
      }
    };
    document.addEventListener('focusin', onFocusIn);
    window.addEventListener('keydown', onKeyDown, true);
    return () => {
      document.removeEventListener('focusin', onFocusIn);
      window.removeEventListener('keydown', onKeyDown, true);
    };
  }, []);
}

function placeIn(region: HTMLElement, last: HTMLElement | undefined): HTMLElement | null {
  if (last?.isConnected && region.contains(last) && isShown(last) && !last.matches(':disabled') && last.tabIndex >= 0) return last;
  if (region.getAttribute(focusRegionAttribute) === 'view') return findPlace('main');
  const selected = region.querySelector<HTMLElement>('[aria-selected="true"][tabindex="0"]');
  return selected ?? firstControl(region) ?? (region.hasAttribute('tabindex') ? region : null);
}
