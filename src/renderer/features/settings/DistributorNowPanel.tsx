import type { DistributorState } from '../../../shared/api/distributorSchemas';
import type { AppliedSettings } from '../../../shared/api/distributorSettingsSchemas';
import { useStudioStore } from '../../studio/StudioContext';
import { StateBadge } from '../../ui/badges';
import { formatClock } from '../../ui/formatClock';

/** What the distributor does now (from its state events) and the outcome of the last init. */
export function DistributorNowPanel({ applied }: { applied: AppliedSettings | null }) {
  const state = useStudioStore('bus', (store) => store.distributor);
  return (
    <section className="settings-panel" aria-label="Distributor now">
      <h3 className="subheading">Now</h3>
      {state === null ? <p className="view-note">The distributor state is not known yet.</p> : <StateDetails state={state} />}
      <p className="view-note">
        {applied === null
          ? 'No user configuration applied yet in this run.'
          : `Last applied at ${formatClock(applied.appliedAt)}: ${applied.active ? 'the distributor became active' : `the distributor stayed inactive (${applied.reason ?? 'no reason given'})`}.`}
      </p>
    </section>
  );
}

function StateDetails({ state }: { state: DistributorState }) {
  if (!state.active) {
    return (
      <p>
        <StateBadge state="inactive" /> <span className="settings-reason">{state.reason ?? 'no reason given'}</span>
      </p>
    );
  }
  return (
    <dl className="settings-facts" aria-label="Distributor state">
      <Fact name="State" value={<StateBadge state="active" />} />
      <Fact name="Interface" value={`${state.iface ?? '?'} (${state.address ?? '?'})`} />
      <Fact name="Broadcast" value={`${state.broadcastAddress ?? '?'}:${state.port ?? '?'}`} />
      <Fact name="Encryption" value={state.encrypted ? 'on (passphrase set)' : 'off (debugging only)'} />
      <Fact name="poll_freq" value={String(state.pollFreq)} />
      <Fact name="resend" value={String(state.resend)} />
      <Fact name="max_time_offset" value={String(state.maxTimeOffset)} />
    </dl>
  );
}

function Fact({ name, value }: { name: string; value: React.ReactNode }) {
  return (
    <div className="settings-fact">
      <dt>{name}</dt>
      <dd>{value}</dd>
    </div>
  );
}
