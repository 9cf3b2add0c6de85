import { createContext, useContext } from 'react';
import { useStore } from 'zustand';
import type { StoreApi } from 'zustand/vanilla';
import type { Studio, StudioStores } from './studioStores';

export const StudioContext = createContext<Studio | null>(null);

/** The page's Studio, for handing to a feature's actions: `addCamera(useStudio(), input)`. */
export function useStudio(): Studio {
  const studio = useContext(StudioContext);
  if (!studio) throw new Error('useStudio outside <StudioContext.Provider>');
  return studio;
}

type StateOf<K extends keyof StudioStores> = StudioStores[K] extends StoreApi<infer S> ? S : never;

/** Selects from one of the studio's stores, e.g. `useStudioStore('bus', (s) => s.messages)`. */
export function useStudioStore<K extends keyof StudioStores, T>(key: K, selector: (state: StateOf<K>) => T): T {
  const { stores } = useStudio();
  const store: StoreApi<StateOf<K>> = stores[key] as unknown as StoreApi<StateOf<K>>;
  return useStore<StoreApi<StateOf<K>>, T>(store, selector);
}
