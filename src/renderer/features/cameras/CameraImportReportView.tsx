import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { StudioText } from '../../i18n/studioText';
import type { CameraImportReport } from '../../../shared/api/cameraListSchemas';
import { describeListProblem } from '../../../shared/fleet/lists/cameraList';
import { useFormatters } from '../../i18n/useLanguage';
import { useText } from '../../i18n/useText';

interface CameraImportReportViewProps {
  report: CameraImportReport;
  preview: boolean;
  /** The summary line, focused when an import has run. */
  summaryRef?: Ref<HTMLParagraphElement>;
}

/** What an import added (or a preview would add), what was there already and how it changes, and every line not imported with why. */
export function CameraImportReportView({ report, preview, summaryRef }: CameraImportReportViewProps) {
  const { t } = useTranslation();
  const say = useText();
  const { fileName, added, existing, problems } = report;
  const updated = existing.filter((camera) => camera.changes.length > 0).length;
  const counts = {
    file: fileName,
    added: preview ? t('cameras.import.toAdd', { count: added.length }) : t('cameras.import.added', { count: added.length }),
    existing: t('cameras.import.existing', { count: existing.length }),
    updated: preview ? t('cameras.import.toUpdate', { count: updated }) : t('cameras.import.updatedCount', { count: updated }),
    problems: t('cameras.import.notImported', { count: problems.length }),
  };
  return (
    <section className="import-report" aria-label={preview ? t('cameras.import.previewName') : t('cameras.import.reportName')}>
      <p ref={summaryRef} tabIndex={-1} role="status" className={problems.length > 0 ? 'warning-text import-report-summary' : 'view-note import-report-summary'}>
        {preview ? t('cameras.import.previewSummary', counts) : t('cameras.import.reportSummary', counts)}
      </p>
      {problems.length > 0 && (
        <>
          <h4 className="import-report-heading">{t('cameras.import.linesNotImported')}</h4>
          <ul className="import-report-list" aria-label={t('cameras.import.linesNotImported')}>
            {problems.map((problem) => (
              <li key={problem.line} className="error-text">
                {say(describeListProblem(fileName, problem))}
              </li>
            ))}
          </ul>
        </>
      )}
      {added.length > 0 && <AddedTable added={added} preview={preview} />}
      {existing.length > 0 && <ExistingTable existing={existing} />}
    </section>
  );
}

function AddedTable({ added, preview }: { added: CameraImportReport['added']; preview: boolean }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const name = preview ? t('cameras.import.toAddList') : t('cameras.import.addedList');
  return (
    <>
      <h4 className="import-report-heading">{preview ? t('cameras.import.toAddHeading') : t('cameras.import.addedHeading')}</h4>
        <table className="import-report-table" aria-label={name}>
          <thead>
            <tr>
              <th scope="col">{t('cameras.import.columnLine')}</th>
              <th scope="col">{t('cameras.import.columnName')}</th>
              <th scope="col">{t('cameras.import.columnAddress')}</th>
              <th scope="col">{t('cameras.import.columnGroup')}</th>
              <th scope="col">{t('cameras.import.columnPassword')}</th>
            </tr>
          </thead>
          <tbody>
            {added.map((camera) => (
              <tr key={camera.line}>
                <td className="import-report-line">{format.number(camera.line, 0)}</td>
                <td title={camera.label}>{camera.label}</td>
                <td title={`${camera.host}:${camera.port}`}>
                  {camera.host}:{camera.port}
                </td>
                <td title={camera.group ?? undefined}>{camera.group ?? ''}</td>
                <td className={camera.passwordGiven ? undefined : 'warning-text'}>{passwordWord(t, camera.passwordGiven, preview)}</td>
              </tr>
            ))}
          </tbody>
        </table>
    </>
  );
}

function ExistingTable({ existing }: { existing: CameraImportReport['existing'] }) {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <>
      <h4 className="import-report-heading">{t('cameras.import.existingHeading')}</h4>
        <table className="import-report-table" aria-label={t('cameras.import.existingList')}>
          <thead>
            <tr>
              <th scope="col">{t('cameras.import.columnLine')}</th>
              <th scope="col">{t('cameras.import.columnName')}</th>
              <th scope="col">{t('cameras.import.columnChanges')}</th>
            </tr>
          </thead>
          <tbody>
            {existing.map((camera) => (
              <tr key={camera.line}>
                <td className="import-report-line">{format.number(camera.line, 0)}</td>
                <td title={camera.label}>{camera.label}</td>
                <td className="import-report-changes">{camera.changes.length === 0 ? t('cameras.import.unchanged') : camera.changes.join(', ')}</td>
              </tr>
            ))}
          </tbody>
        </table>
    </>
  );
}

function passwordWord(t: StudioText, given: boolean, preview: boolean): string {
  if (preview) return given ? t('cameras.import.passwordInList') : t('cameras.import.noPasswordInList');
  return given ? t('cameras.import.passwordKnown') : t('cameras.import.passwordNeeded');
}
