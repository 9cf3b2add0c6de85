import type { CameraImportReport } from '../../../shared/api/cameraListSchemas';
import { describeListProblem } from '../../../shared/fleet/lists/cameraList';

/** What an import added (or a preview would add), what was there already, and every line not imported with why. */
export function CameraImportReportView({ report, preview }: { report: CameraImportReport; preview: boolean }) {
  const { fileName, added, existing, problems } = report;
  const updated = existing.filter((camera) => camera.changes.length > 0);
  return (
    <section className="import-report" aria-label={preview ? 'Import preview' : 'Import report'}>
      <p role="status" className={problems.length > 0 ? 'warning-text' : 'view-note'}>
        {preview ? `Preview of ${fileName}: ${added.length} camera(s) to add` : `Imported from ${fileName}: ${added.length} camera(s) added`}, {existing.length} already in the studio (
        {updated.length} {preview ? 'to update' : 'updated'}), {problems.length} line(s) not imported{preview ? ' (nothing imported yet)' : ''}.
      </p>
      {problems.length > 0 && (
        <>
          <h3 className="import-report-heading">Lines not imported</h3>
          <ul className="import-report-list" aria-label="Lines not imported">
            {problems.map((problem) => (
              <li key={problem.line} className="error-text">
                {describeListProblem(fileName, problem)}
              </li>
            ))}
          </ul>
        </>
      )}
      {added.length > 0 && (
        <>
          <h3 className="import-report-heading">{preview ? 'To add' : 'Added'}</h3>
          <ul className="import-report-list" aria-label={preview ? 'Cameras to add' : 'Cameras added'}>
            {added.map((camera) => (
              <li key={camera.line}>
                {camera.label} ({camera.host}:{camera.port}){camera.group === null ? '' : ` · ${camera.group}`}
                {camera.passwordGiven ? '' : preview ? ' · no password in the list' : ' · password needed'}
              </li>
            ))}
          </ul>
        </>
      )}
      {existing.length > 0 && (
        <>
          <h3 className="import-report-heading">Already in the studio</h3>
          <ul className="import-report-list" aria-label="Cameras already in the studio">
            {existing.map((camera) => (
              <li key={camera.line}>
                line {camera.line}: {camera.label}: {camera.changes.length === 0 ? 'unchanged' : camera.changes.join(', ')}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
