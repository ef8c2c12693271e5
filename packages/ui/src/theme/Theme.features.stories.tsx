import { useCallback, useRef, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useLingui } from '@lingui/react/macro';
import { styled } from 'styled-components';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { computedRgb } from '../test/computed-colour';
import { translated } from '../test/story-i18n';
import { createColorModeManager, type ColorModeManager } from './color-mode-manager';
import { vars } from './css-variables';
import { darkValues } from './dark-values';
import { useBrandTheme, useColorMode } from './theme-context';
import { ThemeProvider } from './ThemeProvider';

/* ---------- Colour mode ---------- */

const DemoRegion = /* @__PURE__ */ styled.div`
  display: grid;
  gap: ${vars.space.md};
  justify-items: start;
  padding: ${vars.space.xl};
  background: ${vars.color.background};
  color: ${vars.color.text};
  border: 1px solid ${vars.color.borderSubtle};
  border-radius: ${vars.radius.lg};
  transition: background-color ${vars.motion.normal} ${vars.motion.easing};

  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

const DemoCard = /* @__PURE__ */ styled.p`
  margin: 0;
  padding: ${vars.space.md} ${vars.space.lg};
  background: ${vars.color.surface};
  border-radius: ${vars.radius.md};
  box-shadow: ${vars.shadow.sm};
`;

/** A header's dark-mode switch: a toggle button driven by `useColorMode`. */
function DarkModeToggle() {
  const { t } = useLingui();
  const { colorMode, toggleColorMode } = useColorMode();
  return (
    <Button variant="secondary" aria-pressed={colorMode === 'dark'} onClick={toggleColorMode}>
      {t`Dark mode`}
    </Button>
  );
}

function StoredMode({ storage }: { storage: Map<string, string> }) {
  const { t } = useLingui();
  useColorMode(); // Re-render with the mode, after the provider has stored it.
  const stored = storage.get('theme') ?? '—';
  return <DemoCard data-stored>{t`Saved colour mode: ${stored}`}</DemoCard>;
}

/**
 * A provider of its own, uncontrolled, with a colour-mode manager over in-memory storage (the
 * app's uses localStorage under "theme"). It themes this panel only, not the page.
 */
function ColourModeDemo() {
  const outer = useColorMode();
  const theme = useBrandTheme();
  const region = useRef<HTMLDivElement>(null);
  const [storage] = useState(() => new Map<string, string>());
  const [manager] = useState<ColorModeManager>(() =>
    createColorModeManager({
      storage: { getItem: (key) => storage.get(key) ?? null, setItem: (key, value) => void storage.set(key, value) },
    }),
  );
  const getRootElement = useCallback(() => region.current, []);
  return (
    <ThemeProvider
      theme={theme}
      defaultColorMode={outer.colorMode}
      colorModeManager={manager}
      getRootElement={getRootElement}
      cssVariablesSelector="[data-theme-demo]"
    >
      <DemoRegion ref={region} data-theme-demo data-testid="theme-demo">
        <DarkModeToggle />
        <StoredMode storage={storage} />
      </DemoRegion>
    </ThemeProvider>
  );
}

const meta = {
  title: 'Foundations/Theme/Features',
  component: ThemeProvider,
  tags: ['!autodocs'],
} satisfies Meta<typeof ThemeProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * `useColorMode()` drives a toggle; the provider stores the choice through its colour-mode
 * manager and flips `data-color-mode`, so only CSS variables change. Pointer and keyboard both.
 */
export const ColourModeToggle: Story = {
  render: () => <ColourModeDemo />,
  play: async ({ canvasElement, canvas }) => {
    const region = within(canvasElement).getByTestId('theme-demo');
    const toggle = canvas.getByRole('button', { name: translated('Dark mode') });
    const stored = () => region.querySelector('[data-stored]')!.textContent;
    await expect(region).toHaveAttribute('data-color-mode', 'light');
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');

    await userEvent.click(toggle);
    await expect(region).toHaveAttribute('data-color-mode', 'dark');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(stored()).toBe(translated('Saved colour mode: {stored}', { stored: 'dark' }));
    await waitFor(() =>
      expect(getComputedStyle(region).backgroundColor).toBe(computedRgb(darkValues.color.background)),
    );
    // Only this panel changed mode, not the page.
    await expect(document.documentElement).toHaveAttribute('data-color-mode', 'light');

    toggle.focus();
    await userEvent.keyboard('{Enter}');
    await expect(region).toHaveAttribute('data-color-mode', 'light');
    await expect(stored()).toBe(translated('Saved colour mode: {stored}', { stored: 'light' }));
    await userEvent.keyboard(' ');
    await expect(region).toHaveAttribute('data-color-mode', 'dark');
  },
};
