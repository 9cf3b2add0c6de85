import { useId } from 'react';
import { useStudio, useStudioStore } from '../../studio/StudioContext';
import { maxFilterLength, peerKey, type MessageFilterSpec } from '../../../shared/distributor/messageFilter';
import { viewedFeed } from './busStore';
import type { PeerNames } from './peerNames';

/** Filter of the console and the tree: text in path or value (substring or regular expression, with or without case), and peer. */
export function ConsoleFilterBar({ names }: { names: PeerNames }) {
  const { stores } = useStudio();
  const feed = useStudioStore('bus', viewedFeed);
  const filter = useStudioStore('bus', (state) => viewedFeed(state).filterSpec);
  // Re-rendered when a peer is first seen, not with every batch of messages.
  useStudioStore('bus', (state) => viewedFeed(state).peers.size);
  const problemId = useId();
  const change = (patch: Partial<MessageFilterSpec>) => stores.bus.getState().setFilter({ ...filter, ...patch });
  const problem = feed.filterProblem;
  const peers = [...feed.peers.values()];

  return (
    <div className="console-filter" role="search" aria-label="Filter messages">
      <label className="filter-text">
        <span>Filter</span>
        <input
          type="search"
          aria-label="Filter path and value"
          value={filter.text}
          maxLength={maxFilterLength}
          placeholder={filter.mode === 'regex' ? 'RE2 regular expression, e.g. door_(front|back)' : 'part of a path or value'}
          spellCheck={false}
          aria-invalid={problem !== null}
          aria-describedby={problem ? problemId : undefined}
          onChange={(event) => change({ text: event.target.value })}
        />
      </label>
      <label className="form-field-inline">
        <input type="checkbox" checked={filter.mode === 'regex'} onChange={(event) => change({ mode: event.target.checked ? 'regex' : 'substring' })} />
        Regular expression
      </label>
      <label className="form-field-inline">
        <input type="checkbox" checked={filter.caseSensitive} onChange={(event) => change({ caseSensitive: event.target.checked })} />
        Case-sensitive
      </label>
      <label>
        <span>Peer </span>
        <select value={filter.peer} onChange={(event) => change({ peer: event.target.value })}>
          <option value="">All peers</option>
          {peers.map((from) => {
            const name = names.cameraOf(from.IP, from.PID);
            return (
              <option key={peerKey(from)} value={peerKey(from)}>
                {from.IP} (PID {from.PID}){name ? ` · ${name}` : ''}
              </option>
            );
          })}
        </select>
      </label>
      {problem && (
        <p id={problemId} className="error-text" role="alert">
          Filter not applied, {problem}
        </p>
      )}
    </div>
  );
}
