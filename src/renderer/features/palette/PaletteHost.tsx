import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { textIn } from '../../i18n/studioText';
import { useLanguage } from '../../i18n/useLanguage';
import { useStudio } from '../../studio/StudioContext';
import { errorText } from '../../ui/errorText';
import { continueAt, dialogOpener, returnFocusTo } from '../../ui/focusPlace';
import { DiscoverCamerasDialog } from '../discovery/DiscoverCamerasDialog';
import { FixDialog } from '../baseline/FixDialog';
import { ReportDialog } from '../baseline/ReportDialog';
import { DraftFromCameraDialog } from '../baseline/DraftFromCameraDialog';
import { useBaselineFormat } from '../baseline/baselineFormat';
import { CommandPalette } from './CommandPalette';
import { ConfirmCommand } from './ConfirmCommand';
import { studioCommands, type HostDialog, type PaletteCommand, type PaletteHost as Host } from './paletteCommands';
import { readRecentCommands, rememberRecentCommand } from './recentCommands';
import { ShortcutSheet } from './ShortcutSheet';
import { useKeyboardShortcuts } from './useKeyboardShortcuts';

type Shown =
  | { kind: 'none' }
  | { kind: 'palette'; choices: PaletteCommand[] | null }
  | { kind: 'sheet' }
  | { kind: 'confirm'; command: PaletteCommand }
  | { kind: 'dialog'; dialog: HostDialog };

/**
 * The keyboard's way into the studio: the shortcut dispatcher, the command palette, the shortcut
 * sheet, the palette's confirmations and the dialogs it opens. Focus goes back where it was
 * when what it opened closes, or on to where the command sends it (ui/focusPlace.ts).
 */
export function PaletteHost() {
  const studio = useStudio();
  const { t } = useTranslation();
  const language = useLanguage();
  const baselineFormat = useBaselineFormat();
  const [shown, setShown] = useState<Shown>({ kind: 'none' });
  const [recent, setRecent] = useState(() => readRecentCommands(safeStorage()));
  const returnFocus = useRef<HTMLElement | null>(null);

  // What is shown as of the last change (read after a command ran, outside React's render).
  const shownNow = useRef<Shown['kind']>('none');
  const change = (next: Shown) => {
    shownNow.current = next.kind;
    setShown(next);
  };
  const show = (next: Shown) => {
    if (shownNow.current === 'none') returnFocus.current = dialogOpener();
    change(next);
  };
  /** Hides what is shown; focus goes back where it was, unless what was chosen sends it elsewhere (see `run`). */
  const close = () => {
    change({ kind: 'none' });
    returnFocusTo(returnFocus.current, null);
  };
  // Made once: `show` works through the state setter and refs only, which stay the same.
  const [host] = useState<Host>(() => ({
    openPalette: () => show({ kind: 'palette', choices: null }),
    openSheet: () => show({ kind: 'sheet' }),
    openDialog: (dialog) => show({ kind: 'dialog', dialog }),
  }));

  /**
   * Runs a command: a command that shows another view sends focus to that view's main control, a
   * long one (check, refresh, ...) to its result when it is done; any other gives focus back.
   */
  const run = (command: PaletteCommand) => {
    if (command.unavailable !== null) return;
    setRecent((known) => rememberRecentCommand(safeStorage(), known, command.id));
    // A shortcut pressed with nothing of the palette's shown starts from where focus is.
    const opener = shownNow.current === 'none' ? dialogOpener() : returnFocus.current;
    const viewBefore = studio.stores.ui.getState().view;
    if (shownNow.current !== 'none') close();
    void Promise.resolve()
      .then(() => {
        const running = command.run();
        if (studio.stores.ui.getState().view !== viewBefore || command.continueAt === 'main') continueAt('main', opener);
        return running;
      })
      .then(
        (next) => {
          if (Array.isArray(next)) show({ kind: 'palette', choices: next });
          else if (command.continueAt === 'result' && shownNow.current === 'none') continueAt('result', opener);
        },
        (error: unknown) => studio.stores.ui.getState().reportProblem(t('palette.failed', { command: command.title, reason: errorText(error, language) })),
      );
  };
  const choose = (command: PaletteCommand) => {
    if (command.unavailable !== null) return;
    if (command.confirm) show({ kind: 'confirm', command });
    else run(command);
  };

  useKeyboardShortcuts((commandId) => {
    const command = studioCommands(studio, textIn(language), host).find((candidate) => candidate.id === commandId);
    if (command) choose(command);
  }, shown.kind === 'palette' || shown.kind === 'sheet' || shown.kind === 'confirm');

  return (
    <div className="palette-layer">
      {shown.kind === 'palette' && <CommandPalette host={host} choices={shown.choices} recent={recent} onChoose={choose} onClose={close} />}
      {shown.kind === 'sheet' && <ShortcutSheet host={host} onClose={close} />}
      {shown.kind === 'confirm' && shown.command.confirm && <ConfirmCommand confirmation={shown.command.confirm} onConfirm={() => run(shown.command)} onCancel={close} />}
      {shown.kind === 'dialog' && shown.dialog === 'discover' && <DiscoverCamerasDialog onClose={close} />}
      {shown.kind === 'dialog' && shown.dialog === 'fix' && <FixDialog onClose={close} />}
      {shown.kind === 'dialog' && shown.dialog === 'report' && <ReportDialog onClose={close} />}
      {shown.kind === 'dialog' && shown.dialog === 'draftFromCamera' && <DraftFromCameraDialog format={baselineFormat} onClose={close} />}
    </div>
  );
}

function safeStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
