import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useText } from '../../i18n/useText';
import { useStudio, useStudioStore } from '../../studio/StudioContext';
import { maxFilterLength, peerKey, type MessageFilterSpec } from '../../../shared/distributor/messageFilter';
import { viewedFeed } from './busStore';
import { loadRegexEngine, regexEngineLoaded } from './regexEngine';
import type { PeerNames } from './peerNames';

/** Filter of the console and the tree: text in path or value (substring or regular expression, with or without case), and peer. */
export function ConsoleFilterBar({ names }: { names: PeerNames }) {
  const { stores } = useStudio();
  const { t } = useTranslation();
  const feed = useStudioStore('bus', viewedFeed);
  const filter = useStudioStore('bus', (state) => viewedFeed(state).filterSpec);
  // Re-rendered when a peer is first seen, not with every batch of messages.
  useStudioStore('bus', (state) => viewedFeed(state).peers.size);
  useStudioStore('bus', (state) => viewedFeed(state).replayingPeers.size);
  const problemId = useId();
  useEffect(() => {
    void loadRegexEngine().catch(() => undefined); // fetched while the console opens; a failure is shown when regex is chosen
  }, []);
  const change = (patch: Partial<MessageFilterSpec>) => {
    const next = { ...filter, ...patch };
    // A regular expression is compiled by re2js, loaded on demand (regexEngine.ts): it is applied once that is in.
    if (next.mode !== 'regex' || next.text === '' || regexEngineLoaded()) return stores.bus.getState().setFilter(next);
    loadRegexEngine().then(
      () => stores.bus.getState().setFilter(next),
      (error: unknown) => stores.ui.getState().reportProblem(t('bus.filter.engineFailed', { reason: error instanceof Error ? error.message : String(error) })),
    );
  };
  const text = useText();
  const problem = feed.filterProblem;
  const peers = [...feed.peers.values()];

  return (
    <div className="console-filter" role="search" aria-label={t('bus.filter.region')}>
      <label className="filter-text">
        <span>{t('bus.filter.label')}</span>
        <input
          type="search"
          aria-label={t('bus.filter.field')}
          value={filter.text}
          maxLength={maxFilterLength}
          placeholder={filter.mode === 'regex' ? t('bus.filter.regexPlaceholder') : t('bus.filter.textPlaceholder')}
          spellCheck={false}
          aria-invalid={problem !== null}
          aria-describedby={problem ? problemId : undefined}
          onChange={(event) => change({ text: event.target.value })}
        />
      </label>
      <label className="form-field-inline">
        <input type="checkbox" checked={filter.mode === 'regex'} onChange={(event) => change({ mode: event.target.checked ? 'regex' : 'substring' })} />
        {t('bus.filter.regex')}
      </label>
      <label className="form-field-inline">
        <input type="checkbox" checked={filter.caseSensitive} onChange={(event) => change({ caseSensitive: event.target.checked })} />
        {t('bus.filter.caseSensitive')}
      </label>
      <label>
        <span>{t('bus.filter.peer')} </span>
        <select value={filter.peer} onChange={(event) => change({ peer: event.target.value })}>
          <option value="">{t('bus.filter.allPeers')}</option>
          {peers.map((from) => {
            const key = peerKey(from);
            const name = feed.replayingPeers.has(key) ? t('bus.filter.replayedOnly') : names.knownAs(from.IP, from.PID);
            return (
              <option key={key} value={key}>
                {t('bus.peer.byAddress', { IP: from.IP, PID: from.PID }) + (name ? t('bus.peer.withCamera', { camera: name }) : '')}
              </option>
            );
          })}
        </select>
      </label>
      {problem && (
        <p id={problemId} className="error-text" role="alert">
          {t('bus.filter.notApplied', { problem: text(problem) })}
        </p>
      )}
    </div>
  );
}
