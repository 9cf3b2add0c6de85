import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useText } from '../../i18n/useText';
import { baselineProblems } from '../../../shared/baseline/baselineText';
import { useStudio, useStudioStore } from '../../studio/StudioContext';
import { AlertLine } from '../../ui/AlertLine';
import { FormField } from '../../ui/FormField';
import { commandLanguageId } from '../../ui/monaco/commandLanguage';
import { LazyCodeView } from '../../ui/monaco/LazyCodeView';
import { useActionRunner } from '../../ui/useActionRunner';
import { cameraGroups } from '../cameras/camerasStore';
import { ConfirmDialog } from '../configuration/ConfirmDialog';
import { openBaseline, removeBaseline, saveBaseline, viewBaselineVersion } from './baselineActions';
import type { BaselineFormat } from './baselineFormat';
import { baselineSaveBlocker } from './baselineSaveReadiness';
import { hasUnsavedChanges, type BaselineEditor } from './baselineStore';

const BaselineTextEditor = lazy(() => import('./BaselineTextEditor'));

/** The open baseline: its name (a new one), the groups it applies to, its text with every problem marked, Save, older versions, Remove. */
export function BaselineEditorPanel({ editor, format }: { editor: BaselineEditor; format: BaselineFormat }) {
  const studio = useStudio();
  const { t } = useTranslation();
  const show = useText();
  const baseline = studio.stores.baseline.getState();
  const problems = useMemo(() => baselineProblems(editor.text), [editor.text]);
  const unsaved = hasUnsavedChanges(editor);
  const saver = useActionRunner();
  const versionRunner = useActionRunner();
  const [confirmRemove, setConfirmRemove] = useState(false);
  const title = editor.name === null ? t('baseline.editor.newTitle') : t('baseline.editor.title', { name: editor.name, version: format.count(editor.version ?? 1) });
  const saveBlocked = baselineSaveBlocker(editor, problems.length) !== null || saver.busy;

  return (
    <section className="baseline-editor" aria-labelledby="baseline-editor-title">
      <div className="baseline-toolbar">
        <h2 id="baseline-editor-title">{title}</h2>
        {editor.name !== null && editor.versions.length > 1 && (
          <label>
            {t('baseline.editor.version')}{' '}
            <select value={editor.viewing?.version ?? editor.version ?? ''} onChange={(event) => versionRunner.run(() => viewBaselineVersion(studio, Number(event.target.value)))}>
              {editor.versions.map((entry) => (
                <option key={entry.version} value={entry.version}>
                  {entry.version === editor.version ? t('baseline.editor.versionEditing', { version: entry.version }) : t('baseline.editor.versionSaved', { version: entry.version, savedAt: format.time(entry.savedAt) })}
                </option>
              ))}
            </select>
          </label>
        )}
        {editor.name !== null && (
          <button type="button" className="button" onClick={() => setConfirmRemove(true)}>
            {t('baseline.editor.remove')}
          </button>
        )}
      </div>
      <AlertLine message={versionRunner.error} />
      {/* A new baseline's name is where the technician goes on ("New baseline" from the palette). */}
      {editor.name === null && <FormField label={t('baseline.editor.name')} data-focus-target="result" value={editor.nameDraft} maxLength={64} required autoComplete="off" hint={t('baseline.editor.nameHint')} onChange={(event) => baseline.editName(event.target.value)} />}
      <GroupChoice chosen={editor.groups} onChange={baseline.setGroups} />
      <div className={editor.viewing ? 'baseline-texts baseline-texts-two' : 'baseline-texts'}>
        <Suspense fallback={<pre translate="no" className="code-fallback baseline-editor-code">{editor.text}</pre>}>
          <BaselineTextEditor value={editor.text} onChange={baseline.editText} problems={problems} />
        </Suspense>
        {editor.viewing && (
          <div className="baseline-older">
            <p className="view-note">
              {t('baseline.editor.olderVersion', { version: editor.viewing.version, savedAt: format.time(editor.viewing.savedAt) })}{' '}
              <button type="button" className="button small" onClick={() => baseline.viewVersion(null)}>
                {t('baseline.editor.closeVersion', { version: editor.viewing.version })}
              </button>
            </p>
            <LazyCodeView value={editor.viewing.text} language={commandLanguageId} label={t('baseline.editor.versionText', { version: editor.viewing.version })} className="baseline-editor-code" />
          </div>
        )}
      </div>
      {problems.length > 0 && (
        <ul className="baseline-problems" aria-label={t('baseline.editor.problems')}>
          {problems.map((problem, index) => (
            <li key={index}>{t('baseline.editor.problemLine', { line: problem.line, message: show(problem.message) })}</li>
          ))}
        </ul>
      )}
      {editor.conflict && (
        <div className="baseline-conflict" role="alert">
          <p>{t('baseline.editor.conflict', { version: editor.conflict.version, name: editor.name ?? '', savedAt: format.time(editor.conflict.savedAt), edited: editor.version ?? '' })}</p>
          <button type="button" className="button" onClick={() => saver.run(() => openBaseline(studio, editor.name!))}>
            {t('baseline.editor.reloadConflict', { version: editor.conflict.version })}
          </button>{' '}
          <button type="button" className="button" onClick={() => baseline.setConflict(null)}>
            {t('baseline.editor.keepMine')}
          </button>
        </div>
      )}
      <div className="baseline-toolbar">
        <button type="button" className="button primary" disabled={saveBlocked} onClick={() => saver.run(() => saveBaseline(studio))}>
          {t('baseline.editor.save')}
        </button>
        <span className="view-note" role="status">
          {problems.length > 0
            ? t('baseline.editor.problemCount', { count: problems.length })
            : editor.name === null && editor.nameDraft.trim() === ''
              ? t('baseline.editor.nameToSave')
              : unsaved
                ? t('baseline.editor.unsaved')
                : t('baseline.editor.savedAs', { version: editor.version ?? '' })}
        </span>
      </div>
      <AlertLine message={saver.error} />
      {confirmRemove && (
        <ConfirmDialog
          title={t('baseline.editor.removeTitle', { name: editor.name ?? '' })}
          confirmLabel={t('baseline.editor.removeConfirm')}
          onCancel={() => setConfirmRemove(false)}
          onConfirm={() => {
            setConfirmRemove(false);
            saver.run(() => removeBaseline(studio));
          }}
        >
          <p>{t('baseline.editor.removeBody', { name: editor.name ?? '' })}</p>
        </ConfirmDialog>
      )}
    </section>
  );
}

/** The groups the baseline applies to: the workspace's groups, and any kept that no camera is in now. */
function GroupChoice({ chosen, onChange }: { chosen: string[]; onChange(groups: string[]): void }) {
  const { t } = useTranslation();
  const cameras = useStudioStore('cameras', (state) => state.cameras);
  const groups = [...new Set([...cameraGroups(cameras), ...chosen])].sort((a, b) => a.localeCompare(b));
  return (
    <fieldset className="baseline-groups">
      <legend>{t('baseline.editor.groups')}</legend>
      {groups.length === 0 && <span className="view-note">{t('baseline.editor.noGroups')}</span>}
      {groups.map((group) => (
        <label key={group} className="checkbox-label">
          <input type="checkbox" checked={chosen.includes(group)} onChange={(event) => onChange(event.target.checked ? [...chosen, group] : chosen.filter((entry) => entry !== group))} /> {group}
        </label>
      ))}
    </fieldset>
  );
}
