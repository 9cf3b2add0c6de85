import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage, supportedLanguages } from '../../../shared/i18n/languages';
import { defaultReportPeriodDays, machineTimeZone } from '../../../shared/report/reportPeriod';
import { useLanguage } from '../../i18n/useLanguage';
import { useStudio, useStudioStore } from '../../studio/StudioContext';
import { AlertLine } from '../../ui/AlertLine';
import { ColumnHeads } from '../../ui/ColumnHeads';
import { DateField } from '../../ui/DateField';
import { fieldText, FormField } from '../../ui/FormField';
import { saveReport } from './baselineCheckActions';
import { useBaselineFormat } from './baselineFormat';
import { ModalDialog } from '../../ui/ModalDialog';
import { keepPlace } from '../../ui/focusPlace';
import { ReportFileCopy } from './ReportFileCopy';

/** "Save report…": site, technician (kept for the next report, the site's name selected so that typing replaces it), the report's language (default the studio's) and time zone (default the machine's), the audit period (empty: the one rule's last 30 days) and the formats; the files saved (downloaded in web mode, a copy saved with the desktop app's dialog), or why not. */
export function ReportDialog({ onClose }: { onClose(): void }) {
  const studio = useStudio();
  const { t } = useTranslation();
  const format = useBaselineFormat();
  const site = useStudioStore('baselineCheck', (state) => state.site);
  const technician = useStudioStore('baselineCheck', (state) => state.technician);
  const report = useStudioStore('baselineCheck', (state) => state.report);
  const [problem, setProblem] = useState<string | null>(null);
  const studioLanguage = useLanguage();
  const languageId = useId();

  useEffect(() => {
    studio.stores.baselineCheck.getState().setReport({ status: 'idle' });
  }, [studio]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const formats = (['html', 'pdf'] as const).filter((format) => data.get(format) === 'on');
    const chosenLanguage = fieldText(data, 'language');
    const fields = {
      site: fieldText(data, 'site'),
      technician: fieldText(data, 'technician'),
      sinceDate: fieldText(data, 'since'),
      language: isLanguage(chosenLanguage) ? chosenLanguage : studioLanguage,
      timeZone: fieldText(data, 'timeZone') || machineTimeZone(),
      includeReads: data.get('includeReads') === 'on',
      formats,
    };
    setProblem(formats.length === 0 ? t('baseline.report.chooseFormat') : null);
    if (formats.length > 0) void keepPlace(() => saveReport(studio, fields)).catch((error: unknown) => setProblem(error instanceof Error ? error.message : String(error)));
  };

  return (
    <ModalDialog title={t('baseline.report.title')} className="baseline-dialog" onClose={onClose}>
      <form className="studio-form" aria-label={t('baseline.report.form')} onSubmit={submit}>
        <FormField label={t('baseline.report.site')} name="site" defaultValue={site} required maxLength={200} autoComplete="off" autoFocus onFocus={(event) => event.currentTarget.select()} />
        <FormField label={t('baseline.report.technician')} name="technician" defaultValue={technician} required maxLength={200} autoComplete="name" />
        <div className="form-field">
          <label htmlFor={languageId}>{t('baseline.report.language')}</label>
          <select id={languageId} name="language" defaultValue={studioLanguage}>
            {supportedLanguages.map((language) => (
              <option key={language} value={language}>
                {t(`baseline.report.languages.${language}`)}
              </option>
            ))}
          </select>
        </div>
        <FormField label={t('baseline.report.timeZone')} name="timeZone" defaultValue={machineTimeZone()} required maxLength={64} autoComplete="off" hint={t('baseline.report.timeZoneHint')} />
        <DateField label={t('baseline.report.since')} name="since" hint={t('baseline.report.sinceHint', { count: defaultReportPeriodDays })} />
        <FormField label={t('baseline.report.includeReads')} name="includeReads" type="checkbox" />
        <fieldset className="baseline-toolbar">
          <legend>{t('baseline.report.formats')}</legend>
          <label className="checkbox-label">
            <input type="checkbox" name="html" defaultChecked /> {t('baseline.report.html')}
          </label>
          <label className="checkbox-label">
            <input type="checkbox" name="pdf" defaultChecked /> {t('baseline.report.pdf')}
          </label>
        </fieldset>
        <p className="view-note">{t('baseline.report.takes')}</p>
        <AlertLine message={problem} />
        {report.status === 'failed' && <AlertLine message={t('baseline.report.failed', { message: report.message })} />}
        {report.status === 'saving' && <p className="view-note">{t('baseline.report.writing')}</p>}
        {report.status === 'saved' && (
          <table className="data-table" aria-label={t('baseline.report.files')} tabIndex={-1} data-focus-target="result">
            <caption>{t('baseline.report.saved', { count: report.output.cameras })}</caption>
            <ColumnHeads names={[t('baseline.report.file'), t('baseline.report.where'), t('baseline.report.size'), t('baseline.report.copy')]} />
            <tbody>
              {report.output.files.map((file) => (
                <tr key={file.path}>
                  <th scope="row">{file.fileName}</th>
                  <td className="baseline-path">{file.path}</td>
                  <td>{format.bytes(file.bytes)}</td>
                  <td>
                    <ReportFileCopy file={file} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        <div className="dialog-buttons">
          <button type="button" className="button" onClick={onClose}>
            {t('baseline.report.close')}
          </button>
          <button type="submit" className="button primary" disabled={report.status === 'saving'}>
            {t('baseline.report.save')}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
