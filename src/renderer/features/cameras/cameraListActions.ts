// The calls of camera lists: reading a list file the technician picked, previewing and
// importing it, exporting the cameras as CSV. The cameras an import adds arrive as
// `camera.state` events, like cameras added one by one; the report goes back to the form.
import type { CameraImportReport } from '../../../shared/api/cameraListSchemas';
import type { MethodInput, MethodOutput } from '../../../shared/api/contract';
import { decodeListBytes, type ListEncoding } from '../../../shared/fleet/lists/decodeListBytes';
import { cameraListLimits } from '../../../shared/fleet/lists/listLimits';
import type { StudioText } from '../../i18n/studioText';
import type { Studio } from '../../studio/studioStores';
import type { Language } from '../../../shared/i18n/languages';
import { renderText } from '../../../shared/i18n/renderText';

export interface CameraListFile {
  fileName: string;
  text: string;
  encoding: ListEncoding;
}

/** The file's text, decoded as the command line does (UTF-8, else Latin-1); rejects with why it cannot be used. */
export async function readCameraListFile(file: File, t: StudioText, language: Language = 'en'): Promise<CameraListFile> {
  if (file.size > cameraListLimits.fileBytes) throw new Error(t('cameras.import.tooLarge', { file: file.name, limit: cameraListLimits.fileBytes }));
  const decoded = decodeListBytes(new Uint8Array(await file.arrayBuffer()));
  if ('problem' in decoded) throw new Error(t('cameras.import.unreadable', { file: file.name, problem: renderText(decoded.problem, language) }));
  return { fileName: file.name, ...decoded };
}

/** What importing would add, and the lines it would not import; changes nothing. */
export async function previewCameraList({ api }: Studio, input: MethodInput<'cameraLists.preview'>): Promise<CameraImportReport> {
  return api.call('cameraLists.preview', input);
}

/** Imports the good lines; rejects (nothing imported) when the file cannot be read at all. */
export async function importCameraList({ api }: Studio, input: MethodInput<'cameraLists.import'>): Promise<CameraImportReport> {
  return api.call('cameraLists.import', input);
}

/** The cameras (or one group's) as CSV text, for the technician to save. */
export async function exportCamerasCsv({ api }: Studio, group: string | null): Promise<MethodOutput<'cameraLists.exportCsv'>> {
  return api.call('cameraLists.exportCsv', group === null ? {} : { group });
}
