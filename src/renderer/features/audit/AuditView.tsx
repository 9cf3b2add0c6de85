import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatters, useLanguage } from '../../i18n/useLanguage';
import { useText } from '../../i18n/useText';
import { auditSourceText, loggedOperationText } from '../../../shared/fleet/auditOperation';
import type { AuditEntry } from '../../../shared/fleet/auditEntry';
import { cameraName } from '../../../shared/fleet/auditItems';
import { useStudio, useStudioStore } from '../../studio/StudioContext';
import { AlertLine } from '../../ui/AlertLine';
import { DateField } from '../../ui/DateField';
import { useActionRunner } from '../../ui/useActionRunner';
import { exportAuditLog, isoFromLocalInput, loadAudit } from './auditActions';
import { AuditList } from './AuditList';

/** Every script the studio and the CLI sent, a fleet run as one entry, filtered, newest first; exportable as CSV. */
export function AuditView() {
  const studio = useStudio();
  const { t } = useTranslation();
  const show = useText();
  const format = useFormatters();
  const language = useLanguage();
  const load = useStudioStore('audit', (state) => state.load);
  const openRuns = useStudioStore('audit', (state) => state.openRuns);
  const toggleRun = useStudioStore('audit', (state) => state.toggleRun);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [camera, setCamera] = useState('');
  const [operation, setOperation] = useState('');
  const [text, setText] = useState('');
  const [selected, setSelected] = useState<AuditEntry | null>(null);
  const exported = useStudioStore('audit', (state) => state.export);
  const runner = useActionRunner();
  useEffect(() => {
    void loadAudit(studio);
  }, [studio]);

  const filter = () => {
    const fromIso = isoFromLocalInput(from, 'from');
    const toIso = isoFromLocalInput(to, 'to');
    return { ...(fromIso ? { from: fromIso } : {}), ...(toIso ? { to: toIso } : {}), ...(camera ? { camera } : {}), ...(operation ? { operation } : {}), ...(text ? { text } : {}) };
  };
  return (
    <div className="audit-view">
      <form
        className="audit-filter"
        aria-label={t('audit.filter.region')}
        onSubmit={(event) => {
          event.preventDefault();
          setSelected(null);
          runner.run(() => loadAudit(studio, filter()));
        }}
      >
        <DateField label={t('audit.filter.from')} withTime onValueChange={setFrom} />
        <DateField label={t('audit.filter.to')} withTime hint={t('audit.filter.toHint')} onValueChange={setTo} />
        <label>
          {t('audit.filter.camera')} <input value={camera} maxLength={300} onChange={(event) => setCamera(event.target.value)} placeholder={t('audit.filter.cameraPlaceholder')} />
        </label>
        <label>
          {t('audit.filter.operation')} <input value={operation} maxLength={100} onChange={(event) => setOperation(event.target.value)} placeholder={t('audit.filter.operationPlaceholder')} />
        </label>
        <label>
          {t('audit.filter.text')} <input value={text} maxLength={1000} onChange={(event) => setText(event.target.value)} placeholder={t('audit.filter.textPlaceholder')} />
        </label>
        <button type="submit" className="button">
          {t('audit.filter.apply')}
        </button>
        <button type="button" className="button" disabled={runner.busy || exported.status === 'exporting'} onClick={() => runner.run(() => exportAuditLog(studio, language))}>
          {t('audit.exportCsv')}
        </button>
      </form>
      <AlertLine message={runner.error} />
      {exported.status === 'exported' && (
        <p className="view-note" role="status" tabIndex={-1} data-focus-target="result">
          {t('audit.exported', { count: exported.rows })}
        </p>
      )}
      {load.status === 'loading' && <p className="view-note">{t('audit.reading')}</p>}
      {load.status === 'failed' && <AlertLine message={t('audit.readFailed', { reason: load.message })} />}
      {load.status === 'loaded' && (
        <>
          <p className="view-note" role="status">
            {load.total === load.items.length ? t('audit.entries', { count: load.total }) : t('audit.newestEntries', { shown: load.items.length, count: load.total })} {t('audit.readAt', { time: format.time(load.readAt) })}
            {load.unreadableLines > 0 ? ` ${t('audit.unreadableLines', { count: load.unreadableLines })}` : ''}
          </p>
          {load.skippedFiles.map((skipped) => (
            <AlertLine key={skipped.file} message={t('audit.skippedFile', { file: skipped.file, reason: show(skipped.reason) })} />
          ))}
          <AuditList items={load.items} openRuns={openRuns} onToggleRun={toggleRun} selected={selected} onSelect={setSelected} />
          {selected && <AuditDetail entry={selected} />}
        </>
      )}
    </div>
  );
}

/** How the script ended: OK, the camera's or the transport's words, or that its outcome is unknown (neither success nor failure). */
function DetailResult({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation();
  const { result } = entry;
  if (result.status === 'ok') return <p className="view-note">{t('audit.detail.ok')}</p>;
  if (result.status === 'unknown') return <p className="warning-text">{entry.source === 'studio' ? t('audit.detail.unknownStudio') : t('audit.detail.unknownCli')}</p>;
  return <p className="error-text">{result.message}</p>;
}

function AuditDetail({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation();
  const show = useText();
  const format = useFormatters();
  const at = Date.parse(entry.time);
  const details = { operation: show(loggedOperationText(entry)), camera: cameraName(entry.camera), time: `${format.date(at)} ${format.time(at)}`, source: show(auditSourceText(entry.source)) };
  return (
    <section className="audit-detail" aria-label={t('audit.detail.region')}>
      <h3>{entry.runId ? t('audit.detail.headingInRun', details) : t('audit.detail.heading', details)}</h3>
      <DetailResult entry={entry} />
      <pre translate="no" className="audit-script">{entry.script}</pre>
    </section>
  );
}
