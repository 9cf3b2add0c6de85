// How long some work took, in words a technician reads at a glance: milliseconds below one
// second (never "0.0 s" for work that did take time), seconds with one decimal above.

export function formatElapsed(milliseconds: number): string {
  const ms = Math.max(0, Math.round(milliseconds));
  return ms < 1000 ? `${ms} ms` : `${(ms / 1000).toFixed(1)} s`;
}
