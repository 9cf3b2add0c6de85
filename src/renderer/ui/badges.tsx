/** A coloured state word (online, offline, active, ...); the colour comes from styles/components.css. */
export function StateBadge({ state }: { state: string }) {
  return <span className={`state-badge state-${state.replace(/[^a-z_]/g, '')}`}>{state.replace('_', ' ')}</span>;
}

export function SimulatedTag() {
  return <span className="simulated-tag">Simulated</span>;
}
