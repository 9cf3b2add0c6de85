import { useState } from 'react';
import { applyScript } from '../../../shared/remoteconfig/applyScript';
import type { PendingEdit } from './configStore';
import { operationTitles } from './operationSteps';

const scriptSteps = {
  apply: { update: true },
  store: { store: true },
  storeUpdateReboot: { store: true, update: true, reboot: true },
} as const;

type ScriptKind = keyof typeof scriptSteps;

/**
 * The exact request body a button would send for the pending changes, built by the same
 * applyScript the studio sends with. Read-only; the lead swaps the <pre> for Monaco.
 */
export function PendingScript({ changes, blocker }: { changes: PendingEdit[]; blocker: string | null }) {
  const [kind, setKind] = useState<ScriptKind>('storeUpdateReboot');
  const script = blocker === null && changes.length > 0 ? applyScript(changes, scriptSteps[kind]) : null;
  return (
    <div className="pending-script">
      <label className="script-chooser">
        Show the script of{' '}
        <select value={kind} onChange={(event) => setKind(event.target.value as ScriptKind)}>
          {(Object.keys(scriptSteps) as ScriptKind[]).map((option) => (
            <option key={option} value={option}>
              {operationTitles[option]}
            </option>
          ))}
        </select>
      </label>
      {script === null ? (
        <p className="view-note">{blocker === null ? 'No pending changes: no parameter to write.' : 'No script while a value is invalid.'}</p>
      ) : (
        <pre aria-label="Command script" className="script-view mono" tabIndex={0}>
          {script}
        </pre>
      )}
    </div>
  );
}
