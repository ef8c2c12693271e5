import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from '@platform/ui';
import { useColorModeToggle } from './use-color-mode-toggle';

function Toggle() {
  const { colorMode, isDark, toggleColorMode } = useColorModeToggle();
  return (
    <button type="button" aria-pressed={isDark} onClick={toggleColorMode}>
      {colorMode}
    </button>
  );
}

/**
 * The page as main.tsx renders it, as far as the colour mode goes, loaded afresh as after a
 * reload: only what localStorage kept carries over.
 */
async function renderPage() {
  vi.resetModules();
  const { colorModeManager } = await import('./color-mode-manager');
  return render(
    <ThemeProvider colorModeManager={colorModeManager}>
      <Toggle />
    </ThemeProvider>,
  );
}

afterEach(() => {
  localStorage.clear();
  delete document.documentElement.dataset.colorMode;
});

describe('the colour mode', () => {
  it('is kept in localStorage under theme', async () => {
    const { colorModeManager } = await import('./color-mode-manager');
    expect(colorModeManager.key).toBe('theme');
  });

  it('is light when nothing is stored', async () => {
    await renderPage();
    expect(screen.getByRole('button')).toHaveTextContent('light');
    expect(screen.getByRole('button')).toHaveAttribute('aria-pressed', 'false');
    expect(document.documentElement.dataset.colorMode).toBe('light');
  });

  it('switches to dark and back, storing each choice', async () => {
    const user = userEvent.setup();
    await renderPage();
    await user.click(screen.getByRole('button'));
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(document.documentElement.dataset.colorMode).toBe('dark');
    expect(screen.getByRole('button')).toHaveAttribute('aria-pressed', 'true');
    await user.keyboard('{Enter}');
    expect(localStorage.getItem('theme')).toBe('light');
    expect(document.documentElement.dataset.colorMode).toBe('light');
  });

  it('survives a reload', async () => {
    const user = userEvent.setup();
    const first = await renderPage();
    await user.click(screen.getByRole('button'));
    first.unmount();
    delete document.documentElement.dataset.colorMode;

    await renderPage();
    expect(screen.getByRole('button')).toHaveTextContent('dark');
    expect(document.documentElement.dataset.colorMode).toBe('dark');
  });

  it('ignores a value it does not know', async () => {
    localStorage.setItem('theme', 'sepia');
    await renderPage();
    expect(screen.getByRole('button')).toHaveTextContent('light');
  });
});
