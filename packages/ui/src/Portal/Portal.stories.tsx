import type { Meta, StoryObj } from '@storybook/react-vite';
import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { expect, waitFor, within } from 'storybook/test';
import { styled } from 'styled-components';
import { LAYER_ATTRIBUTE } from '../hooks/use-layer-stack';
import { vars } from '../theme/css-variables';
import { translated } from '../test/story-i18n';
import { Portal } from './Portal';

const meta = {
  title: 'Overlay/Portal',
  component: Portal,
  parameters: {
    docs: {
      // The portalled layer is fixed to the page: in a frame of its own it stays with its story.
      story: { inline: false, height: '240px' },
      description: {
        component:
          'Renders its children in a layer of its own at the end of the page, out of any clipping or stacking parent. Modals and popovers open in portals; a layer opened after a modal may take focus inside it.',
      },
    },
  },
} satisfies Meta<typeof Portal>;

export default meta;
type Story = StoryObj<typeof meta>;

const Clipped = styled.div`
  position: relative;
  height: 64px;
  overflow: hidden;
  padding: ${vars.space.md};
  border: 1px dashed ${vars.color.border};
  color: ${vars.color.text};
`;

const Floating = styled.p`
  position: fixed;
  right: ${vars.space.lg};
  bottom: ${vars.space.lg};
  margin: 0;
  padding: ${vars.space.md};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surfaceRaised};
  color: ${vars.color.text};
  box-shadow: ${vars.shadow.md};
`;

/** The content escapes its clipped parent: it lives in its own layer at the end of body. */
export const Default: Story = {
  args: { children: null },
  render: () => (
    <Clipped>
      <Trans>This box clips its content.</Trans>
      <Portal>
        <Floating data-testid="portalled">
          <Trans>Shown in a layer of its own</Trans>
        </Floating>
      </Portal>
    </Clipped>
  ),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(document.querySelector('[data-testid="portalled"]')).not.toBeNull());
    const content = document.querySelector('[data-testid="portalled"]')!;
    const layer = content.closest(`[${LAYER_ATTRIBUTE}]`);
    await expect(canvasElement.contains(content)).toBe(false);
    await expect(layer?.parentElement).toBe(document.body);
    await expect(content).toHaveTextContent(translated('Shown in a layer of its own'));
  },
};

/** The portalled content is plain text to edit. */
export const Playground: StoryObj<{ children: string }> = {
  args: { children: 'Shown in a layer of its own' },
  argTypes: { children: { control: 'text' } },
  render: ({ children }) => (
    <Clipped>
      <Trans>This box clips its content.</Trans>
      <Portal>
        <Floating>{children}</Floating>
      </Portal>
    </Clipped>
  ),
};

/** A layer for each brand and mode, opened in a box of the scope (`container`) so its theme applies. */
function ScopedPortal() {
  const [box, setBox] = useState<HTMLDivElement | null>(null);
  return (
    // A transform makes the box the containing block of the fixed content.
    <div ref={setBox} style={{ position: 'relative', height: 120, transform: 'translateZ(0)' }}>
      <Portal container={box}>
        <Floating data-testid="portalled">
          <Trans>Shown in a layer of its own</Trans>
        </Floating>
      </Portal>
    </div>
  );
}

export const ThemeMatrix: Story = {
  args: { children: null },
  parameters: { themeMatrix: true },
  render: () => <ScopedPortal />,
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getAllByTestId('portalled')).toHaveLength(4));
    const light = within(within(canvasElement).getByTestId('theme-default-light')).getByTestId('portalled');
    const dark = within(within(canvasElement).getByTestId('theme-default-dark')).getByTestId('portalled');
    await expect(getComputedStyle(light).backgroundColor).not.toBe(getComputedStyle(dark).backgroundColor);
  },
};
