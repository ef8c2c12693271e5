import { Profiler } from 'react';
import { act, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { styled } from 'styled-components';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBrandTheme, defaultTheme } from './brand-theme';
import { colorModeScript, createColorModeManager } from './color-mode-manager';
import { useBrandTheme, useColorMode } from './theme-context';
import { ThemeProvider } from './ThemeProvider';
import { ThemeScope } from './ThemeScope';

/** A storage double that records writes. */
function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    getItem: vi.fn((key: string) => values.get(key) ?? null),
    setItem: vi.fn((key: string, value: string) => void values.set(key, value)),
  };
}

/** Storage that throws on every call, as Safari's private mode and blocked cookies do. */
function throwingStorage() {
  const fail = () => {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  };
  return { getItem: vi.fn(fail), setItem: vi.fn(fail) };
}

const htmlMode = () => document.documentElement.dataset.colorMode;

afterEach(() => {
  delete document.documentElement.dataset.colorMode;
  vi.restoreAllMocks();
});

describe('createColorModeManager', () => {
  it('is light when nothing is stored (the spec’s default)', () => {
    expect(createColorModeManager({ storage: memoryStorage() }).get()).toBe('light');
  });

  it('reads the stored mode under the key "theme"', () => {
    const storage = memoryStorage({ theme: 'dark' });
    expect(createColorModeManager({ storage }).get()).toBe('dark');
    expect(storage.getItem).toHaveBeenCalledWith('theme');
  });

  it('writes the mode under "theme", or the key it is given', () => {
    const storage = memoryStorage();
    createColorModeManager({ storage }).set('dark');
    expect(storage.setItem).toHaveBeenCalledWith('theme', 'dark');
    createColorModeManager({ storage, key: 'royal-theme' }).set('light');
    expect(storage.setItem).toHaveBeenLastCalledWith('royal-theme', 'light');
  });

  it('ignores a stored value that is not a mode', () => {
    for (const stored of ['purple', 'DARK', '"dark"', '']) {
      expect(createColorModeManager({ storage: memoryStorage({ theme: stored }) }).get()).toBe('light');
    }
    const manager = createColorModeManager({ storage: memoryStorage({ theme: 'purple' }) });
    expect(manager.get('dark')).toBe('dark');
  });

  it('does not write a value that is not a mode', () => {
    const storage = memoryStorage();
    createColorModeManager({ storage }).set('purple' as never);
    expect(storage.setItem).not.toHaveBeenCalled();
  });

  it('survives storage that throws, keeping the mode in memory for the visit', () => {
    const storage = throwingStorage();
    const manager = createColorModeManager({ storage });
    expect(manager.get()).toBe('light');
    expect(() => manager.set('dark')).not.toThrow();
    expect(storage.setItem).toHaveBeenCalledWith('theme', 'dark');
    expect(manager.get()).toBe('dark');
  });

  it('falls back to the default mode it is given', () => {
    expect(createColorModeManager({ storage: memoryStorage(), defaultColorMode: 'dark' }).get()).toBe('dark');
  });

  it('uses localStorage when no storage is given', () => {
    localStorage.setItem('theme', 'dark');
    const manager = createColorModeManager();
    expect(manager.get()).toBe('dark');
    manager.set('light');
    expect(localStorage.getItem('theme')).toBe('light');
  });

  it('hears another tab store a mode under its key, and stops when unsubscribed', () => {
    const listener = vi.fn();
    const unsubscribe = createColorModeManager({ storage: memoryStorage() }).subscribe(listener);
    window.dispatchEvent(new StorageEvent('storage', { key: 'lang', newValue: 'dark' }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'theme', newValue: 'purple' }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'theme', newValue: 'dark' }));
    expect(listener.mock.calls).toEqual([['dark']]);
    unsubscribe();
    window.dispatchEvent(new StorageEvent('storage', { key: 'theme', newValue: 'light' }));
    expect(listener).toHaveBeenCalledTimes(1);
  });
});

describe('colorModeScript', () => {
  // The script runs in the page head, before any module: run it the same way, as plain text.
  const run = (script: string) => new Function(script)();

  it('sets <html data-color-mode> from the stored mode before the app starts', () => {
    localStorage.setItem('theme', 'dark');
    run(colorModeScript());
    expect(htmlMode()).toBe('dark');
  });

  it('sets light when nothing or nonsense is stored, or storage throws', () => {
    run(colorModeScript());
    expect(htmlMode()).toBe('light');
    localStorage.setItem('theme', 'purple');
    run(colorModeScript());
    expect(htmlMode()).toBe('light');
    localStorage.setItem('theme', 'dark');
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('Blocked', 'SecurityError');
    });
    run(colorModeScript());
    expect(htmlMode()).toBe('light');
  });

  it('reads the key it is given, and cannot be broken out of by it', () => {
    localStorage.setItem('royal-theme', 'dark');
    run(colorModeScript('royal-theme'));
    expect(htmlMode()).toBe('dark');
    const script = colorModeScript('</script><script>alert(1)</script>"');
    expect(script).not.toContain('</script>');
    expect(() => run(script)).not.toThrow();
  });
});

/** A button that toggles the mode, as a header would. */
function Toggle() {
  const { colorMode, toggleColorMode } = useColorMode();
  return (
    <button type="button" aria-pressed={colorMode === 'dark'} onClick={toggleColorMode}>
      Dark mode
    </button>
  );
}

const Box = styled.div`
  color: ${({ theme }) => theme.color.text};
`;

