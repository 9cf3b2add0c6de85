// The command palette driven by the keyboard, as a technician uses it: Ctrl+Shift+P, a query,
// the active option (aria-activedescendant), Enter or Escape.
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/** `name`: the palette's name in the page's language (German: 'Befehlspalette'). */
export function paletteOf(page: Page, name = 'Command palette') {
  const palette = () => page.getByRole('dialog', { name });
  const query = () => palette().getByRole('combobox');
  const activeOption = async (): Promise<Locator> => page.locator(`[id="${await query().getAttribute('aria-activedescendant')}"]`);

  /** Opens the palette, types `text` and waits until the active option's line matches `expectedTitle`. */
  async function find(text: string, expectedTitle: RegExp): Promise<Locator> {
    await page.keyboard.press('Control+Shift+P');
    await query().fill(text);
    await expect.poll(async () => (await activeOption()).textContent()).toMatch(expectedTitle);
    return activeOption();
  }

  async function closedBy(key: 'Enter' | 'Escape'): Promise<void> {
    await page.keyboard.press(key);
    await palette().waitFor({ state: 'detached' });
  }

  return {
    palette,
    query,
    activeOption,
    /** Runs the command `text` finds (its title matching `expectedTitle`). */
    async run(text: string, expectedTitle: RegExp): Promise<void> {
      await find(text, expectedTitle);
      await closedBy('Enter');
    },
    /** The line of the command `text` finds (title and reason) and whether it is disabled; the palette is closed again. */
    async line(text: string, expectedTitle: RegExp): Promise<{ line: string; disabled: boolean }> {
      const option = await find(text, expectedTitle);
      const shown = { line: (await option.textContent()) ?? '', disabled: (await option.getAttribute('aria-disabled')) === 'true' };
      await closedBy('Escape');
      return shown;
    },
  };
}
