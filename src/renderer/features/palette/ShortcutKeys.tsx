import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { chordText, type Chord } from './shortcuts';

/** A command's keys as keycaps ("Strg+Alt+S" in German), alternatives joined by "or". */
export function ShortcutKeys({ chords }: { chords: readonly Chord[] }) {
  const { t } = useTranslation();
  if (chords.length === 0) return null;
  return (
    <span className="shortcut-keys">
      {chords.map((chord, index) => (
        <Fragment key={chord}>
          {index > 0 && <span className="shortcut-or"> {t('palette.or')} </span>}
          <kbd>{chordText(chord, t('palette.ctrl'))}</kbd>
        </Fragment>
      ))}
    </span>
  );
}
