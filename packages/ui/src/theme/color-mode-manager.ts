import type { ColorMode } from './tokens';

/** The storage key the spec names for the colour mode (section 1: light or dark, stored locally). */
export const COLOR_MODE_STORAGE_KEY = 'theme';

/** The mode when nothing valid is stored (the spec's default). */
export const DEFAULT_COLOR_MODE: ColorMode = 'light';

export function isColorMode(value: unknown): value is ColorMode {
  return value === 'light' || value === 'dark';
}

/** Where the colour mode is kept between visits. */
export interface ColorModeManager {
  /** The storage key. */
  readonly key: string;
  /** The stored mode, or `fallback` (the manager's default mode) when nothing valid is stored. */
  get(fallback?: ColorMode): ColorMode;
  /** Stores `mode`; never throws (storage may be full or blocked). */
  set(mode: ColorMode): void;
  /**
   * Calls `listener` when another tab stores a new mode (the `storage` event); returns the
   * unsubscribe function.
   */
  subscribe(listener: (mode: ColorMode) => void): () => void;
}

export interface ColorModeManagerOptions {
  /** Where to keep the mode: `window.localStorage` when omitted. Inject a fake in tests. */
  storage?: Pick<Storage, 'getItem' | 'setItem'>;
  /** The storage key; `'theme'` when omitted. */
  key?: string;
  /** The mode when nothing valid is stored; `'light'` when omitted. */
  defaultColorMode?: ColorMode;
}

function browserStorage(): Pick<Storage, 'getItem' | 'setItem'> | undefined {
  try {
    // Reading `localStorage` itself throws in some sandboxed frames and with cookies blocked.
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

/**
 * Reads and writes the colour mode in storage (localStorage under `'theme'` by default), as the
 * values `light` and `dark`. It tolerates what browsers do: an unknown stored value is ignored,
 * and storage that throws (private mode, quota, blocked cookies) falls back to memory for the
 * rest of the visit. Pass it to `ThemeProvider` as `colorModeManager`.
 */
export function createColorModeManager({
  storage,
  key = COLOR_MODE_STORAGE_KEY,
  defaultColorMode = DEFAULT_COLOR_MODE,
}: ColorModeManagerOptions = {}): ColorModeManager {
  const store = () => storage ?? browserStorage();
  // The last mode set, for when storage cannot keep it.
  let remembered: ColorMode | undefined;

  return {
    key,
    get(fallback = defaultColorMode) {
      try {
        const stored = store()?.getItem(key);
        return isColorMode(stored) ? stored : (remembered ?? fallback);
      } catch {
        return remembered ?? fallback;
      }
    },
    set(mode) {
      if (!isColorMode(mode)) return;
      remembered = mode;
      try {
        store()?.setItem(key, mode);
      } catch {
        // Private mode or a full quota: the mode lasts for this visit only.
      }
    },
    subscribe(listener) {
      if (typeof window === 'undefined') return () => {};
      const onStorage = (event: StorageEvent) => {
        if (event.key !== key) return;
        // With an injected storage, only its own events count (a fake one never has any).
        const area = storage ?? browserStorage();
        if (event.storageArea && area && event.storageArea !== area) return;
        if (isColorMode(event.newValue)) listener(event.newValue);
      };
      window.addEventListener('storage', onStorage);
      return () => window.removeEventListener('storage', onStorage);
    },
  };
}

/**
 * A tiny inline script for the HTML `<head>` that sets `<html data-color-mode>` from
 * localStorage before the first paint, so a returning dark-mode visitor never sees a flash of
 * light. Put it in the head before any stylesheet, with the same key as the app's manager, e.g.
 * from a Vite `transformIndexHtml` hook: `` `<script>${colorModeScript()}</script>` ``.
 */
export function colorModeScript(key = COLOR_MODE_STORAGE_KEY, defaultColorMode: ColorMode = DEFAULT_COLOR_MODE): string {
  // JSON, with `<` escaped, so no key can close the script element or break out of the string.
  const literal = (value: string) => JSON.stringify(value).replace(/</g, '\\u003c');
  const fallback = literal(isColorMode(defaultColorMode) ? defaultColorMode : DEFAULT_COLOR_MODE);
  return (
    `(function(){var m=${fallback};` +
    `try{var s=window.localStorage.getItem(${literal(key)});if(s==="light"||s==="dark")m=s}catch(e){}` +
    `document.documentElement.setAttribute("data-color-mode",m)})()`
  );
}
