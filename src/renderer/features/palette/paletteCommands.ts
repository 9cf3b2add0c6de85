// Every action of the studio as a palette command, named in the studio's language. A command that
// cannot run now stays listed, disabled, with the reason (the palette shows it; a shortcut for it
// does nothing), so a technician learns what the studio can do and why not now.
// The commands call the features' actions; where an action lives only inside a component, the
// command opens the same dialog (PaletteHost) or makes the same store call as that component.
import type { StudioText } from '../../i18n/studioText';
import { languageNames, supportedLanguages, type Language } from '../../i18n/languages';
import type { Studio } from '../../studio/studioStores';
import { currentLanguage, studioViews, type StudioView } from '../../studio/uiStore';
import { selectedCamera } from '../cameras/camerasStore';
import { startBackup } from '../history/historyActions';
import { loadRecordingFiles, openRecording, startRecording, startReplay, stopRecording, stopReplay } from '../bus/busActions';
import { cancelCheck, runCheck } from '../baseline/baselineCheckActions';
import { dryRunFleetApply } from '../fleet/fleetActions';
import { cancelSiteRefresh, refreshSite } from '../site/siteActions';
import { paletteCommandId, sheetCommandId } from './shortcuts';
import { baselineEditorCommands } from './baselineEditorCommands';
import { configurationCommands } from './configurationCommands';
import { exportCommands } from './exportCommands';
import { settingsCommands } from './settingsCommands';
import { agentCommands } from './agentCommands';
import { syncCommands } from './syncCommands';
import { sitePickerCommands } from './sitePickerCommands';
import type { PaletteCommand, PaletteHost } from './paletteCommand';

export { commandGroups, type CommandGroup, type Confirmation, type PaletteCommand, type HostDialog, type PaletteHost } from './paletteCommand';

export function studioCommands(studio: Studio, t: StudioText, host: PaletteHost): PaletteCommand[] {
  return [
    ...studioFrameCommands(studio, t, host),
    ...viewCommands(studio, t),
    ...cameraCommands(studio, t, host),
    ...configurationCommands(studio, t),
    ...busCommands(studio, t),
    ...fleetCommands(studio, t),
    ...baselineCommands(studio, t, host),
    ...baselineEditorCommands(studio, t, host),
    ...exportCommands(studio, t),
    ...settingsCommands(studio, t),
    ...agentCommands(studio, t),
    ...sitePickerCommands(studio, t),
    ...syncCommands(studio, t),
  ];
}

function studioFrameCommands(studio: Studio, t: StudioText, host: PaletteHost): PaletteCommand[] {
  const ui = studio.stores.ui;
  const language = currentLanguage(ui.getState());
  return [
    { id: paletteCommandId, group: 'studio', title: t('palette.command.openPalette'), unavailable: null, run: () => host.openPalette() },
    { id: sheetCommandId, group: 'studio', title: t('palette.command.showShortcuts'), unavailable: null, run: () => host.openSheet() },
    { id: 'studio.toggleTheme', group: 'studio', title: t('palette.command.toggleTheme'), unavailable: null, run: () => ui.getState().toggleTheme() },
    ...supportedLanguages.map(
      (choice: Language): PaletteCommand => ({
        id: `studio.language.${choice}`,
        group: 'studio',
        title: t('palette.command.language', { language: languageNames[choice] }),
        unavailable: choice === language ? t('palette.reason.languageShown') : null,
        run: () => ui.getState().setLanguage(choice),
      }),
    ),
  ];
}

function viewCommands(studio: Studio, t: StudioText): PaletteCommand[] {
  const shown = studio.stores.ui.getState().view;
  return studioViews.map(
    (view: StudioView): PaletteCommand => ({
      id: `view.${view}`,
      group: 'views',
      title: t('palette.command.showView', { view: t(`views.${view}`) }),
      unavailable: view === shown ? t('palette.reason.viewShown') : null,
      run: () => studio.stores.ui.getState().showView(view),
    }),
  );
}

