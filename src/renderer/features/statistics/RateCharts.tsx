import { useMemo } from 'react';
import { useStudioStore } from '../../studio/StudioContext';
import type { PeerNames } from '../bus/peerNames';
import { peerColours } from './chartedPeers';
import { formatDuration } from './formatDuration';
import { RateChart } from './RateChart';
import type { ChartSeries } from './chartSeries';
import { useWording } from './useWording';
import { useChartedPeers } from './useChartedPeers';

/** Messages and packages per second, in total and for the chosen peers, from the kept history. */
export function RateCharts({ names }: { names: PeerNames }) {
  const wording = useWording();
  const { t } = wording;
  const history = useStudioStore('statistics', (state) => state.history);
  const version = useStudioStore('statistics', (state) => state.historyVersion);
  const charted = useChartedPeers();
  const chosen = useStudioStore('statistics', (state) => state.chartedPeers);

  const charts = useMemo(() => {
    const total = [
      { label: t('statistics.charts.messagesReceived'), colour: '#2f7bd8', values: history.summaryRate('msg_rx').values },
      { label: t('statistics.charts.packagesReceived'), colour: '#2b8a3e', values: history.summaryRate('pkt_rx').values },
      { label: t('statistics.charts.messagesSent'), colour: '#d9480f', values: history.summaryRate('msg_tx').values },
      { label: t('statistics.charts.packagesSent'), colour: '#9c36b5', values: history.summaryRate('pkt_tx').values },
    ];
    const perPeer = (counter: 'msg_rx' | 'pkt_rx'): ChartSeries[] =>
      charted.map((peer, index) => ({ label: names.peerName(peer.IP, peer.PID), colour: peerColours[index % peerColours.length]!, values: history.peerRate(peer.key, counter).values }));
    return { at: history.summaryRate('msg_rx').at, total, messages: perPeer('msg_rx'), packages: perPeer('pkt_rx') };
  }, [history, version, charted, names, t]); // eslint-disable-line react-hooks/exhaustive-deps -- the history is mutated in place; version says when

  return (
    <section className="rate-charts" aria-labelledby="rate-charts-heading">
      <h3 id="rate-charts-heading" className="subheading">
        {t('statistics.charts.heading')} <span className="view-note">{t('statistics.charts.span', { duration: formatDuration(history.spanMs, wording) })}</span>
      </h3>
      <figure className="rate-figure">
        <figcaption>{t('statistics.charts.totalCaption')}</figcaption>
        <RateChart title={t('statistics.charts.totalTitle')} at={charts.at} series={charts.total} />
      </figure>
      {charted.length === 0 ? (
        <p className="view-note">{chosen === null ? t('statistics.charts.noPeerYet') : t('statistics.charts.noPeerChosen')}</p>
      ) : (
        <>
          <figure className="rate-figure">
            <figcaption>{t('statistics.charts.messagesCaption')}</figcaption>
            <RateChart title={t('statistics.charts.messagesTitle')} at={charts.at} series={charts.messages} />
          </figure>
          <figure className="rate-figure">
            <figcaption>{t('statistics.charts.packagesCaption')}</figcaption>
            <RateChart title={t('statistics.charts.packagesTitle')} at={charts.at} series={charts.packages} />
          </figure>
        </>
      )}
    </section>
  );
}
