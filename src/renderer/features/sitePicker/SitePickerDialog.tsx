import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatters, useLanguage } from '../../i18n/useLanguage';
import { languageNames, supportedLanguages } from '../../i18n/languages';
import { continueAt } from '../../ui/focusPlace';
import { useStudio, useStudioStore } from '../../studio/StudioContext';
import { AlertLine } from '../../ui/AlertLine';
import { errorText } from '../../ui/errorText';
import { FormField, fieldText } from '../../ui/FormField';
import { ModalDialog } from '../../ui/ModalDialog';
import { useFormSubmission } from '../../ui/useFormSubmission';
import { cancelClone, cloneSite, loadRecentSites, openSite, stayOnSite, turnWorkspaceIntoSite } from './sitePickerActions';
import { FolderField } from './FolderField';
import { currentSite, type SitePickerPage } from './sitePickerStore';
import '../../styles/sitePicker.css';

const pages: SitePickerPage[] = ['recent', 'open', 'clone', 'fromWorkspace'];

/**
 * The site picker: the recent sites, a folder to open (typed: a path on the studio's machine),
 * a clone from the team's remote (Cancel while it runs), the workspace turned into a site. A
 * switch while cameras have edits not yet applied asks first; once switched the dialog closes
 * and focus goes to the new site's view (SitePickerButton).
 */
export function SitePickerDialog({ page }: { page: SitePickerPage }) {
  const studio = useStudio();
  const { t } = useTranslation();
  const language = useLanguage();
  const picker = studio.stores.sitePicker;
  const question = useStudioStore('sitePicker', (state) => state.question);
  const switchRun = useStudioStore('sitePicker', (state) => state.switchRun);
  const current = useStudioStore('sitePicker', currentSite);
  const cloning = useStudioStore('sitePicker', (state) => state.clone.status === 'running');
  const body = useRef<HTMLDivElement>(null);
  useEffect(() => {
    void loadRecentSites(studio);
  }, [studio]);
  // A page shown (the dialog opened on it by a command, or its button chosen; the recent sites once read): focus goes to its first control.
  const recentRead = useStudioStore('sitePicker', (state) => state.recent.status !== 'unknown');
  useEffect(() => {
    body.current?.querySelector<HTMLElement>('input, select, button:not([aria-disabled="true"])')?.focus();
  }, [page, recentRead]);
  const close = () => {
    if (switchRun.status === 'switching') return;
    picker.getState().close();
  };
  return (
    <ModalDialog title={t('sitePicker.title')} className="site-picker-dialog" onClose={close}>
      <p className="site-picker-now">{current === null ? t('sitePicker.now.none') : current.site ? t('sitePicker.now.site', { name: current.name ?? '' }) : t('sitePicker.now.workspace')}</p>
      {current !== null && (
        <p className="site-picker-folder">
          <code translate="no">{current.folder}</code>
        </p>
      )}
      <div className="site-picker-pages" role="group" aria-label={t('sitePicker.pages.label')}>
        {pages.map((choice) => (
          <button key={choice} type="button" className="button" aria-pressed={choice === page} onClick={() => picker.getState().show(choice)}>
            {t(`sitePicker.pages.${choice}`)}
            {choice === 'clone' && cloning && ' …'}
          </button>
        ))}
      </div>
      <div ref={body} className="site-picker-body">
        {question !== null ? <PendingQuestion /> : page === 'recent' ? <RecentSites /> : page === 'open' ? <OpenFolderForm /> : page === 'clone' ? <CloneForm /> : <FromWorkspaceForm />}
      </div>
      {switchRun.status === 'failed' && (
        <p role="alert" className="error-text site-picker-refused" tabIndex={-1} data-focus-target="result">
          {t('sitePicker.open.failed', { reason: errorText(switchRun.error, language) })}
        </p>
      )}
      {switchRun.status === 'switching' && (
        <p role="status" className="site-picker-switching">
          {t('sitePicker.open.switching', { folder: switchRun.folder })}
        </p>
      )}
      <div className="dialog-buttons">
        <button type="button" className="button" aria-disabled={switchRun.status === 'switching'} onClick={close}>
          {t('sitePicker.close')}
        </button>
      </div>
    </ModalDialog>
  );
}