function cameraCommands(studio: Studio, t: StudioText, host: PaletteHost): PaletteCommand[] {
  const cameras = studio.stores.cameras.getState();
  const chosen = selectedCamera(cameras);
  const backup = studio.stores.history.getState().backup;
  const backupBusy = backup.status === 'running' ? t('palette.reason.backupRunning') : null;
  return [
    ...cameras.cameras.map(
      (camera): PaletteCommand => ({
        id: `camera.${camera.id}`,
        group: 'cameras',
        title: t('palette.command.camera', { name: camera.label }),
        unavailable: camera.id === chosen?.id && studio.stores.ui.getState().view === 'editor' ? t('palette.reason.cameraShown') : null,
        continueAt: 'main',
        run: () => {
          studio.stores.cameras.getState().select(camera.id);
          studio.stores.ui.getState().showView('editor');
        },
      }),
    ),
    { id: 'cameras.discover', group: 'cameras', title: t('palette.command.discoverCameras'), unavailable: null, run: () => host.openDialog('discover') },
    {
      id: 'history.backUpSelected',
      continueAt: 'result',
      group: 'cameras',
      title: t('palette.command.backUpSelected'),
      unavailable: chosen === null ? t('palette.reason.noCamera') : backupBusy,
      run: async () => {
        if (!chosen) return;
        studio.stores.ui.getState().showView('history');
        await startBackup(studio, [chosen.id], 1);
      },
    },
    {
      id: 'history.backUpAll',
      continueAt: 'result',
      group: 'cameras',
      title: t('palette.command.backUpAll'),
      unavailable: cameras.cameras.length === 0 ? t('palette.reason.noCameras') : backupBusy,
      run: async () => {
        studio.stores.ui.getState().showView('history');
        await startBackup(studio, null, cameras.cameras.length);
      },
    },
  ];
}

function busCommands(studio: Studio, t: StudioText): PaletteCommand[] {
  const bus = studio.stores.bus.getState();
  const recording = bus.recordings.find((candidate) => candidate.active) ?? null;
  const replay = bus.replays.find((candidate) => candidate.active) ?? null;
  const paused = bus.feed.pausedAt !== null;
  const showConsole = () => studio.stores.ui.getState().showView('console');
  return [
    {
      id: 'bus.record',
      group: 'bus',
      title: t('palette.command.record'),
      unavailable: recording ? t('palette.reason.recording') : null,
      run: async () => {
        showConsole();
        await startRecording(studio, { name: recordingName(new Date()), format: 'jsonl' });
      },
    },
    {
      id: 'bus.stopRecording',
      group: 'bus',
      title: t('palette.command.stopRecording'),
      unavailable: recording ? null : t('palette.reason.notRecording'),
      run: () => (recording ? stopRecording(studio, recording.recordingId) : undefined),
    },
    {
      id: 'bus.pause',
      group: 'bus',
      title: paused ? t('palette.command.resume') : t('palette.command.pause'),
      unavailable: null,
      run: () => {
        showConsole();
        studio.stores.bus.getState().setPaused(!paused);
      },
    },
    { id: 'bus.clear', group: 'bus', title: t('palette.command.clearConsole'), unavailable: null, run: () => studio.stores.bus.getState().clearConsole() },
    {
      id: 'bus.openRecording',
      group: 'bus',
      title: t('palette.command.openRecording'),
      unavailable: null,
      run: () => chooseRecording(studio, t, 'jsonl', async (name) => {
        showConsole();
        await openRecording(studio, name);
      }),
    },
    {
      id: 'bus.backToLive',
      group: 'bus',
      title: t('palette.command.backToLive'),
      unavailable: bus.offline ? null : t('palette.reason.notOffline'),
      run: () => studio.stores.bus.getState().closeOffline(),
    },
    {
      id: 'bus.replay',
      group: 'bus',
      title: t('palette.command.replay'),
      unavailable: replay ? t('palette.reason.replaying') : null,
      run: () => chooseRecording(studio, t, 'any', async (name) => {
        showConsole();
        await startReplay(studio, { name, speed: 1 });
      }),
    },
    {
      id: 'bus.stopReplay',
      group: 'bus',
      title: t('palette.command.stopReplay'),
      unavailable: replay ? null : t('palette.reason.notReplaying'),
      run: () => (replay ? stopReplay(studio, replay.replayId) : undefined),
    },
  ];
}

