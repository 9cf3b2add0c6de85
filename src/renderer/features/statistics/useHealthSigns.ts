import { useMemo } from 'react';
import { useStudioStore } from '../../studio/StudioContext';
import type { PeerNames } from '../bus/peerNames';
import { defaultHealthThresholds, healthSigns, type HealthSign } from './healthSigns';
import type { Wording } from './statisticsWording';

/** The health signs of the recent records, worded in the studio's language: one list for the Health panel and the counters' alarm. */
export function useHealthSigns(names: PeerNames, wording: Wording): HealthSign[] {
  const history = useStudioStore('statistics', (state) => state.history);
  const version = useStudioStore('statistics', (state) => state.historyVersion);
  const silentAfterSeconds = useStudioStore('statistics', (state) => state.silentAfterSeconds);
  const distributor = useStudioStore('bus', (state) => state.distributor);
  return useMemo(() => {
    const newest = history.newest;
    if (!newest) return [];
    const thresholds = { ...defaultHealthThresholds, silentAfterMs: silentAfterSeconds * 1000 };
    return healthSigns({ newest, baseline: history.baseline(thresholds.windowMs), maxTimeOffset: distributor?.maxTimeOffset ?? null, names, thresholds, wording });
  }, [history, version, silentAfterSeconds, distributor, names, wording]); // eslint-disable-line react-hooks/exhaustive-deps -- the history is mutated in place; version says when
}
