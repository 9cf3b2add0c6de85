import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n/useLanguage';
import { useStudio } from '../../studio/StudioContext';
import { errorText } from '../../ui/errorText';
import { runOperation } from './configActions';
import type { PendingEdit } from './configStore';
import { ConfirmDialog } from './ConfirmDialog';
import { operationReadiness, type OperationReason } from './operationReadiness';
import type { OperationKind } from './operationSteps';
import { addressOf } from './pendingChanges';

interface OperationButtonsProps {
  cameraId: string;
  cameraLabel: string;
  changes: PendingEdit[];
  blocker: string | null;
  unstored: PendingEdit[];
  rebootNeeded: string[];
  busy: boolean;
}

const reasonKeys = {
  busy: 'configuration.operations.whyBusy',
  invalid: 'configuration.operations.whyInvalid',
  noEdits: 'configuration.operations.whyApply',
  nothingToStore: 'configuration.operations.whyStore',
  nothingToReboot: 'configuration.operations.whyStoreUpdateReboot',
} as const satisfies Record<OperationReason, string>;

/**
 * Store + Update + Reboot first and primary (confirmed), then Apply, Store and Reboot. A button
 * with nothing to act on is disabled and says why (title and aria-describedby). Reboot stays
 * available (a camera may need a plain reboot) but always asks first.
 */
export function OperationButtons({ cameraId, cameraLabel, changes, blocker, unstored, rebootNeeded, busy }: OperationButtonsProps) {
  const studio = useStudio();
  const { t } = useTranslation();
  const language = useLanguage();
  const reasonId = useId();
  const [asking, setAsking] = useState<'storeUpdateReboot' | 'reboot' | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const run = (kind: OperationKind) => {
    setAsking(null);
    setRefusal(null);
    runOperation(studio, cameraId, kind).catch((error: unknown) => setRefusal(errorText(error, language)));
  };
  const readiness = operationReadiness({ busy, invalid: blocker !== null, pending: changes.length, unstored: unstored.length, rebootNeeded: rebootNeeded.length });
  const reasons = [...new Set(Object.values(readiness).filter((reason): reason is OperationReason => reason !== null))];
  const button = (kind: OperationKind, onClick: () => void, primary = false) => {
    const reason = readiness[kind];
    return (
      <button
        type="button"
        className={primary ? 'button primary' : 'button'}
        disabled={reason !== null}
        title={reason === null ? undefined : t(reasonKeys[reason])}
        aria-describedby={reason === null ? undefined : `${reasonId}-${reason}`}
        onClick={onClick}
      >
        {t(`configuration.operations.${kind}`)}
      </button>
    );
  };
  return (
    <div className="operation-buttons" role="group" aria-label={t('configuration.operations.label')}>
      {button('storeUpdateReboot', () => setAsking('storeUpdateReboot'), true)}
      {button('apply', () => run('apply'))}
      {button('store', () => run('store'))}
      {button('reboot', () => setAsking('reboot'))}
      {reasons.length > 0 && (
        <ul className="operation-reasons">
          {reasons.map((reason) => (
            <li key={reason} id={`${reasonId}-${reason}`}>
              {t(reasonKeys[reason])}
            </li>
          ))}
        </ul>
      )}
      {refusal && (
        <p className="error-text" role="alert">
          {refusal}
        </p>
      )}
      {asking === 'storeUpdateReboot' && (
        <ConfirmDialog
          title={t('configuration.confirm.storeUpdateRebootTitle', { camera: cameraLabel })}
          confirmLabel={t('configuration.confirm.storeUpdateRebootConfirm')}
          onConfirm={() => run('storeUpdateReboot')}
          onCancel={() => setAsking(null)}
        >
          <p>{changes.length > 0 ? t('configuration.confirm.storeUpdateRebootChanges', { count: changes.length }) : t('configuration.confirm.storeUpdateRebootNoChanges')}</p>
        </ConfirmDialog>
      )}
      {asking === 'reboot' && <RebootQuestion cameraLabel={cameraLabel} unstored={unstored} pending={changes} onConfirm={() => run('reboot')} onCancel={() => setAsking(null)} />}
    </div>
  );
}

function RebootQuestion({ cameraLabel, unstored, pending, onConfirm, onCancel }: { cameraLabel: string; unstored: PendingEdit[]; pending: PendingEdit[]; onConfirm(): void; onCancel(): void }) {
  const { t } = useTranslation();
  const losing = unstored.length > 0 || pending.length > 0;
  return (
    <ConfirmDialog
      title={losing ? t('configuration.confirm.rebootLosingTitle', { camera: cameraLabel }) : t('configuration.confirm.rebootPlainTitle', { camera: cameraLabel })}
      confirmLabel={losing ? t('configuration.confirm.rebootLosingConfirm') : t('configuration.confirm.rebootPlainConfirm')}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      {losing ? <LostOnReboot unstored={unstored} pending={pending} /> : <p>{t('configuration.confirm.rebootPlain')}</p>}
    </ConfirmDialog>
  );
}

function LostOnReboot({ unstored, pending }: { unstored: PendingEdit[]; pending: PendingEdit[] }) {
  const { t } = useTranslation();
  return (
    <>
      {unstored.length > 0 && (
        <>
          <p>{t('configuration.confirm.lostUnstored')}</p>
          <ChangeList changes={unstored} />
        </>
      )}
      {pending.length > 0 && (
        <>
          <p>{t('configuration.confirm.notSentPending')}</p>
          <ChangeList changes={pending} />
        </>
      )}
    </>
  );
}

function ChangeList({ changes }: { changes: PendingEdit[] }) {
  return (
    <ul className="change-list">
      {changes.map((change) => {
        const line = `${addressOf(change)}=${change.value}`;
        return (
          <li key={addressOf(change)} className="mono" title={line}>
            {line}
          </li>
        );
      })}
    </ul>
  );
}
