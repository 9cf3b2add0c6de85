// The audio section of a camera's newest snapshot (the workspace's history): what the report
// shows of how the camera sounds, without asking the camera. A value whose name says it holds a
// secret is masked.
import { localize, type Text } from '../../shared/i18n/text';
import { parseConfig } from '../../shared/remoteconfig/configText';
import type { ReportAudio } from '../../shared/report/reportModel';
import type { SnapshotStore } from '../fleet';
import { loggableValue } from '../fleet/audit/auditRecorder';

export const audioSectionName = 'audio';

export type SnapshotReader = Pick<SnapshotStore, 'readNewest'>;

export interface SnapshotFacts {
  audio: ReportAudio;
  firmware: string | null;
}

const noSnapshot: SnapshotFacts = { audio: { source: 'none' }, firmware: null };

export async function newestSnapshotFacts(snapshots: SnapshotReader | null, cameraId: string | null, problems: Text[]): Promise<SnapshotFacts> {
  if (snapshots === null || cameraId === null) return noSnapshot;
  try {
    const newest = await snapshots.readNewest(cameraId);
    if (!newest) return noSnapshot;
    const { snapshot, text } = newest;
    const section = parseConfig(text, { source: `the snapshot ${snapshot.id} of ${cameraId}` }).sections.find((candidate) => candidate.name === audioSectionName);
    const values = (section?.params ?? []).map(({ name, value }) => ({ name, value: loggableValue(name, value) }));
    return { audio: { source: 'snapshot', takenAt: snapshot.takenAt, values }, firmware: snapshot.firmware };
  } catch (error) {
    problems.push(localize('report.problem.snapshot', { camera: cameraId, reason: error instanceof Error ? error.message : String(error) }));
    return noSnapshot;
  }
}
