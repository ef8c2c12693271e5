import type { Decorator, Preview } from '@storybook/react-vite';
import { I18nProvider } from '@lingui/react';
import { styled } from 'styled-components';
import { GlobalStyle, ThemeProvider, vars, type ColorMode } from '@platform/ui';
import { STORYBOOK_BRANDS } from './brands';
import { i18n } from './i18n';
import { ThemeMatrix } from './ThemeMatrix';

/**
 * A docs page shows its stories inline on Storybook's own white page: this gives each the
 * colour mode's background and text, as the canvas's body has, so dark mode stays readable.
 */
const DocsSurface = styled.div`
  padding: ${vars.space.lg};
  border-radius: ${vars.radius.md};
  background: ${vars.color.background};
  color: ${vars.color.text};
`;

/**
 * Every story renders inside the providers an app gives: translations, the brand theme and a
 * colour mode, all switched from the toolbar. A story with `parameters.themeMatrix` renders once
 * per brand and mode, side by side.
 */
const withProviders: Decorator = (Story, context) => {
  const { locale, colorMode, brand } = context.globals as { locale: string; colorMode: ColorMode; brand: string };
  if (i18n.locale !== locale) i18n.activate(locale);
  const story = context.parameters.themeMatrix ? <ThemeMatrix>{() => <Story />}</ThemeMatrix> : <Story />;
  return (
    <I18nProvider i18n={i18n}>
      <ThemeProvider theme={STORYBOOK_BRANDS[brand]} colorMode={colorMode}>
        <GlobalStyle />
        {context.viewMode === 'docs' ? <DocsSurface>{story}</DocsSurface> : story}
      </ThemeProvider>
    </I18nProvider>
  );
};

/**
 * The language a story opens in. The story tests run every story once per language (the
 * `storybook-ms`, `storybook-en` and `storybook-zh` projects in vitest.config.ts, which define
 * STORYBOOK_LOCALE), so a play function finds elements by role and the translated name
 * (packages/ui/src/test/story-i18n.ts), never by Malay or English text. One language only:
 * `pnpm exec vitest run --project storybook-en packages/ui/src/Modal`; all three:
 * `--project 'storybook-*'`.
 */
const initialLocale: string = import.meta.env.STORYBOOK_LOCALE ?? 'ms';

const preview: Preview = {
  decorators: [withProviders],
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
    options: {
      // The sidebar: the Introduction, then the sections as a designer reads them; within a
      // component its docs, Default and Playground first and its Features scenarios last.
      storySort: {
        includeNames: true,
        order: [
          'Introduction',
          'Foundations',
          ['Theme', ['Docs', 'Default', 'Playground', '*', 'Features'], '*', ['Docs', 'Default', 'Playground', '*', 'Features']],
          'Primitives',
          ['*', ['Docs', 'Default', 'Playground', '*', 'Features']],
          'Feedback',
          ['*', ['Docs', 'Default', 'Playground', '*', 'Features']],
          'Overlay',
          ['*', ['Docs', 'Default', 'Playground', '*', 'Features']],
          'Forms',
          ['*', ['Docs', 'Default', 'Playground', '*', 'Features']],
          'Lobby',
          ['*', ['Docs', 'Default', 'Playground', '*', 'Features']],
          'Promotion',
          ['*', ['Docs', 'Default', 'Playground', '*', 'Features']],
          'Account',
          ['*', ['Docs', 'Default', 'Playground', '*', 'Features']],
        ],
      },
    },
    // An accessibility violation fails the story's test.
    a11y: { test: 'error' },
  },
  globalTypes: {
    locale: {
      description: 'Language',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'ms', title: 'MS · Bahasa Melayu' },
          { value: 'en', title: 'EN · English' },
          { value: 'zh', title: 'CN · 中文' },
        ],
        dynamicTitle: true,
      },
    },
    colorMode: {
      description: 'Colour mode',
      toolbar: {
        title: 'Colour mode',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
    brand: {
      description: 'Brand',
      toolbar: {
        title: 'Brand',
        icon: 'paintbrush',
        items: Object.entries(STORYBOOK_BRANDS).map(([value, theme]) => ({ value, title: theme.name })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: initialLocale, colorMode: 'light', brand: 'default' },
};

export default preview;
