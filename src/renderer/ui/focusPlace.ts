// Where the keyboard continues: the one mechanism that puts focus back after a command, a view
// switch, a dialog or a long operation (docs/architecture.md, "Where focus goes").
//
// - A view marks its main control `data-focus-target="main"` (a grid or tree: focus goes to its
//   item that takes Tab), a result a long operation leaves `data-focus-target="result"`
//   (tabIndex -1 when it is text). Without a mark, the first control that takes Tab counts
//   (one that is not a text field, where the studio's keys do not act, if there is one).
// - The place is looked up in the open dialog on top, else in the view panel
//   (`data-focus-scope="view"`, the shell's).
// - `continueAt` asks for focus there once it is there (a view loads on first use, a result is
//   drawn after the store changed), `returnFocusTo` for an element (what opened a dialog), and
//   `keepPlace` runs a long operation and then asks for its result.
// - A request moves focus only while the technician has not put it elsewhere meanwhile: focus is
//   on the page body, on what held it when the request was made, or where this mechanism put it.

export type FocusPlace = 'main' | 'result';

export const focusTargetAttribute = 'data-focus-target';
export const focusScopeAttribute = 'data-focus-scope';

/** How long a request waits for its place to appear (a view's chunk, a result's render). */
const requestWaitMs = 10_000;

type Wanted = { kind: 'place'; place: FocusPlace } | { kind: 'element'; element: HTMLElement };

interface Request {
  wanted: Wanted;
  /** Focus is on the first control meanwhile; the marked place, once it is drawn, takes it over. */
  provisional?: boolean;
  /** What held focus when the request was made: focus still there may be moved. */
  from: Element | null;
  until: number;
}

let pending: Request | null = null;
let placed: HTMLElement | null = null;
let lastOutsideDialogs: HTMLElement | null = null;
let frame: number | null = null;
let placing = false;

/** Focus goes to `place` of the dialog on top or the shown view, as soon as it is there. */
export function continueAt(place: FocusPlace, from: Element | null = document.activeElement): void {
  request({ kind: 'place', place }, from);
}

/** Focus goes back to `element` (what opened a dialog); when it is gone, to the main control. */
export function returnFocusTo(element: HTMLElement | null, from: Element | null = document.activeElement): void {
  if (element) request({ kind: 'element', element }, from);
  else continueAt('main', from);
}

/** Runs a long operation; when it is done, focus goes to its result (when it failed, focus stays by the button and its message). */
export async function keepPlace<T>(work: () => Promise<T>, place: FocusPlace = 'result'): Promise<T> {
  const from = document.activeElement;
  const done = await work();
  continueAt(place, from);
  return done;
}

/** True while a request waits for its place. */
export function focusRequestPending(): boolean {
  return pending !== null && !pending.provisional;
}

/** What opens a dialog: the focused element, or (focus on the body, e.g. after the palette closed) the last one focused outside any dialog. */
export function dialogOpener(): HTMLElement | null {
  const active = document.activeElement;
  if (active instanceof HTMLElement && active !== document.body && !active.closest('dialog')) return active;
  return lastOutsideDialogs?.isConnected ? lastOutsideDialogs : null;
}

/** Called by the shell on every focusin: remembers where the technician was. */
export function noteFocus(element: Element): void {
  if (!placing) placed = null;
  if (element instanceof HTMLElement && !element.closest('dialog')) lastOutsideDialogs = element;
}

/** The element `place` stands for now, or null when there is none yet. */
export function findPlace(place: FocusPlace): HTMLElement | null {
  const marked = findMarked(place);
  if (marked || place === 'result') return marked;
  const scope = focusScope();
  return scope ? firstControl(scope) : null;
}

/** Where focus may be moved freely: nothing holds it, or what held it when asked, or where we put it (and nobody moved it since). */
function focusIsUnclaimed(from: Element | null): boolean {
  const active = document.activeElement;
  if (active === null || active === document.body) return true;
  if (!active.isConnected) return true;
  return active === from || active === placed;
}

function focusOnPage(): boolean {
  const active = document.activeElement;
  return active !== null && active !== document.body && active.isConnected;
}

function request(wanted: Wanted, from: Element | null): void {
  pending = { wanted, from, until: Date.now() + requestWaitMs };
  if (frame === null) frame = requestAnimationFrame(serve);
}