describe('ThemeProvider with a colour-mode manager', () => {
  it('starts from the stored mode', () => {
    const manager = createColorModeManager({ storage: memoryStorage({ theme: 'dark' }) });
    render(
      <ThemeProvider colorModeManager={manager}>
        <Toggle />
      </ThemeProvider>,
    );
    expect(htmlMode()).toBe('dark');
    expect(screen.getByRole('button')).toHaveAttribute('aria-pressed', 'true');
  });

  it('toggles with pointer and keyboard, writing storage and flipping data-color-mode without re-rendering a styled child', async () => {
    const user = userEvent.setup();
    const storage = memoryStorage();
    const manager = createColorModeManager({ storage });
    let boxRenders = 0;
    render(
      <ThemeProvider colorModeManager={manager}>
        <Toggle />
        <Profiler id="box" onRender={() => (boxRenders += 1)}>
          <Box>content</Box>
        </Profiler>
      </ThemeProvider>,
    );
    expect(htmlMode()).toBe('light');

    await user.click(screen.getByRole('button', { name: 'Dark mode' }));
    expect(storage.setItem).toHaveBeenLastCalledWith('theme', 'dark');
    expect(htmlMode()).toBe('dark');
    expect(screen.getByRole('button')).toHaveAttribute('aria-pressed', 'true');

    screen.getByRole('button').focus();
    await user.keyboard('{Enter}');
    expect(storage.setItem).toHaveBeenLastCalledWith('theme', 'light');
    expect(htmlMode()).toBe('light');
    await user.keyboard(' ');
    expect(htmlMode()).toBe('dark');

    expect(boxRenders).toBe(1);
  });

  it('uses defaultColorMode when nothing is stored, and memory when there is no manager', async () => {
    const user = userEvent.setup();
    render(
      <ThemeProvider defaultColorMode="dark">
        <Toggle />
      </ThemeProvider>,
    );
    expect(htmlMode()).toBe('dark');
    await user.click(screen.getByRole('button'));
    expect(htmlMode()).toBe('light');
    expect(localStorage.getItem('theme')).toBeNull();
  });

  it('lets a parent control the mode: asks through onColorModeChange and does not write storage', async () => {
    const user = userEvent.setup();
    const storage = memoryStorage();
    const onColorModeChange = vi.fn();
    const manager = createColorModeManager({ storage });
    const { rerender } = render(
      <ThemeProvider colorMode="light" colorModeManager={manager} onColorModeChange={onColorModeChange}>
        <Toggle />
      </ThemeProvider>,
    );
    await user.click(screen.getByRole('button'));
    expect(onColorModeChange).toHaveBeenCalledWith('dark');
    expect(htmlMode()).toBe('light');
    expect(storage.setItem).not.toHaveBeenCalled();

    rerender(
      <ThemeProvider colorMode="dark" colorModeManager={manager} onColorModeChange={onColorModeChange}>
        <Toggle />
      </ThemeProvider>,
    );
    expect(htmlMode()).toBe('dark');
    expect(screen.getByRole('button')).toHaveAttribute('aria-pressed', 'true');
  });

  it('follows a mode stored by another tab', () => {
    const manager = createColorModeManager({ storage: memoryStorage() });
    render(
      <ThemeProvider colorModeManager={manager}>
        <Toggle />
      </ThemeProvider>,
    );
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'theme', newValue: 'dark' }));
    });
    expect(htmlMode()).toBe('dark');
  });

  it('can theme one element instead of <html>', async () => {
    const user = userEvent.setup();
    render(
      <ThemeProvider
        getRootElement={() => document.getElementById('region')}
        cssVariablesSelector="#region"
      >
        <div id="region">
          <Toggle />
        </div>
      </ThemeProvider>,
    );
    const region = document.getElementById('region')!;
    expect(region.dataset.colorMode).toBe('light');
    await user.click(screen.getByRole('button'));
    expect(region.dataset.colorMode).toBe('dark');
    expect(htmlMode()).toBeUndefined();
    const css = [...document.querySelectorAll('style')].map((style) => style.textContent).join('');
    expect(css).toContain('#region[data-color-mode="dark"]{');
  });
});

describe('useColorMode and useBrandTheme', () => {
  it('without a provider: light, the default theme, and setters that only warn', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { result } = renderHook(() => ({ mode: useColorMode(), theme: useBrandTheme() }));
    expect(result.current.mode.colorMode).toBe('light');
    expect(result.current.theme).toBe(defaultTheme);
    act(() => result.current.mode.toggleColorMode());
    expect(result.current.mode.colorMode).toBe('light');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('no ThemeProvider'));
  });

  it('inside a ThemeScope: the scope’s brand and mode', () => {
    const jade = createBrandTheme({ name: 'Jade', logos: { light: '/jade.svg' } });
    const { result } = renderHook(() => ({ mode: useColorMode(), theme: useBrandTheme() }), {
      wrapper: ({ children }) => (
        <ThemeProvider>
          <ThemeScope theme={jade} colorMode="dark">
            {children}
          </ThemeScope>
        </ThemeProvider>
      ),
    });
    expect(result.current.mode.colorMode).toBe('dark');
    expect(result.current.theme.logos?.light).toBe('/jade.svg');
  });

  it('warns when a controlled provider has no onColorModeChange', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { result } = renderHook(() => useColorMode(), {
      wrapper: ({ children }) => <ThemeProvider colorMode="light">{children}</ThemeProvider>,
    });
    act(() => result.current.setColorMode('dark'));
    expect(result.current.colorMode).toBe('light');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('onColorModeChange'));
  });
});
