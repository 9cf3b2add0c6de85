import { describe, expect, it } from 'vitest';
import { nextListIndex } from '../../src/renderer/keyboard/listNavigation';
import { createUiStore, currentTheme } from '../../src/renderer/stores/uiStore';
import { themeStorageKey, type ThemeStorage } from '../../src/renderer/theme/themePreference';
import { summarizeCameraStates } from '../../src/renderer/format/cameraStates';
import { describeDistributor } from '../../src/renderer/format/describeDistributor';

function memoryStorage(initial: Record<string, string> = {}): ThemeStorage & { data: Record<string, string> } {
  const data = { ...initial };
  return { data, getItem: (key) => data[key] ?? null, setItem: (key, value) => void (data[key] = value) };
}

describe('the theme', () => {
  it('follows prefers-color-scheme until the technician chooses', () => {
    expect(currentTheme(createUiStore(memoryStorage(), true).getState())).toBe('dark');
    const store = createUiStore(memoryStorage(), false);
    expect(currentTheme(store.getState())).toBe('light');
    store.getState().setSystemPrefersDark(true);
    expect(currentTheme(store.getState())).toBe('dark');
  });

  it('remembers the choice, which then wins over the system preference', () => {
    const storage = memoryStorage();
    const store = createUiStore(storage, false);
    store.getState().toggleTheme();
    expect(storage.data[themeStorageKey]).toBe('dark');
    const later = createUiStore(storage, false);
    expect(currentTheme(later.getState())).toBe('dark');
    later.getState().toggleTheme();
    expect(currentTheme(later.getState())).toBe('light');
    expect(currentTheme(createUiStore(storage, true).getState())).toBe('light');
  });

  it('ignores a stored value it does not know, and storage that throws', () => {
    expect(createUiStore(memoryStorage({ [themeStorageKey]: 'purple' }), false).getState().themeChoice).toBeNull();
    const broken: ThemeStorage = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    const store = createUiStore(broken, true);
    expect(currentTheme(store.getState())).toBe('dark');
    store.getState().toggleTheme();
    expect(currentTheme(store.getState())).toBe('light');
  });

  it('keeps the last five problems', () => {
    const store = createUiStore(null, false);
    for (let n = 1; n <= 7; n++) store.getState().reportProblem(`problem ${n}`);
    expect(store.getState().problems).toEqual(['problem 3', 'problem 4', 'problem 5', 'problem 6', 'problem 7']);
    store.getState().dismissProblems();
    expect(store.getState().problems).toEqual([]);
  });
});

describe('arrow keys in lists', () => {
  it('steps and wraps vertically, jumps with Home and End, ignores other keys', () => {
    expect(nextListIndex('ArrowDown', 0, 3)).toBe(1);
    expect(nextListIndex('ArrowDown', 2, 3)).toBe(0);
    expect(nextListIndex('ArrowUp', 0, 3)).toBe(2);
    expect(nextListIndex('Home', 2, 3)).toBe(0);
    expect(nextListIndex('End', 0, 3)).toBe(2);
    expect(nextListIndex('ArrowRight', 0, 3)).toBeNull();
    expect(nextListIndex('a', 0, 3)).toBeNull();
    expect(nextListIndex('ArrowDown', 0, 0)).toBeNull();
  });

  it('uses Left and Right in a horizontal list (the view tabs)', () => {
    expect(nextListIndex('ArrowRight', 0, 3, 'horizontal')).toBe(1);
    expect(nextListIndex('ArrowLeft', 0, 3, 'horizontal')).toBe(2);
    expect(nextListIndex('ArrowDown', 0, 3, 'horizontal')).toBeNull();
  });
});

describe('status texts', () => {
  it('summarises camera states in the order they appear', () => {
    expect(summarizeCameraStates([])).toBe('none');
    expect(summarizeCameraStates([{ state: 'online' }, { state: 'auth_failed' }, { state: 'online' }])).toBe('2 online, 1 auth failed');
  });

  it('describes the distributor: where it listens and whether it encrypts, or why it is inactive', () => {
    expect(describeDistributor(null)).toBe('state not known yet');
    expect(describeDistributor({ active: false, reason: 'no IPv4 broadcast address on eth9', iface: null, address: null, broadcastAddress: null, port: null, encrypted: false, pollFreq: null, resend: null, maxTimeOffset: null })).toBe(
      'no IPv4 broadcast address on eth9',
    );
    expect(describeDistributor({ active: true, reason: null, iface: 'lo', address: '127.0.0.1', broadcastAddress: '127.255.255.255', port: 17001, encrypted: true, pollFreq: 20, resend: 2, maxTimeOffset: 10 })).toBe(
      'lo 127.255.255.255:17001, encrypted',
    );
  });
});
