// The palette's commands, built again whenever a store they read changes while the palette or
// the sheet is open (a command's availability follows the studio as it is now).
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStudio } from '../../studio/StudioContext';
import type { StudioStores } from '../../studio/studioStores';
import { studioCommands, type PaletteCommand, type PaletteHost } from './paletteCommands';

const readStores = ['ui', 'cameras', 'config', 'bus', 'history', 'fleet', 'site', 'baseline', 'baselineCheck', 'audit', 'settings', 'agent', 'sync'] as const satisfies ReadonlyArray<keyof StudioStores>;

export function useStudioCommands(host: PaletteHost): PaletteCommand[] {
  const studio = useStudio();
  const { t } = useTranslation();
  const [, setChanges] = useState(0);
  useEffect(() => {
    const stops = readStores.map((key) => studio.stores[key].subscribe(() => setChanges((count) => count + 1)));
    return () => stops.forEach((stop) => stop());
  }, [studio]);
  return studioCommands(studio, t, host);
}