/** Tries the pending request once a frame, after the page has drawn what changed. */
function serve(): void {
  frame = null;
  const current = pending;
  if (!current) return;
  if (!focusIsUnclaimed(current.from)) {
    pending = null;
    return;
  }
  const marked = markedTargetOf(current.wanted);
  const placedMeanwhile = current.provisional && document.activeElement === current.from;
  const target = marked ?? (placedMeanwhile ? null : fallbackOf(current.wanted));
  if (target) {
    place(target);
    if (marked || placed !== target || current.wanted.kind === 'element') {
      pending = null;
      return;
    }
    // A view drawn in steps (its data arrives after its first frame) gets its marked place later.
    current.provisional = true;
    current.from = target;
  }
  if (Date.now() > current.until) {
    pending = null;
    return;
  }
  frame = requestAnimationFrame(serve);
}

function place(target: HTMLElement): void {
  placing = true;
  try {
    target.focus();
  } finally {
    placing = false;
  }
  placed = document.activeElement === target ? target : null;
}

/** The element asked for, or the marked place asked for. */
function markedTargetOf(wanted: Wanted): HTMLElement | null {
  if (wanted.kind === 'place') return findMarked(wanted.place);
  const { element } = wanted;
  return element.isConnected && isShown(element) && !isDisabled(element) && !element.closest('[inert]') && !behindModal(element) ? element : null;
}

/** Until then (or for good, for an element that is gone): the main control, or the first control of the dialog or view. */
function fallbackOf(wanted: Wanted): HTMLElement | null {
  // No result (yet): focus that is on a control stays there.
  if (wanted.kind === 'place' && wanted.place === 'result') return focusOnPage() ? null : findPlace('main');
  if (wanted.kind === 'element') return findPlace('main');
  const scope = focusScope();
  return scope ? firstControl(scope) : null;
}

function findMarked(place: FocusPlace): HTMLElement | null {
  const scope = focusScope();
  const marked = scope ? [...scope.querySelectorAll<HTMLElement>(`[${focusTargetAttribute}="${place}"]`)].find(isShown) : undefined;
  return marked ? focusableIn(marked) : null;
}

function focusScope(): HTMLElement | null {
  const dialogs = [...document.querySelectorAll<HTMLDialogElement>('dialog[open]')];
  return dialogs.at(-1) ?? document.querySelector<HTMLElement>(`[${focusScopeAttribute}="view"]`);
}

/** An element behind an open modal dialog cannot take focus. */
function behindModal(element: HTMLElement): boolean {
  const top = [...document.querySelectorAll<HTMLDialogElement>('dialog[open]')].at(-1);
  return top !== undefined && !top.contains(element);
}

/** A marked grid, tree or list gives focus to its item that takes Tab; a marked control takes it itself. */
export function focusableIn(marked: HTMLElement): HTMLElement | null {
  if (!marked.matches(tabbableSelector)) return [...marked.querySelectorAll<HTMLElement>('[tabindex="0"]')].find(isShown) ?? firstTabbable(marked);
  return isDisabled(marked) ? firstTabbable(marked.parentElement ?? marked) : marked;
}

const tabbableSelector = 'a[href], button, input, select, textarea, [tabindex], [contenteditable="true"]';

export function firstTabbable(scope: HTMLElement): HTMLElement | null {
  return tabbablesIn(scope)[0] ?? null;
}

/**
 * The first control where the studio's keys act: not a field that takes typing (there Ctrl+Alt+7
 * types "{" on a German keyboard, and no view shortcut works), else the first control at all.
 */
export function firstControl(scope: HTMLElement): HTMLElement | null {
  const tabbables = tabbablesIn(scope);
  return tabbables.find((element) => !takesTyping(element)) ?? tabbables[0] ?? null;
}

function tabbablesIn(scope: HTMLElement): HTMLElement[] {
  return [...scope.querySelectorAll<HTMLElement>(tabbableSelector)].filter((element) => element.tabIndex >= 0 && !isDisabled(element) && isShown(element));
}

function takesTyping(element: HTMLElement): boolean {
  if (element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement || element.isContentEditable) return true;
  return element instanceof HTMLInputElement && !['button', 'checkbox', 'radio', 'submit', 'reset', 'range', 'color', 'file', 'image'].includes(element.type);
}

function isDisabled(element: HTMLElement): boolean {
  return element.matches(':disabled') || element.getAttribute('aria-disabled') === 'true';
}

export function isShown(element: HTMLElement): boolean {
  return element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden';
}