/** Runs a switch from a button; its refusal is the dialog's to show (the studio stayed where it was: switchRun). */
function useSwitch() {
  const studio = useStudio();
  const run = (folder: string, passphrase: string | undefined, confirmed = false) => {
    // Refused: focus goes to the refusal, which names the folder and what is wrong.
    void openSite(studio, folder, passphrase, { confirmed }).catch(() => continueAt('result'));
  };
  return { run };
}

function RecentSites() {
  const { t } = useTranslation();
  const format = useFormatters();
  const language = useLanguage();
  const recent = useStudioStore('sitePicker', (state) => state.recent);
  const { run } = useSwitch();
  if (recent.status === 'unknown') return <p role="status">{t('sitePicker.recent.loading')}</p>;
  if (recent.status === 'failed') return <AlertLine message={t('sitePicker.recent.failed', { reason: errorText(recent.error, language) })} />;
  if (recent.sites.length === 0) return <p className="view-note">{t('sitePicker.recent.empty')}</p>;
  return (
    <>
      <ul className="site-picker-recent" aria-label={t('sitePicker.pages.recent')}>
        {recent.sites.map((site) => {
          const name = site.name ?? t('sitePicker.recent.unnamed');
          const isCurrent = recent.current?.folder === site.folder;
          return (
            <li key={site.folder}>
              <button type="button" className="button" aria-disabled={site.missing} title={site.missing ? t('sitePicker.recent.missingReason') : undefined} onClick={() => site.missing || run(site.folder, undefined)}>
                {t('sitePicker.recent.open', { name })}
              </button>{' '}
              <code translate="no">{site.folder}</code>
              {site.missing && <span className="site-picker-tag site-picker-missing"> {t('sitePicker.recent.missing')}</span>}
              {isCurrent && <span className="site-picker-tag"> {t('sitePicker.recent.current')}</span>}
              <span className="site-picker-when"> · {t('sitePicker.recent.openedAt', { when: format.dateTime(site.openedAt) })}</span>
            </li>
          );
        })}
      </ul>
    </>
  );
}

function OpenFolderForm() {
  const { t } = useTranslation();
  const mode = useStudioStore('ui', (state) => state.info?.mode ?? 'web');
  const { run } = useSwitch();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const folder = fieldText(data, 'folder');
    const passphrase = data.get('passphrase');
    if (folder === '') return;
    run(folder, typeof passphrase === 'string' && passphrase !== '' ? passphrase : undefined);
  };
  return (
    <form className="studio-form" aria-label={t('sitePicker.pages.open')} onSubmit={submit}>
      <FolderField label={t('sitePicker.open.folder')} hint={mode === 'web' ? t('sitePicker.open.folderHintWeb') : t('sitePicker.open.folderHintDesktop')} name="folder" kind="existing" />
      <FormField label={t('sitePicker.open.passphrase')} hint={t('sitePicker.open.passphraseHint')} name="passphrase" type="password" autoComplete="off" />
      <div className="dialog-buttons">
        <button type="submit" className="button primary">
          {t('sitePicker.open.submit')}
        </button>
      </div>
    </form>
  );
}