/** The recording files (read again now) as the next choice; each runs `take` with its name. */
async function chooseRecording(studio: Studio, t: StudioText, format: 'jsonl' | 'any', take: (name: string) => Promise<void>): Promise<PaletteCommand[]> {
  await loadRecordingFiles(studio);
  const files = studio.stores.bus.getState().recordingFiles.filter((file) => format === 'any' || file.format === format);
  if (files.length === 0) throw new Error(t('palette.choose.noRecordings'));
  return files.map((file) => ({
    id: `recording.${file.name}`,
    group: 'bus',
    title: t('palette.choose.recording', { name: file.name }),
    unavailable: file.problem,
    run: () => take(file.name),
  }));
}

/** bus-2026-11-23T03-00-00 (local time), as the Record form names a recording. */
export function recordingName(at: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `bus-${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}-${pad(at.getMinutes())}-${pad(at.getSeconds())}`;
}

function fleetCommands(studio: Studio, t: StudioText): PaletteCommand[] {
  const fleet = studio.stores.fleet.getState();
  const refresh = studio.stores.site.getState().refresh;
  return [
    {
      id: 'fleet.dryRun',
      continueAt: 'result',
      group: 'fleet',
      title: t('palette.command.dryRunFleet'),
      unavailable: fleet.run.status === 'running' ? t('palette.reason.fleetRunning') : fleet.selectedCameraIds.length === 0 ? t('palette.reason.fleetNothing') : null,
      run: async () => {
        studio.stores.ui.getState().showView('fleet');
        await dryRunFleetApply(studio);
      },
    },
    {
      id: 'site.refresh',
      continueAt: 'result',
      group: 'fleet',
      title: t('palette.command.refreshSite'),
      unavailable: refresh.status === 'running' ? t('palette.reason.siteRefreshing') : null,
      run: async () => {
        studio.stores.ui.getState().showView('site');
        await refreshSite(studio);
      },
    },
    {
      id: 'site.cancelRefresh',
      group: 'fleet',
      title: t('palette.command.cancelSiteRefresh'),
      unavailable: refresh.status !== 'running' ? t('palette.reason.siteNotRefreshing') : refresh.cancelling ? t('palette.reason.cancelling') : null,
      run: () => cancelSiteRefresh(studio),
    },
  ];
}

function baselineCommands(studio: Studio, t: StudioText, host: PaletteHost): PaletteCommand[] {
  const editor = studio.stores.baseline.getState().editor;
  const check = studio.stores.baselineCheck.getState();
  const noDrift = check.shown && check.shown.counts.drifted === 0 ? t('palette.reason.noDrift') : null;
  return [
    {
      id: 'baseline.check',
      continueAt: 'result',
      group: 'baseline',
      title: t('palette.command.checkBaseline'),
      unavailable: !editor?.name ? t('palette.reason.noBaseline') : check.check.status === 'running' ? t('palette.reason.checkRunning') : null,
      run: async () => {
        studio.stores.ui.getState().showView('baseline');
        await runCheck(studio);
      },
    },
    {
      id: 'baseline.cancelCheck',
      group: 'baseline',
      title: t('palette.command.cancelCheck'),
      unavailable: check.check.status !== 'running' ? t('palette.reason.checkNotRunning') : check.check.cancelling ? t('palette.reason.cancelling') : null,
      run: () => cancelCheck(studio),
    },
    {
      id: 'baseline.fix',
      group: 'baseline',
      title: t('palette.command.fixBaseline'),
      unavailable: check.shown ? (check.check.status === 'running' ? t('palette.reason.checkRunning') : noDrift) : t('palette.reason.noRun'),
      run: () => {
        studio.stores.ui.getState().showView('baseline');
        host.openDialog('fix');
      },
    },
    {
      id: 'baseline.saveReport',
      group: 'baseline',
      title: t('palette.command.saveReport'),
      unavailable: check.shown ? null : t('palette.reason.noRun'),
      run: () => host.openDialog('report'),
    },
  ];
}
