import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { CameraImportReport } from '../../../shared/api/cameraListSchemas';
import { useLanguage } from '../../i18n/useLanguage';
import { textIn } from '../../i18n/studioText';
import { useStudio } from '../../studio/StudioContext';
import { errorText } from '../../ui/errorText';
import { fieldText, FormField } from '../../ui/FormField';
import { ModalDialog } from '../../ui/ModalDialog';
import { importCameraList, previewCameraList, readCameraListFile, type CameraListFile } from './cameraListActions';
import { CameraImportReportView } from './CameraImportReportView';

type Outcome = { report: CameraImportReport; preview: boolean } | null;

/**
 * "Import camera list": a community CSV or an .mxu list, in a dialog wide enough for its table.
 * Choosing the file shows a preview (what would be added or changed, every bad line); Import
 * adds the good lines and the report (added, updated, not imported with why) stays until the
 * dialog is closed or another file is chosen. The password given for cameras the list has none
 * for is sent once and the form forgets it. The dialog does not close while a call runs.
 */
export function ImportCameraListDialog({ onClose }: { onClose(): void }) {
  const studio = useStudio();
  const { t } = useTranslation();
  const language = useLanguage();
  const [file, setFile] = useState<CameraListFile | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const summary = useRef<HTMLParagraphElement>(null);

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setProblem(null);
    try {
      await work();
    } catch (error) {
      setProblem(t('cameras.import.failed', { reason: errorText(error, language) }));
    } finally {
      setBusy(false);
    }
  };
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.currentTarget.files?.[0];
    setFile(null);
    setOutcome(null);
    if (!chosen) return;
    void run(async () => {
      const read = await readCameraListFile(chosen, textIn(language), language);
      setFile(read);
      setOutcome({ report: await previewCameraList(studio, { fileName: read.fileName, text: read.text }), preview: true });
    });
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    if (!file) return;
    void run(async () => {
      const password = String(data.get('password') ?? '');
      const report = await importCameraList(studio, { fileName: file.fileName, text: file.text, user: fieldText(data, 'user') || 'admin', ...(password === '' ? {} : { password }) });
      form.reset();
      setFile(null);
      setOutcome({ report, preview: false });
    });
  };
  // The report's first line takes focus: a screen reader says what the import did.
  const imported = outcome !== null && !outcome.preview;
  useEffect(() => {
    if (imported) summary.current?.focus();
  }, [imported]);

  return (
    <ModalDialog title={imported ? t('cameras.import.reportTitle') : t('cameras.import.dialogTitle')} className="camera-import-dialog" onClose={() => busy || onClose()}>
      <form aria-label={t('cameras.import.formName')} className="studio-form camera-import-form" onSubmit={submit}>
        <div className="camera-import-fields">
          <FormField
            label={t('cameras.import.file')}
            name="list"
            type="file"
            accept=".csv,.mxu,.txt,text/csv"
            onChange={choose}
            hint={file ? t('cameras.import.readAs', { encoding: file.encoding === 'utf-8' ? 'UTF-8' : 'Latin-1' }) : undefined}
          />
          <FormField label={t('cameras.import.user')} name="user" defaultValue="admin" autoComplete="off" maxLength={100} />
          <FormField label={t('cameras.import.password')} name="password" type="password" autoComplete="off" hint={t('cameras.import.passwordHint')} />
        </div>
        {problem && (
          <p className="error-text" role="alert">
            {problem}
          </p>
        )}
        {outcome && <CameraImportReportView report={outcome.report} preview={outcome.preview} summaryRef={summary} />}
        <div className="dialog-buttons">
          <button type="submit" className="button primary" disabled={busy || !file || (outcome?.preview === true && changesNothing(outcome.report))}>
            {busy ? t('cameras.import.busy') : t('cameras.import.submit')}
          </button>
          <button type="button" className="button" disabled={busy} onClick={onClose}>
            {imported ? t('cameras.import.dismiss') : t('cameras.import.close')}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}

/** A preview that adds no camera and changes none: there is nothing to import. */
function changesNothing(report: CameraImportReport): boolean {
  return report.added.length === 0 && report.existing.every((camera) => camera.changes.length === 0);
}
