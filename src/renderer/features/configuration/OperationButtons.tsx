import { useState } from 'react';
import { useStudio } from '../../studio/StudioContext';
import { errorText } from '../../ui/errorText';
import { runOperation } from './configActions';
import type { PendingEdit } from './configStore';
import { ConfirmDialog } from './ConfirmDialog';
import type { OperationKind } from './operationSteps';
import { addressOf } from './pendingChanges';

interface OperationButtonsProps {
  cameraId: string;
  cameraLabel: string;
  changes: PendingEdit[];
  blocker: string | null;
  unstored: PendingEdit[];
  busy: boolean;
}

/** Apply, Store, Store + Update + Reboot (confirmed) and Reboot (asks when changes would be lost). */
export function OperationButtons({ cameraId, cameraLabel, changes, blocker, unstored, busy }: OperationButtonsProps) {
  const studio = useStudio();
  const [asking, setAsking] = useState<'storeUpdateReboot' | 'reboot' | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const run = (kind: OperationKind) => {
    setAsking(null);
    setRefusal(null);
    runOperation(studio, cameraId, kind).catch((error: unknown) => setRefusal(errorText(error)));
  };
  const blocked = busy || blocker !== null;
  const reboot = () => (unstored.length > 0 || changes.length > 0 ? setAsking('reboot') : run('reboot'));
  return (
    <div className="operation-buttons">
      <button type="button" className="button" disabled={blocked || changes.length === 0} onClick={() => run('apply')}>
        Apply
      </button>
      <button type="button" className="button" disabled={blocked} onClick={() => run('store')}>
        Store
      </button>
      <button type="button" className="button primary" disabled={blocked} onClick={() => setAsking('storeUpdateReboot')}>
        Store + Update + Reboot
      </button>
      <button type="button" className="button" disabled={busy} onClick={reboot}>
        Reboot
      </button>
      {refusal && (
        <p className="error-text" role="alert">
          {refusal}
        </p>
      )}
      {asking === 'storeUpdateReboot' && (
        <ConfirmDialog title={`Store, update and reboot ${cameraLabel}?`} confirmLabel="Store, update and reboot" onConfirm={() => run('storeUpdateReboot')} onCancel={() => setAsking(null)}>
          <p>
            {changes.length > 0 ? `${changes.length} pending change(s) are written and stored, ` : 'The running configuration is stored, '}
            then the camera reboots: it is off the network until it has started again. Afterwards every changed value is read back.
          </p>
        </ConfirmDialog>
      )}
      {asking === 'reboot' && (
        <ConfirmDialog title={`Reboot ${cameraLabel} without storing?`} confirmLabel="Reboot anyway" onConfirm={() => run('reboot')} onCancel={() => setAsking(null)}>
          <LostOnReboot unstored={unstored} pending={changes} />
        </ConfirmDialog>
      )}
    </div>
  );
}

function LostOnReboot({ unstored, pending }: { unstored: PendingEdit[]; pending: PendingEdit[] }) {
  return (
    <>
      {unstored.length > 0 && (
        <>
          <p>The camera boots from its stored configuration, so these applied but not stored changes are lost:</p>
          <ul className="change-list">
            {unstored.map((change) => (
              <li key={addressOf(change)} className="mono">
                {addressOf(change)}={change.value}
              </li>
            ))}
          </ul>
        </>
      )}
      {pending.length > 0 && (
        <>
          <p>These pending edits are not sent by a reboot (they stay pending):</p>
          <ul className="change-list">
            {pending.map((change) => (
              <li key={addressOf(change)} className="mono">
                {addressOf(change)}={change.value}
              </li>
            ))}
          </ul>
        </>
      )}
    </>
  );
}