function CloneForm() {
  const studio = useStudio();
  const { t } = useTranslation();
  const language = useLanguage();
  const clone = useStudioStore('sitePicker', (state) => state.clone);
  const cancel = useRef<HTMLButtonElement>(null);
  const outcome = useRef<HTMLParagraphElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const wasRunning = useRef(clone.status === 'running');
  const { run } = useSwitch();
  const running = clone.status === 'running';
  // Focus goes where the work continues: to Cancel while it runs, to how it ended afterwards.
  useEffect(() => {
    if (running && !wasRunning.current) cancel.current?.focus();
    if (!running && wasRunning.current) outcome.current?.focus();
    wasRunning.current = running;
  }, [running]);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const url = fieldText(data, 'url');
    const folder = fieldText(data, 'folder');
    if (url === '' || folder === '') return;
    void cloneSite(studio, url, folder);
  };
  return (
    <form ref={form} className="studio-form" aria-label={t('sitePicker.pages.clone')} onSubmit={submit}>
      <FormField label={t('sitePicker.clone.url')} hint={t('sitePicker.clone.urlHint')} name="url" required autoComplete="off" spellCheck={false} readOnly={running} />
      <FolderField label={t('sitePicker.clone.folder')} hint={t('sitePicker.clone.folderHint')} name="folder" kind="new" readOnly={running} />
      <FormField label={t('sitePicker.open.passphrase')} hint={t('sitePicker.clone.passphraseHint')} name="passphrase" type="password" autoComplete="off" />
      <div className="dialog-buttons">
        {running ? (
          <button ref={cancel} type="button" className="button" aria-disabled={clone.cancelling} onClick={() => void cancelClone(studio)}>
            {clone.cancelling ? t('sitePicker.clone.cancelling') : t('sitePicker.clone.cancel')}
          </button>
        ) : (
          <button type="submit" className="button primary">
            {t('sitePicker.clone.submit')}
          </button>
        )}
      </div>
      {running && (
        <p role="status" aria-label={t('sitePicker.clone.progressLabel')} className="site-picker-progress">
          {t('sitePicker.clone.running', { url: clone.url, folder: clone.folder })}
        </p>
      )}
      {clone.status === 'cloned' && (
        <p ref={outcome} role="status" tabIndex={-1} className="site-picker-outcome">
          {t('sitePicker.clone.cloned', { name: clone.name, folder: clone.folder })}{' '}
          <button type="button" className="button primary" onClick={() => run(clone.folder, typedPassphrase(form.current))}>
            {t('sitePicker.clone.openCloned', { name: clone.name })}
          </button>
        </p>
      )}
      {clone.status === 'cancelled' && (
        <p ref={outcome} role="status" tabIndex={-1} className="site-picker-outcome">
          {t('sitePicker.clone.cancelled', { folder: clone.folder })}
        </p>
      )}
      {clone.status === 'failed' && (
        <p ref={outcome} role="alert" tabIndex={-1} className="error-text">
          {t('sitePicker.clone.failed', { reason: errorText(clone.error, language) })}
        </p>
      )}
    </form>
  );
}

/** The site passphrase typed in a form, or undefined when its field is empty. */
function typedPassphrase(form: HTMLFormElement | null): string | undefined {
  const typed = form ? new FormData(form).get('passphrase') : null;
  return typeof typed === 'string' && typed !== '' ? typed : undefined;
}

