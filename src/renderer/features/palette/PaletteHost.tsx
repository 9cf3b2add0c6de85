import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { textIn } from '../../i18n/studioText';
import { useLanguage } from '../../i18n/useLanguage';
import { useStudio } from '../../studio/StudioContext';
import { errorText } from '../../ui/errorText';
import { DiscoverCamerasDialog } from '../discovery/DiscoverCamerasDialog';
import { ReportDialog } from '../baseline/ReportDialog';
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
 * when what it opened closes.
 */
export function PaletteHost() {
  const studio = useStudio();
  const { t } = useTranslation();
  const language = useLanguage();
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
    if (document.activeElement instanceof HTMLElement && !document.activeElement.closest('.palette-layer')) returnFocus.current = document.activeElement;
    change(next);
  };
  /**
   * Hides what is shown; focus goes back once nothing else opened meanwhile (a command may open a
   * dialog or a choice) and nobody has put focus somewhere else meanwhile (a click, a shortcut).
   */
  const close = () => {
    change({ kind: 'none' });
    // After the dialog has gone (the page behind it is no longer inert), so focus can land.
    requestAnimationFrame(() => {
      if (shownNow.current !== 'none') return;
      const target = returnFocus.current;
      returnFocus.current = null;
      if (target?.isConnected && focusIsUnclaimed(document)) target.focus();
    });
  };
  // Made once: `show` works through the state setter and refs only, which stay the same.
  const [host] = useState<Host>(() => ({
    openPalette: () => show({ kind: 'palette', choices: null }),
    openSheet: () => show({ kind: 'sheet' }),
    openDialog: (dialog) => show({ kind: 'dialog', dialog }),
  }));

  const run = (command: PaletteCommand) => {
    if (command.unavailable !== null) return;
    setRecent((known) => rememberRecentCommand(safeStorage(), known, command.id));
    close();
    void Promise.resolve()
      .then(() => command.run())
      .then(
        (next) => {
          if (Array.isArray(next)) show({ kind: 'palette', choices: next });
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
      {shown.kind === 'dialog' && shown.dialog === 'report' && <ReportDialog onClose={close} />}
    </div>
  );
}

/** True while nothing on the page holds focus: the closed layer's element went with it. */
function focusIsUnclaimed(page: Pick<Document, 'activeElement' | 'body'>): boolean {
  return page.activeElement === null || page.activeElement === page.body;
}

function safeStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
