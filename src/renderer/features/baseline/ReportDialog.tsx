import { useEffect, useState, type FormEvent } from 'react';
import { useStudio, useStudioStore } from '../../studio/StudioContext';
import { AlertLine } from '../../ui/AlertLine';
import { ColumnHeads } from '../../ui/ColumnHeads';
import { fieldText, FormField } from '../../ui/FormField';
import { formatBytes } from '../../ui/formatBytes';
import { saveReport } from './baselineCheckActions';
import { ModalDialog } from '../../ui/ModalDialog';

const defaultPeriodDays = 30;

/** yyyy-mm-dd of the local day `days` before today (a date input's value). */
function localDateBefore(days: number): string {
  const day = new Date();
  day.setDate(day.getDate() - days);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}

/** "Save report…": site, technician (kept for the next report), the audit period and the formats; the files saved, or why not. */
export function ReportDialog({ onClose }: { onClose(): void }) {
  const studio = useStudio();
  const site = useStudioStore('baselineCheck', (state) => state.site);
  const technician = useStudioStore('baselineCheck', (state) => state.technician);
  const report = useStudioStore('baselineCheck', (state) => state.report);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    studio.stores.baselineCheck.getState().setReport({ status: 'idle' });
  }, [studio]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const formats = (['html', 'pdf'] as const).filter((format) => data.get(format) === 'on');
    const fields = { site: fieldText(data, 'site'), technician: fieldText(data, 'technician'), sinceDate: fieldText(data, 'since'), formats };
    setProblem(formats.length === 0 ? 'Choose HTML, PDF or both.' : null);
    if (formats.length > 0) void saveReport(studio, fields).catch((error: unknown) => setProblem(error instanceof Error ? error.message : String(error)));
  };

  return (
    <ModalDialog title="Save the handover report" className="baseline-dialog" onClose={onClose}>
      <form className="studio-form" aria-label="Report" onSubmit={submit}>
        <FormField label="Site" name="site" defaultValue={site} required maxLength={200} autoComplete="off" autoFocus />
        <FormField label="Technician" name="technician" defaultValue={technician} required maxLength={200} autoComplete="name" />
        <FormField label="Audit entries since" name="since" type="date" defaultValue={localDateBefore(defaultPeriodDays)} required hint={`Default: the last ${defaultPeriodDays} days`} />
        <fieldset className="baseline-toolbar">
          <legend>Formats</legend>
          <label className="checkbox-label">
            <input type="checkbox" name="html" defaultChecked /> HTML
          </label>
          <label className="checkbox-label">
            <input type="checkbox" name="pdf" defaultChecked /> PDF
          </label>
        </fieldset>
        <p className="view-note">The report takes the open baseline and the run on show, and the cameras of that run.</p>
        <AlertLine message={problem} />
        {report.status === 'failed' && <AlertLine message={`The report was not saved: ${report.message}`} />}
        {report.status === 'saving' && <p className="view-note">Writing the report…</p>}
        {report.status === 'saved' && (
          <table className="data-table" aria-label="Saved report files">
            <caption>
              Saved: {report.output.cameras} {report.output.cameras === 1 ? 'camera' : 'cameras'}
            </caption>
            <ColumnHeads names={['File', 'Where', 'Size']} />
            <tbody>
              {report.output.files.map((file) => (
                <tr key={file.path}>
                  <th scope="row">{file.fileName}</th>
                  <td className="baseline-path">{file.path}</td>
                  <td>{formatBytes(file.bytes)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        <div className="dialog-buttons">
          <button type="button" className="button" onClick={onClose}>
            Close
          </button>
          <button type="submit" className="button primary" disabled={report.status === 'saving'}>
            Save report
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
