import type { DistributorSettings } from '../../../shared/api/distributorSettingsSchemas';

/** system_config.json (spec 2.2) as the studio runs with it: fixed while it runs, so read-only. */
export function SystemConfigPanel({ system }: { system: DistributorSettings['system'] }) {
  return (
    <section className="settings-panel" aria-label="System configuration">
      <h3 className="subheading">System configuration (read-only)</h3>
      <dl className="settings-facts">
        <div className="settings-fact">
          <dt>log_list_max</dt>
          <dd>{system.log_list_max}</dd>
        </div>
        <div className="settings-fact">
          <dt>broadcast.interfaces</dt>
          <dd className="mono">{system.broadcast.interfaces.join(', ')}</dd>
        </div>
      </dl>
      <p className="form-hint">Fixed while the studio runs; interfaces are searched in this order when broadcast.iface is left out.</p>
    </section>
  );
}
