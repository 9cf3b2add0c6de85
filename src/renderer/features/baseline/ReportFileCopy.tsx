import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MethodOutput } from '../../../shared/api/contract';
import { useLanguage } from '../../i18n/useLanguage';
import { useStudio, useStudioStore } from '../../studio/StudioContext';
import { AlertLine } from '../../ui/AlertLine';
import { errorText } from '../../ui/errorText';
import { saveReportCopy } from './baselineCheckActions';

type SavedReportFile = MethodOutput<'report.save'>['files'][number];

/** Where a saved report file goes from here: in web mode a download (the file is on the server), in the desktop app a copy where the save dialog says. */
export function ReportFileCopy({ file }: { file: SavedReportFile }) {
  const studio = useStudio();
  const { t } = useTranslation();
  const language = useLanguage();
  const mode = useStudioStore('ui', (state) => state.info?.mode);
  const fileDialog = useStudioStore('ui', (state) => state.info?.fileDialog ?? false);
  const [saved, setSaved] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  if (mode === 'web') {
    return (
      <a className="button" href={`/reports/${encodeURIComponent(file.downloadId)}`} download={file.fileName} aria-label={t('baseline.report.downloadFile', { file: file.fileName })}>
        {t('baseline.report.download')}
      </a>
    );
  }
  if (!fileDialog) return null;
  const saveCopy = () => {
    setProblem(null);
    saveReportCopy(studio, file.downloadId).then(
      (path) => setSaved(path),
      (error: unknown) => setProblem(t('baseline.report.copyFailed', { message: errorText(error, language) })),
    );
  };
  return (
    <>
      <button type="button" className="button" aria-label={t('baseline.report.saveCopyOf', { file: file.fileName })} onClick={saveCopy}>
        {t('baseline.report.saveCopy')}
      </button>
      {saved !== null && <p className="view-note">{t('baseline.report.copySaved', { path: saved })}</p>}
      <AlertLine message={problem} />
    </>
  );
}
