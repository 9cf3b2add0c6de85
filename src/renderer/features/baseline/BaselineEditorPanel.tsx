import { lazy, Suspense, useMemo, useState } from 'react';
import { baselineProblems } from '../../../shared/baseline/baselineText';
import { useStudio, useStudioStore } from '../../studio/StudioContext';
import { AlertLine } from '../../ui/AlertLine';
import { FormField } from '../../ui/FormField';
import { commandLanguageId } from '../../ui/monaco/commandLanguage';
import { LazyCodeView } from '../../ui/monaco/LazyCodeView';
import { useActionRunner } from '../../ui/useActionRunner';
import { cameraGroups } from '../cameras/camerasStore';
import { ConfirmDialog } from '../configuration/ConfirmDialog';
import type { SiteFormat } from '../site/siteFormat';
import { openBaseline, removeBaseline, saveBaseline, viewBaselineVersion } from './baselineActions';
import { hasUnsavedChanges, type BaselineEditor } from './baselineStore';

const BaselineTextEditor = lazy(() => import('./BaselineTextEditor'));

/** The open baseline: its name (a new one), the groups it applies to, its text with every problem marked, Save, older versions, Remove. */
export function BaselineEditorPanel({ editor, format }: { editor: BaselineEditor; format: SiteFormat }) {
  const studio = useStudio();
  const baseline = studio.stores.baseline.getState();
  const problems = useMemo(() => baselineProblems(editor.text), [editor.text]);
  const unsaved = hasUnsavedChanges(editor);
  const saver = useActionRunner();
  const versionRunner = useActionRunner();
  const [confirmRemove, setConfirmRemove] = useState(false);
  const title = editor.name === null ? 'New baseline' : `${editor.name}, version ${format.count(editor.version ?? 1)}`;
  const saveBlocked = problems.length > 0 || !unsaved || saver.busy || (editor.name === null && editor.nameDraft.trim() === '');

  return (
    <section className="baseline-editor" aria-labelledby="baseline-editor-title">
      <div className="baseline-toolbar">
        <h2 id="baseline-editor-title">{title}</h2>
        {editor.name !== null && editor.versions.length > 1 && (
          <label>
            Version{' '}
            <select value={editor.viewing?.version ?? editor.version ?? ''} onChange={(event) => versionRunner.run(() => viewBaselineVersion(studio, Number(event.target.value)))}>
              {editor.versions.map((entry) => (
                <option key={entry.version} value={entry.version}>
                  {entry.version === editor.version ? `${entry.version} (being edited)` : `${entry.version}, ${format.time(entry.savedAt)}`}
                </option>
              ))}
            </select>
          </label>
        )}
        {editor.name !== null && (
          <button type="button" className="button" onClick={() => setConfirmRemove(true)}>
            Remove…
          </button>
        )}
      </div>
      <AlertLine message={versionRunner.error} />
      {editor.name === null && <FormField label="Name" value={editor.nameDraft} maxLength={64} required autoComplete="off" hint="Letters, digits, spaces, _ . -; it names the baseline's file" onChange={(event) => baseline.editName(event.target.value)} />}
      <GroupChoice chosen={editor.groups} onChange={baseline.setGroups} />
      <div className={editor.viewing ? 'baseline-texts baseline-texts-two' : 'baseline-texts'}>
        <Suspense fallback={<pre className="code-fallback baseline-editor-code">{editor.text}</pre>}>
          <BaselineTextEditor value={editor.text} onChange={baseline.editText} problems={problems} />
        </Suspense>
        {editor.viewing && (
          <div className="baseline-older">
            <p className="view-note">
              Version {editor.viewing.version}, saved {format.time(editor.viewing.savedAt)} (read-only){' '}
              <button type="button" className="button small" onClick={() => baseline.viewVersion(null)}>
                Close version {editor.viewing.version}
              </button>
            </p>
            <LazyCodeView value={editor.viewing.text} language={commandLanguageId} label={`Baseline version ${editor.viewing.version}`} className="baseline-editor-code" />
          </div>
        )}
      </div>
      {problems.length > 0 && (
        <ul className="baseline-problems" aria-label="Problems in the text">
          {problems.map((problem, index) => (
            <li key={index}>
              Line {problem.line}: {problem.message}
            </li>
          ))}
        </ul>
      )}
      {editor.conflict && (
        <div className="baseline-conflict" role="alert">
          <p>
            Someone saved version {editor.conflict.version} of {editor.name} ({format.time(editor.conflict.savedAt)}) while you edited version {editor.version}: your text was not saved, and nothing was overwritten.
          </p>
          <button type="button" className="button" onClick={() => saver.run(() => openBaseline(studio, editor.name!))}>
            Reload version {editor.conflict.version} (discards your changes)
          </button>{' '}
          <button type="button" className="button" onClick={() => baseline.setConflict(null)}>
            Keep my text
          </button>
        </div>
      )}
      <div className="baseline-toolbar">
        <button type="button" className="button primary" disabled={saveBlocked} onClick={() => saver.run(() => saveBaseline(studio))}>
          Save
        </button>
        <span className="view-note" role="status">
          {problems.length > 0
            ? `${problems.length === 1 ? '1 problem' : `${problems.length} problems`} in the text: fix ${problems.length === 1 ? 'it' : 'them'} to save.`
            : editor.name === null && editor.nameDraft.trim() === ''
              ? 'Name the baseline to save it.'
              : unsaved
                ? 'Unsaved changes.'
                : `Saved as version ${editor.version}.`}
        </span>
      </div>
      <AlertLine message={saver.error} />
      {confirmRemove && (
        <ConfirmDialog
          title={`Remove baseline ${editor.name}?`}
          confirmLabel="Remove"
          onCancel={() => setConfirmRemove(false)}
          onConfirm={() => {
            setConfirmRemove(false);
            saver.run(() => removeBaseline(studio));
          }}
        >
          <p>Every version of {editor.name} goes; its check runs stay.</p>
        </ConfirmDialog>
      )}
    </section>
  );
}

/** The groups the baseline applies to: the workspace's groups, and any kept that no camera is in now. */
function GroupChoice({ chosen, onChange }: { chosen: string[]; onChange(groups: string[]): void }) {
  const cameras = useStudioStore('cameras', (state) => state.cameras);
  const groups = [...new Set([...cameraGroups(cameras), ...chosen])].sort((a, b) => a.localeCompare(b));
  return (
    <fieldset className="baseline-groups">
      <legend>Applies to groups</legend>
      {groups.length === 0 && <span className="view-note">The workspace has no groups yet (Edit camera, camera lists).</span>}
      {groups.map((group) => (
        <label key={group} className="checkbox-label">
          <input type="checkbox" checked={chosen.includes(group)} onChange={(event) => onChange(event.target.checked ? [...chosen, group] : chosen.filter((entry) => entry !== group))} /> {group}
        </label>
      ))}
    </fieldset>
  );
}
