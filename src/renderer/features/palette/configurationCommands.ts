// The configuration editor's buttons as commands, for the selected camera: Reload, Apply, Store,
// Store + Update + Reboot and Reboot (both asked first, as their buttons ask), Cancel. They are
// available exactly when the editor's buttons are enabled, for the same reasons in the same words
// (operationReadiness, as OperationButtons.tsx).
import { renderText } from '../../../shared/i18n/renderText';
import { studioLanguage, type StudioText } from '../../i18n/studioText';
import type { Studio } from '../../studio/studioStores';
import { selectedCamera } from '../cameras/camerasStore';
import { cancelOperation, loadSections, runOperation } from '../configuration/configActions';
import { operationReadiness, type OperationReason } from '../configuration/operationReadiness';
import type { OperationKind } from '../configuration/operationSteps';
import { describePendingChanges, sendableChanges, valuesByAddress } from '../configuration/pendingChanges';
import type { PaletteCommand } from './paletteCommand';

interface EditorState {
  cameraId: string;
  cameraLabel: string;
  loading: boolean;
  loaded: boolean;
  busy: boolean;
  sendable: number;
  blocker: string | null;
  /** Applied but not stored, or pending: what a reboot leaves off the camera. */
  lostOnReboot: number;
  readiness: Record<OperationKind, OperationReason | null>;
}

/** The editor's reasons (busy and invalid are said before, with the problem). */
const reasonKeys = {
  busy: 'palette.reason.busy',
  invalid: 'palette.reason.invalid',
  noEdits: 'palette.reason.noPending',
  nothingToStore: 'palette.reason.nothingToStore',
  nothingToReboot: 'palette.reason.nothingToReboot',
} as const satisfies Record<OperationReason, string>;

function editorState(studio: Studio): EditorState | null {
  const camera = selectedCamera(studio.stores.cameras.getState());
  if (!camera) return null;
  const config = studio.stores.config.getState();
  const load = config.byCamera[camera.id];
  const shown = load?.status === 'loaded' ? load.sections : load?.status === 'loading' ? load.previous?.sections : undefined;
  const { changes, blocker } = sendableChanges(describePendingChanges(config.edits[camera.id] ?? [], valuesByAddress(shown ?? [])));
  const busy = config.operations[camera.id]?.outcome.status === 'running';
  const unstored = (config.unstored[camera.id] ?? []).length;
  return {
    cameraId: camera.id,
    cameraLabel: camera.label,
    loading: load?.status === 'loading',
    loaded: shown !== undefined,
    busy,
    sendable: changes.length,
    blocker: blocker === null ? null : renderText(blocker, studioLanguage(studio)),
    lostOnReboot: unstored + changes.length,
    readiness: operationReadiness({ busy, invalid: blocker !== null, pending: changes.length, unstored, rebootNeeded: (config.rebootNeeded[camera.id] ?? []).length }),
  };
}

export function configurationCommands(studio: Studio, t: StudioText): PaletteCommand[] {
  const state = editorState(studio);
  const noCamera = t('palette.reason.noCamera');
  const showEditor = () => studio.stores.ui.getState().showView('editor');
  const operation = (id: string, kind: OperationKind, title: string, unavailable: string | null, confirm?: PaletteCommand['confirm']): PaletteCommand => ({
    id,
    group: 'configuration',
    title,
    unavailable,
    ...(confirm ? { confirm } : {}),
    run: async () => {
      if (!state) return;
      showEditor();
      await runOperation(studio, state.cameraId, kind);
    },
  });
  const busy = state?.busy ? t('palette.reason.busy') : null;
  const blocked = state?.blocker ? t('palette.reason.blocked', { problem: state.blocker }) : null;
  const notLoaded = state && !state.loaded ? t('palette.reason.notLoaded') : null;
  /** Why `kind` cannot run: no camera, busy, not read, an invalid edit (named), else the reason the editor's button gives. */
  const blocker = (kind: OperationKind): string | null => {
    if (!state) return noCamera;
    const early = busy ?? (kind === 'reboot' ? null : (notLoaded ?? blocked));
    if (early) return early;
    const reason = state.readiness[kind];
    return reason === null ? null : t(reasonKeys[reason]);
  };
  return [
    {
      id: 'config.reload',
      group: 'configuration',
      title: t('palette.command.reload'),
      unavailable: !state ? noCamera : state.loading ? t('palette.reason.loading') : null,
      run: async () => {
        if (!state) return;
        showEditor();
        await loadSections(studio, state.cameraId);
      },
    },
    operation('config.apply', 'apply', t('palette.command.apply'), blocker('apply')),
    operation('config.store', 'store', t('palette.command.store'), blocker('store')),
    operation(
      'config.storeUpdateReboot',
      'storeUpdateReboot',
      t('palette.command.storeUpdateReboot'),
      blocker('storeUpdateReboot'),
      state
        ? {
            title: t('palette.confirm.storeUpdateReboot', { name: state.cameraLabel }),
            body: state.sendable > 0 ? t('palette.confirm.storeUpdateRebootBody', { count: state.sendable }) : t('palette.confirm.storeUpdateRebootNothing'),
            confirmLabel: t('palette.confirm.storeUpdateRebootConfirm'),
          }
        : undefined,
    ),
    operation(
      'config.reboot',
      'reboot',
      t('palette.command.reboot'),
      blocker('reboot'),
      state
        ? {
            title: t('palette.confirm.reboot', { name: state.cameraLabel }),
            body: state.lostOnReboot > 0 ? t('palette.confirm.rebootLoses', { count: state.lostOnReboot }) : t('palette.confirm.rebootBody'),
            confirmLabel: t('palette.confirm.rebootConfirm'),
          }
        : undefined,
    ),
    {
      id: 'config.cancel',
      group: 'configuration',
      title: t('palette.command.cancelOperation'),
      unavailable: !state ? noCamera : state.busy ? null : t('palette.reason.notRunning'),
      run: () => (state ? cancelOperation(studio, state.cameraId) : undefined),
    },
  ];
}
