import { useMemo } from 'react';
import { useStudioStore } from '../../studio/StudioContext';
import type { PeerNames } from '../bus/peerNames';
import { formatDuration } from './formatDuration';
import { peerColours } from './chartedPeers';
import { RateChart, type ChartSeries } from './RateChart';
import { useChartedPeers } from './useChartedPeers';

/** Messages and packages per second, in total and for the chosen peers, from the kept history. */
export function RateCharts({ names }: { names: PeerNames }) {
  const history = useStudioStore('statistics', (state) => state.history);
  const version = useStudioStore('statistics', (state) => state.historyVersion);
  const charted = useChartedPeers();
  const chosen = useStudioStore('statistics', (state) => state.chartedPeers);

  const charts = useMemo(() => {
    const total = [
      { label: 'messages received', colour: '#2f7bd8', values: history.summaryRate('msg_rx').values },
      { label: 'packages received', colour: '#2b8a3e', values: history.summaryRate('pkt_rx').values },
      { label: 'messages sent', colour: '#d9480f', values: history.summaryRate('msg_tx').values },
      { label: 'packages sent', colour: '#9c36b5', values: history.summaryRate('pkt_tx').values },
    ];
    const perPeer = (counter: 'msg_rx' | 'pkt_rx'): ChartSeries[] =>
      charted.map((peer, index) => ({ label: names.peerName(peer.IP, peer.PID), colour: peerColours[index % peerColours.length]!, values: history.peerRate(peer.key, counter).values }));
    return { at: history.summaryRate('msg_rx').at, total, messages: perPeer('msg_rx'), packages: perPeer('pkt_rx') };
  }, [history, version, charted, names]); // eslint-disable-line react-hooks/exhaustive-deps -- the history is mutated in place; version says when

  return (
    <section className="rate-charts" aria-labelledby="rate-charts-heading">
      <h3 id="rate-charts-heading" className="subheading">
        Rates over time <span className="view-note">(the last {formatDuration(history.spanMs)} at most, one point per record)</span>
      </h3>
      <figure className="rate-figure">
        <figcaption>In total</figcaption>
        <RateChart title="Rates in total" at={charts.at} series={charts.total} />
      </figure>
      {charted.length === 0 ? (
        <p className="view-note">{chosen === null ? 'No peer to chart yet: no peer has been heard from.' : 'No peer chosen for the charts: tick "Chart" in the peer table.'}</p>
      ) : (
        <>
          <figure className="rate-figure">
            <figcaption>Messages per second, by peer</figcaption>
            <RateChart title="Messages per second by peer" at={charts.at} series={charts.messages} />
          </figure>
          <figure className="rate-figure">
            <figcaption>Packages per second, by peer</figcaption>
            <RateChart title="Packages per second by peer" at={charts.at} series={charts.packages} />
          </figure>
        </>
      )}
    </section>
  );
}
