import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import meta from './QrCode.stories';
import type { QrCode } from './QrCode';

export default {
  ...meta,
  title: 'Account/QrCode/Features',
  tags: ['!autodocs'],
} satisfies Meta<typeof QrCode>;
type Story = StoryObj<typeof meta>;

/** A known input: "HELLO WORLD" at level M is a version 1 code of 21 × 21 modules, drawn as one path. */
export const KnownModuleCount: Story = {
  args: { value: 'HELLO WORLD', errorCorrection: 'M' },
  play: async ({ canvas }) => {
    const code = canvas.getByRole('img');
    await expect(code).toHaveAttribute('data-modules', '21');
    await expect(code).toHaveAttribute('viewBox', '0 0 29 29');
    await expect(code.querySelectorAll('path')).toHaveLength(1);
    // The top-left finder pattern starts one quiet zone in: a run of 7 dark modules.
    await expect(code.querySelector('path')!.getAttribute('d')).toMatch(/^M4 4h7v1h-7z/);
  },
};

/** A name of the page's own replaces the default one. */
export const OwnName: Story = {
  args: { label: 'Scan to join my team' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Scan to join my team' })).toBeInTheDocument();
  },
};
