import { useTranslation } from 'react-i18next';
import { useText } from '../../i18n/useText';
import { useStudio } from '../../studio/StudioContext';
import { discardEdits, revertParameter } from './configActions';
import type { EditsKeeping } from './configStore';
import { addressOf, type PendingChange } from './pendingChanges';
import { PendingScript } from './PendingScript';

interface PendingChangesPanelProps {
  cameraId: string;
  changes: PendingChange[];
  blocker: string | null;
  keeping: EditsKeeping | undefined;
}

/** Each pending change with its old and new value and a revert, and the script it would send. */
export function PendingChangesPanel({ cameraId, changes, blocker, keeping }: PendingChangesPanelProps) {
  const studio = useStudio();
  const { t } = useTranslation();
  const text = useText();
  const valid = blocker === null ? changes.map(({ section, name, value }) => ({ section, name, value })) : [];
  return (
    <section className="pending-panel" aria-labelledby="pending-heading">
      <div className="panel-heading">
        <h3 id="pending-heading">{t('configuration.pending.heading', { count: changes.length })}</h3>
        <KeepingNote keeping={keeping} />
      </div>
      {changes.length === 0 ? (
        <p className="view-note">{t('configuration.pending.none')}</p>
      ) : (
        <>
          <table className="data-table pending-table" aria-label={t('configuration.pending.label')}>
            <thead>
              <tr>
                <th scope="col">{t('configuration.pending.parameter')}</th>
                <th scope="col">{t('configuration.pending.oldValue')}</th>
                <th scope="col">{t('configuration.pending.newValue')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('configuration.pending.revert')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {changes.map((change) => (
                <tr key={addressOf(change)} className={change.problem ? 'invalid' : undefined}>
                  <th scope="row" className="mono pending-address" title={addressOf(change)}>
                    {change.section}/<wbr />
                    {change.name}
                  </th>
                  <td className="mono">
                    <ClippedText text={change.original === undefined ? t('configuration.pending.notInRead') : visibleValue(change.original)} />
                  </td>
                  <td className="mono">
                    <ClippedText text={visibleValue(change.value)} />
                    {change.problem && <span className="field-error">{text(change.problem)}</span>}
                  </td>
                  <td>
                    <button type="button" className="button small" aria-label={t('configuration.pending.revertLabel', { address: addressOf(change) })} onClick={() => revertParameter(studio, cameraId, change.section, change.name)}>
                      {t('configuration.pending.revert')}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <button type="button" className="button" onClick={() => discardEdits(studio, cameraId)}>
            {t('configuration.pending.discardAll')}
          </button>
        </>
      )}
      {blocker && (
        <p className="error-text" role="alert">
          {t('configuration.pending.blocked', { blocker })}
        </p>
      )}
      <PendingScript changes={valid} blocker={blocker} />
    </section>
  );
}

/** One line cut with an ellipsis when it does not fit; the whole text is in its tooltip and read to screen readers (the text itself stays in the DOM). */
function ClippedText({ text }: { text: string }) {
  return (
    <span className="clipped" title={text}>
      {text}
    </span>
  );
}

function KeepingNote({ keeping }: { keeping: EditsKeeping | undefined }) {
  const { t } = useTranslation();
  if (keeping === undefined || keeping.status === 'loading') return <span className="view-note">{t('configuration.pending.keepingLoading')}</span>;
  if (keeping.status === 'failed') return <span className="error-text">{keeping.message}</span>;
  return (
    <span className="view-note" aria-live="polite">
      {keeping.status === 'saving' ? t('configuration.pending.keepingSaving') : t('configuration.pending.keepingSaved')}
    </span>
  );
}

/** Line breaks shown as \n, so a value stays on one line and its problem can be seen. */
function visibleValue(value: string): string {
  return value.replace(/\r/g, '\\r').replace(/\n/g, '\\n');
}
