import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { useFormatters, useLanguage } from '../../i18n/useLanguage';
import type { Formatters } from '../../i18n/format';
import { useStudio, useStudioStore } from '../../studio/StudioContext';
import { AlertLine } from '../../ui/AlertLine';
import { errorText } from '../../ui/errorText';
import { ModalDialog } from '../../ui/ModalDialog';
import { closeConflicts, resolveConflicts } from './syncActions';
import { everyFieldChosen, type ConflictDialog as Dialog, type Side, type SiteConflicts } from './syncStore';

type Field = SiteConflicts['cameras'][number]['fields'][number];
type FieldValue = Field['ours']['value'];

const knownFields = ['label', 'host', 'port', 'https', 'user', 'password', 'group', 'variables'] as const;
const isKnownField = (field: string): field is (typeof knownFields)[number] => (knownFields as readonly string[]).includes(field);

/**
 * The same camera changed here and on the remote: each conflicting field with both values and who
 * changed each when, one radio group per field (arrow keys choose), then Resolve. Nothing is
 * chosen for the technician; files other than cameras are listed with what to do about them.
 */
export function ConflictDialog() {
  const studio = useStudio();
  const { t } = useTranslation();
  const language = useLanguage();
  const dialog = useStudioStore('sync', (sync) => sync.dialog);
  const [missing, setMissing] = useState<number | null>(null);
  if (dialog.status === 'closed') return null;
  const close = () => {
    setMissing(null);
    closeConflicts(studio);
  };
  return (
    <ModalDialog title={t('sync.dialog.title')} className="sync-conflicts" onClose={close}>
      {dialog.status === 'loading' && <p role="status">{t('sync.dialog.loading')}</p>}
      {dialog.status === 'none' && <p role="status">{t('sync.dialog.none')}</p>}
      {dialog.status === 'failed' && <AlertLine message={t('sync.dialog.failed', { reason: errorText(dialog.error, language) })} />}
      {dialog.status === 'open' && <ConflictChoices dialog={dialog} missing={missing} setMissing={setMissing} />}
      <div className="button-row">
        {dialog.status === 'open' && (
          <button
            type="button"
            className="button primary"
            aria-disabled={dialog.resolving}
            onClick={() => {
              if (dialog.resolving) return;
              const left = fieldsLeft(dialog);
              setMissing(left > 0 ? left : null);
              if (left === 0) void resolveConflicts(studio);
            }}
          >
            {dialog.resolving ? t('sync.dialog.resolving') : t('sync.dialog.resolve')}
          </button>
        )}
        <button type="button" className="button" aria-disabled={dialog.status === 'open' && dialog.resolving} onClick={close}>
          {t('sync.dialog.close')}
        </button>
      </div>
    </ModalDialog>
  );
}

function fieldsLeft(dialog: Extract<Dialog, { status: 'open' }>): number {
  if (everyFieldChosen(dialog)) return 0;
  return dialog.conflicts.cameras.reduce((count, camera) => count + camera.fields.filter((field) => dialog.choices[camera.path]?.[field.field] === undefined).length, 0);
}

function ConflictChoices({ dialog, missing, setMissing }: { dialog: Extract<Dialog, { status: 'open' }>; missing: number | null; setMissing(count: number | null): void }) {
  const studio = useStudio();
  const { t } = useTranslation();
  const format = useFormatters();
  const language = useLanguage();
  const { conflicts, choices } = dialog;
  const first = useRef<HTMLDivElement>(null);
  // The dialog opened while the conflicts were read (focus on Close): once they are shown, the first choice takes it.
  useEffect(() => {
    const active = document.activeElement;
    if (active === null || active === document.body || active.closest('dialog') !== null) first.current?.querySelector<HTMLInputElement>('input[type="radio"]')?.focus();
  }, []);
  const choose = (path: string, field: string, side: Side) => {
    studio.stores.sync.getState().choose(path, field, side);
    if (missing !== null) setMissing(fieldsLeft({ ...dialog, choices: { ...choices, [path]: { ...choices[path], [field]: side } } }) || null);
  };
  return (
    <div ref={first}>
      <p>{t('sync.dialog.intro')}</p>
      {conflicts.cameras.map((camera) => (
        <section key={camera.path} className="sync-conflict-camera" aria-label={t('sync.dialog.camera', { camera: camera.label })}>
          <h4>
            <span translate="no">{camera.label}</span> <code translate="no">{camera.path}</code>
          </h4>
          {camera.fields.map((field) => (
            <FieldChoice key={field.field} field={field} chosen={choices[camera.path]?.[field.field] ?? null} onChoose={(side) => choose(camera.path, field.field, side)} t={t} format={format} />
          ))}
        </section>
      ))}
      {conflicts.otherFiles.length > 0 && (
        <section className="sync-conflict-others" aria-label={t('sync.dialog.otherFilesHeading')}>
          <h4>{t('sync.dialog.otherFilesHeading')}</h4>
          <ul>
            {conflicts.otherFiles.map((file) => (
              <li key={file}>
                <code translate="no">{file}</code>
              </li>
            ))}
          </ul>
          <p>{t('sync.dialog.otherFilesHelp')}</p>
        </section>
      )}
      {missing !== null && <AlertLine message={t('sync.dialog.missing', { count: missing })} />}
      {dialog.error !== null && <AlertLine message={t('sync.outcome.failed.resolve', { reason: errorText(dialog.error, language) })} />}
    </div>
  );
}

function FieldChoice({ field, chosen, onChoose, t, format }: { field: Field; chosen: Side | null; onChoose(side: Side): void; t: TFunction; format: Formatters }) {
  const name = useId();
  const fieldName = isKnownField(field.field) ? t(`sync.dialog.fields.${field.field}`) : t('sync.dialog.fields.other', { field: field.field });
  return (
    <fieldset className="sync-conflict-field">
      <legend>{fieldName}</legend>
      {(['ours', 'theirs'] as const).map((side) => {
        const change = field[side];
        const value = valueWords(field.field, change.value, t);
        return (
          <label key={side} className="sync-side">
            <input type="radio" name={name} value={side} checked={chosen === side} onChange={() => onChoose(side)} /> {t(side === 'ours' ? 'sync.dialog.ours' : 'sync.dialog.theirs')}:{' '}
            {value.data ? <span translate="no">{value.words}</span> : value.words}
            <span className="sync-side-by">
              {' '}
              ({t('sync.dialog.changedBy', { author: change.author.name, when: format.dateTime(Date.parse(change.date)) })})
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}

/** A field's value in words (`data`: the camera's own, not the studio's); of a password only whether there is one. */
function valueWords(field: string, value: FieldValue, t: TFunction): { words: string; data: boolean } {
  const studioWords = (words: string) => ({ words, data: false });
  if (field === 'password') return studioWords(value === true ? t('sync.dialog.values.passwordSet') : t('sync.dialog.values.noPassword'));
  if (value === null || value === '') return studioWords(t('sync.dialog.values.none'));
  if (typeof value === 'boolean') return studioWords(value ? t('sync.dialog.values.yes') : t('sync.dialog.values.no'));
  if (typeof value === 'object') {
    const entries = Object.entries(value);
    return entries.length === 0 ? studioWords(t('sync.dialog.values.noVariables')) : { words: entries.map(([key, entry]) => `${key}=${entry}`).join(', '), data: true };
  }
  return { words: String(value), data: true };
}
