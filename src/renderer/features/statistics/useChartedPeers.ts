import { useMemo } from 'react';
import { useStudioStore } from '../../studio/StudioContext';
import { chartedPeerList, type ChartedPeer } from './chartedPeers';

/** The peers the per-peer charts draw (see chartedPeers.ts). */
export function useChartedPeers(): ChartedPeer[] {
  const chosen = useStudioStore('statistics', (state) => state.chartedPeers);
  const statistics = useStudioStore('statistics', (state) => (state.chartedPeers === null ? state.statistics : null));
  return useMemo(() => chartedPeerList(statistics, chosen), [statistics, chosen]);
}
