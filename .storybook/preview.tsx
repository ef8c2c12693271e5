import type { Decorator, Preview } from '@storybook/react-vite';
import { I18nProvider } from '@lingui/react';
import { GlobalStyle, ThemeProvider, type ColorMode } from '@platform/ui';
import { STORYBOOK_BRANDS } from './brands';
import { i18n } from './i18n';
import { ThemeMatrix } from './ThemeMatrix';

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
        {story}
      </ThemeProvider>
    </I18nProvider>
  );
};

const preview: Preview = {
  decorators: [withProviders],
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
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
  initialGlobals: { locale: 'ms', colorMode: 'light', brand: 'default' },
};

export default preview;
