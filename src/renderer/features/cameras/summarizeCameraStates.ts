import type { CameraSummary } from '../../../shared/api/cameraSchemas';

/** "1 online, 2 offline" (in the order the states first appear), or "none". */
export function summarizeCameraStates(cameras: readonly Pick<CameraSummary, 'state'>[]): string {
  if (cameras.length === 0) return 'none';
  const counts = new Map<string, number>();
  for (const camera of cameras) counts.set(camera.state, (counts.get(camera.state) ?? 0) + 1);
  return [...counts].map(([state, count]) => `${count} ${state.replace('_', ' ')}`).join(', ');
}
