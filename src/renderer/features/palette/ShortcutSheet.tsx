import { useTranslation } from 'react-i18next';
import { ModalDialog } from '../../ui/ModalDialog';
import { commandGroups, type PaletteHost } from './paletteCommands';
import { ShortcutKeys } from './ShortcutKeys';
import { shortcutTable } from './shortcuts';
import { useStudioCommands } from './useStudioCommands';

/** F6 is the shell's own key (shell/useRegionKeys.ts), not a command of the table. */
const regionKeys = [
  { chord: 'F6', name: 'next' },
  { chord: 'Shift+F6', name: 'previous' },
] as const;

/** Every shortcut of the table, and the region keys, grouped as the palette groups the commands, named in the studio's language. */
export function ShortcutSheet({ host, onClose }: { host: PaletteHost; onClose(): void }) {
  const { t } = useTranslation();
  const commands = useStudioCommands(host);
  const withKeys = commands.filter((command) => command.id in shortcutTable);
  return (
    <ModalDialog title={t('palette.sheetTitle')} className="shortcut-sheet" onClose={onClose}>
      <p className="view-note">{t('palette.sheetIntro')}</p>
      <div className="shortcut-groups">
        {commandGroups.map((group) => {
          const inGroup = withKeys.filter((command) => command.group === group);
          if (inGroup.length === 0) return null;
          return <ShortcutTable key={group} caption={t(`palette.groups.${group}`)} rows={inGroup.map((command) => ({ key: command.id, title: command.title, chords: shortcutTable[command.id] ?? [] }))} />;
        })}
        <ShortcutTable caption={t('palette.regions.title')} rows={regionKeys.map(({ chord, name }) => ({ key: chord, title: t(`palette.regions.${name}`), chords: [chord] }))} />
      </div>
      <div className="dialog-buttons">
        <button type="button" className="button" autoFocus onClick={onClose}>
          {t('common.close')}
        </button>
      </div>
    </ModalDialog>
  );
}

interface ShortcutRow {
  key: string;
  title: string;
  chords: readonly string[];
}

/** One group of the sheet: what each row does and its keys. */
function ShortcutTable({ caption, rows }: { caption: string; rows: readonly ShortcutRow[] }) {
  const { t } = useTranslation();
  return (
    <table className="shortcut-table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('palette.sheetCommand')}</th>
          <th scope="col">{t('palette.sheetKeys')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            <td>{row.title}</td>
            <td>
              <ShortcutKeys chords={row.chords} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
