import type { Meta, StoryObj } from '@storybook/react-vite';
import { i18n } from '@lingui/core';
import { expect, within } from 'storybook/test';
import { translated } from '../test/story-i18n';

/** What the library's "Close" reads in each language, from its catalogues. */
const CLOSE_IN: Record<string, string> = { ms: 'Tutup', en: 'Close', zh: '关闭' };

function ActiveLanguage() {
  return (
    <p>
      {i18n.locale}: {translated('Close')}
    </p>
  );
}

const meta = {
  title: 'Foundations/Language/Features',
  component: ActiveLanguage,
  tags: ['!autodocs'],
} satisfies Meta<typeof ActiveLanguage>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The story tests run once per language (the vitest projects storybook-ms, -en and -zh set
 * STORYBOOK_LOCALE). This checks that each run really renders its language, with its catalogue
 * loaded, so that every other play passing in that run means it passes in that language.
 */
export const RendersTheRunsLanguage: Story = {
  play: async ({ canvasElement, globals }) => {
    const runLocale = import.meta.env.STORYBOOK_LOCALE ?? globals.locale;
    await expect(globals.locale).toBe(runLocale);
    await expect(within(canvasElement).getByText(`${runLocale}: ${CLOSE_IN[runLocale]}`)).toBeInTheDocument();
  },
};
