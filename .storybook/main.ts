import path from 'node:path';
import type { StorybookConfig } from '@storybook/react-vite';
import { mergeConfig } from 'vite';
import { linguiVite } from '@platform/build-tools/lingui';

const root = path.resolve(import.meta.dirname, '..');

const config: StorybookConfig = {
  stories: ['../packages/ui/src/**/*.mdx', '../packages/ui/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: 'react-docgen' },
  viteFinal: (viteConfig) =>
    mergeConfig(viteConfig, {
      plugins: linguiVite({
        configPaths: [path.join(root, 'packages/ui/lingui.config.ts'), path.join(root, 'apps/web/lingui.config.ts')],
      }),
      resolve: { conditions: ['source'] },
    }),
};

export default config;
