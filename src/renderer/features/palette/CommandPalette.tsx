import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { PaletteCommand, PaletteHost } from './paletteCommands';
import { listCommands, type ListedCommand } from './paletteSearch';
import { ShortcutKeys } from './ShortcutKeys';
import { shortcutsOf } from './shortcuts';
import { useStudioCommands } from './useStudioCommands';

interface CommandPaletteProps {
  host: PaletteHost;
  /** A choice a command handed back (which recording, ...); null: every command. */
  choices: PaletteCommand[] | null;
  recent: readonly string[];
  onChoose(command: PaletteCommand): void;
  onClose(): void;
}

/**
 * The command palette (as in VS Code): a modal combobox whose listbox holds every command by its
 * name in the studio's language, fuzzy-searched, with its shortcut beside it. Arrows and Page Up/Down
 * choose; Enter runs; Escape closes. Focus stays in the field (aria-activedescendant).
 */
export function CommandPalette({ host, choices, recent, onChoose, onClose }: CommandPaletteProps) {
  const { t } = useTranslation();
  const commands = useStudioCommands(host);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const dialog = useRef<HTMLDialogElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const id = useId();
  const listed = listCommands(choices ?? commands, query, choices ? [] : recent);
  const activeIndex = Math.min(active, listed.length - 1);
  const optionId = (index: number) => `${id}-option-${index}`;

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => element?.close();
  }, []);
  useEffect(() => {
    list.current?.querySelector(`[id="${optionId(activeIndex)}"]`)?.scrollIntoView({ block: 'nearest' });
  });

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const next = nextActive(event.key, activeIndex, listed.length);
    if (next !== null) {
      event.preventDefault();
      setActive(next);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const chosen = listed[activeIndex];
      if (chosen) onChoose(chosen.command);
    }
  };

  return (
    <dialog
      ref={dialog}
      className="command-palette"
      aria-label={t('palette.title')}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === dialog.current) onClose();
      }}
    >
      <input
        className="palette-query"
        type="text"
        role="combobox"
        aria-label={t('palette.query')}
        aria-expanded="true"
        aria-controls={`${id}-list`}
        aria-autocomplete="list"
        aria-activedescendant={listed.length > 0 ? optionId(activeIndex) : undefined}
        placeholder={t('palette.placeholder')}
        autoComplete="off"
        spellCheck={false}
        maxLength={200}
        autoFocus
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
      />
      <ul ref={list} id={`${id}-list`} role="listbox" aria-label={t('palette.commands')} className="palette-list">
        {listed.map((entry, index) => (
          <CommandOption key={entry.command.id} id={optionId(index)} entry={entry} active={index === activeIndex} onPoint={() => setActive(index)} onChoose={() => onChoose(entry.command)} />
        ))}
      </ul>
      {listed.length === 0 && (
        <p className="palette-empty" role="status">
          {t('palette.noMatch', { query })}
        </p>
      )}
      <p className="palette-hint" aria-hidden="true">
        {t('palette.hint')}
      </p>
    </dialog>
  );
}

interface CommandOptionProps {
  id: string;
  entry: ListedCommand;
  active: boolean;
  onPoint(): void;
  onChoose(): void;
}

function CommandOption({ id, entry, active, onPoint, onChoose }: CommandOptionProps) {
  const { t } = useTranslation();
  const { command, positions, recent } = entry;
  const reason = command.unavailable;
  const disabled = reason !== null;
  return (
    <li
      id={id}
      role="option"
      aria-selected={active}
      aria-disabled={disabled || undefined}
      className={`palette-option${active ? ' active' : ''}${disabled ? ' unavailable' : ''}`}
      onMouseMove={onPoint}
      onClick={onChoose}
    >
      <span className="palette-option-text">
        <span className="palette-option-title" title={command.title}>
          <HighlightedTitle title={command.title} positions={positions} />
        </span>
        {reason !== null && <span className="palette-option-reason">{t('palette.unavailable', { reason })}</span>}
      </span>
      {recent && <span className="palette-option-recent">{t('palette.recent')}</span>}
      <ShortcutKeys chords={shortcutsOf(command.id)} />
    </li>
  );
}

/** The title with the letters the query matched in bold. */
function HighlightedTitle({ title, positions }: { title: string; positions: number[] }) {
  if (positions.length === 0) return <>{title}</>;
  const matched = new Set(positions);
  return (
    <>
      {[...title].map((letter, index) =>
        matched.has(index) ? (
          <mark key={index} className="palette-match">
            {letter}
          </mark>
        ) : (
          letter
        ),
      )}
    </>
  );
}

function nextActive(key: string, current: number, count: number): number | null {
  if (count === 0) return null;
  const page = 8;
  switch (key) {
    case 'ArrowDown':
      return (current + 1) % count;
    case 'ArrowUp':
      return (current - 1 + count) % count;
    case 'PageDown':
      return Math.min(current + page, count - 1);
    case 'PageUp':
      return Math.max(current - page, 0);
    default:
      return null;
  }
}
