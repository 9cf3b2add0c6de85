// The command palette as a technician drives it: Ctrl+Shift+P, type, Enter.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

export interface PaletteDriver {
  palette: () => ReturnType<Page['getByRole']>;
  query: () => ReturnType<Page['getByRole']>;
  /** The option the palette has chosen (its combobox's aria-activedescendant). */
  activeOption: () => Promise<ReturnType<Page['locator']>>;
  /** Opens the palette, types `text` and runs the command it chose, once its title matches `expectedTitle`. */
  runFromPalette: (text: string, expectedTitle: RegExp) => Promise<void>;
}

/** `pageOf`: the page, once the test's beforeAll has opened it. */
export function paletteDriver(pageOf: () => Page): PaletteDriver {
  const palette = () => pageOf().getByRole('dialog', { name: /^(Command palette|Befehlspalette)$/ });
  const query = () => palette().getByRole('combobox');
  const activeOption = async () => pageOf().locator(`[id="${await query().getAttribute('aria-activedescendant')}"]`);
  const runFromPalette = async (text: string, expectedTitle: RegExp): Promise<void> => {
    await pageOf().keyboard.press('Control+Shift+P');
    await query().fill(text);
    await expect.poll(async () => (await activeOption()).textContent()).toMatch(expectedTitle);
    await pageOf().keyboard.press('Enter');
    await palette().waitFor({ state: 'detached' });
  };
  return { palette, query, activeOption, runFromPalette };
}
