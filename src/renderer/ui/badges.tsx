/** A coloured state word (online, offline, active, ...); the colour comes from styles/components.css. */
export function StateBadge({ state, label }: { state: string; label?: string }) {
  return <span className={`state-badge state-${state.replace(/[^a-z_]/g, '')}`}>{label ?? state.replace('_', ' ')}</span>;
}

export function SimulatedTag() {
  return <span className="simulated-tag">Simulated</span>;
}
