import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { applyScript } from '../../../shared/remoteconfig/applyScript';
import type { PendingEdit } from './configStore';
import { commandLanguageId } from '../../ui/monaco/commandLanguage';
import { LazyCodeView } from '../../ui/monaco/LazyCodeView';

const scriptSteps = {
  apply: { update: true },
  store: { store: true },
  storeUpdateReboot: { store: true, update: true, reboot: true },
} as const;

type ScriptKind = keyof typeof scriptSteps;

/**
 * The exact request body a button would send for the pending changes, built by the same
 * applyScript the studio sends with, read-only in Monaco with the command language's colours.
 */
export function PendingScript({ changes, blocker }: { changes: PendingEdit[]; blocker: string | null }) {
  const { t } = useTranslation();
  const [kind, setKind] = useState<ScriptKind>('storeUpdateReboot');
  const script = blocker === null && changes.length > 0 ? applyScript(changes, scriptSteps[kind]) : null;
  return (
    <div className="pending-script">
      <label className="script-chooser">
        {t('configuration.script.chooser')}{' '}
        <select value={kind} onChange={(event) => setKind(event.target.value as ScriptKind)}>
          {(Object.keys(scriptSteps) as ScriptKind[]).map((option) => (
            <option key={option} value={option}>
              {t(`configuration.operations.${option}`)}
            </option>
          ))}
        </select>
      </label>
      {script === null ? (
        <p className="view-note">{blocker === null ? t('configuration.script.noChanges') : t('configuration.script.invalid')}</p>
      ) : (
        <LazyCodeView value={script} language={commandLanguageId} label={t('configuration.script.label')} className="pending-script-code" />
      )}
    </div>
  );
}