function FromWorkspaceForm() {
  const studio = useStudio();
  const { t } = useTranslation();
  const language = useLanguage();
  const current = useStudioStore('sitePicker', currentSite);
  const [mismatch, setMismatch] = useState(false);
  const submission = useFormSubmission(
    async (data) => {
      const passphrase = data.get('passphrase');
      const again = data.get('passphraseAgain');
      if (typeof passphrase !== 'string' || passphrase !== again) {
        setMismatch(true);
        throw new Error(t('sitePicker.fromWorkspace.passphrasesDiffer'));
      }
      setMismatch(false);
      const customer = fieldText(data, 'customer');
      const address = fieldText(data, 'address');
      await turnWorkspaceIntoSite(studio, {
        name: fieldText(data, 'name'),
        ...(customer ? { customer } : {}),
        ...(address ? { address } : {}),
        timeZone: fieldText(data, 'timeZone'),
        reportLanguage: fieldText(data, 'reportLanguage') === 'de' ? 'de' : 'en',
        passphrase,
      });
    },
    () => undefined,
  );
  if (current === null) return <p className="view-note">{t('sitePicker.fromWorkspace.noWorkspace')}</p>;
  if (current.site) return <p className="view-note">{t('sitePicker.fromWorkspace.notWorkspace')}</p>;
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return (
    <form className="studio-form" aria-label={t('sitePicker.pages.fromWorkspace')} onSubmit={submission.onSubmit}>
      <p className="view-note">{t('sitePicker.fromWorkspace.intro', { folder: current.folder })}</p>
      <FormField label={t('sitePicker.fromWorkspace.name')} name="name" required maxLength={200} autoComplete="off" />
      <FormField label={t('sitePicker.fromWorkspace.customer')} name="customer" maxLength={200} autoComplete="off" />
      <FormField label={t('sitePicker.fromWorkspace.address')} name="address" maxLength={500} autoComplete="off" />
      <FormField label={t('sitePicker.fromWorkspace.timeZone')} hint={t('sitePicker.fromWorkspace.timeZoneHint')} name="timeZone" required defaultValue={zone} autoComplete="off" spellCheck={false} />
      <LanguageChoice label={t('sitePicker.fromWorkspace.reportLanguage')} initial={language} />
      <FormField label={t('sitePicker.fromWorkspace.passphrase')} hint={t('sitePicker.fromWorkspace.passphraseHint')} name="passphrase" type="password" required autoComplete="new-password" />
      <FormField label={t('sitePicker.fromWorkspace.passphraseAgain')} name="passphraseAgain" type="password" required autoComplete="new-password" aria-invalid={mismatch || undefined} />
      <div className="dialog-buttons">
        <button type="submit" className="button primary" aria-disabled={submission.busy}>
          {t('sitePicker.fromWorkspace.submit')}
        </button>
      </div>
      {submission.busy && <p role="status">{t('sitePicker.fromWorkspace.working')}</p>}
      <AlertLine message={submission.error === null ? null : mismatch ? submission.error : t('sitePicker.fromWorkspace.failed', { reason: submission.error })} />
    </form>
  );
}

function LanguageChoice({ label, initial }: { label: string; initial: string }) {
  return (
    <div className="form-field">
      <label>
        {label}{' '}
        <select name="reportLanguage" defaultValue={initial === 'de' ? 'de' : 'en'}>
          {supportedLanguages.map((choice) => (
            <option key={choice} value={choice}>
              {languageNames[choice]}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}

/** Asked before a switch while cameras have edits not yet applied: they stay in the old folder's files. */
function PendingQuestion() {
  const studio = useStudio();
  const { t } = useTranslation();
  const question = useStudioStore('sitePicker', (state) => state.question);
  const current = useStudioStore('sitePicker', currentSite);
  const { run } = useSwitch();
  const first = useRef<HTMLButtonElement>(null);
  useEffect(() => first.current?.focus(), []);
  if (question === null) return null;
  const where = current?.site ? (current.name ?? current.folder) : t('sitePicker.question.thisFolder');
  return (
    <section className="site-picker-question" role="alertdialog" aria-labelledby="site-picker-question-title" aria-describedby="site-picker-question-body">
      <h4 id="site-picker-question-title">{t('sitePicker.question.title')}</h4>
      <p id="site-picker-question-body">{t('sitePicker.question.body', { count: question.cameras.length, cameras: question.cameras.join(', '), current: where })}</p>
      <div className="dialog-buttons">
        <button ref={first} type="button" className="button" onClick={() => stayOnSite(studio)}>
          {t('sitePicker.question.stay')}
        </button>
        <button type="button" className="button primary" onClick={() => run(question.folder, question.passphrase, true)}>
          {t('sitePicker.question.openAnyway', { folder: question.folder })}
        </button>
      </div>
    </section>
  );
}
