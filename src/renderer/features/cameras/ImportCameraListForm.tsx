import { useState, type ChangeEvent, type FormEvent } from 'react';
import type { CameraImportReport } from '../../../shared/api/cameraListSchemas';
import { useStudio } from '../../studio/StudioContext';
import { fieldText, FormField } from '../../ui/FormField';
import { useActionRunner } from '../../ui/useActionRunner';
import { importCameraList, previewCameraList, readCameraListFile, type CameraListFile } from './cameraListActions';
import { CameraImportReportView } from './CameraImportReportView';

type Outcome = { report: CameraImportReport; preview: boolean } | null;

/**
 * "Import camera list…": a community CSV or an .mxu list. Choosing the file shows a preview
 * (what would be added, every bad line); Import adds the good lines. The password given for
 * cameras the list has none for is sent once and the form forgets it.
 */
export function ImportCameraListForm() {
  const studio = useStudio();
  const [open, setOpen] = useState(false);
  const [file, setFile] = useState<CameraListFile | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const { busy, error, run } = useActionRunner();
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.currentTarget.files?.[0];
    setFile(null);
    setOutcome(null);
    if (!chosen) return;
    run(async () => {
      const read = await readCameraListFile(chosen);
      setFile(read);
      setOutcome({ report: await previewCameraList(studio, { fileName: read.fileName, text: read.text }), preview: true });
    });
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    if (!file) return;
    run(async () => {
      const password = String(data.get('password') ?? '');
      const report = await importCameraList(studio, { fileName: file.fileName, text: file.text, user: fieldText(data, 'user') || 'admin', ...(password === '' ? {} : { password }) });
      form.reset();
      setFile(null);
      setOutcome({ report, preview: false });
    });
  };

  return (
    <div className="sidebar-form">
      <button type="button" className="link-button" aria-expanded={open} aria-controls="import-camera-list-form" onClick={() => setOpen(!open)}>
        {open ? 'Close the camera list import' : 'Import camera list…'}
      </button>
      {open && (
        <form id="import-camera-list-form" aria-label="Import camera list" className="studio-form" onSubmit={submit}>
          <FormField label="Camera list (CSV or .mxu)" name="list" type="file" accept=".csv,.mxu,.txt,text/csv" onChange={choose} hint={file ? `Read as ${file.encoding === 'utf-8' ? 'UTF-8' : 'Latin-1'}` : undefined} />
          <FormField label="User (cameras the list gives none)" name="user" defaultValue="admin" autoComplete="off" />
          <FormField label="Password (cameras the list gives none)" name="password" type="password" autoComplete="off" hint="Empty: each such camera asks for its password" />
          {error && (
            <p className="error-text" role="alert">
              Could not import the list: {error}
            </p>
          )}
          {outcome && <CameraImportReportView report={outcome.report} preview={outcome.preview} />}
          <button type="submit" className="button" disabled={busy || !file || (outcome?.preview === true && changesNothing(outcome.report))}>
            {busy ? 'Working…' : 'Import'}
          </button>
        </form>
      )}
    </div>
  );
}

/** A preview that adds no camera and changes none: there is nothing to import. */
function changesNothing(report: CameraImportReport): boolean {
  return report.added.length === 0 && report.existing.every((camera) => camera.changes.length === 0);
}
