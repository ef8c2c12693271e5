import type { Meta, StoryObj } from '@storybook/react-vite';
import { Trans } from '@lingui/react/macro';
import { expect, waitFor } from 'storybook/test';
import { styled } from 'styled-components';
import { LAYER_ATTRIBUTE } from '../hooks/use-layer-stack';
import { vars } from '../theme/css-variables';
import { Portal } from './Portal';

const meta = {
  title: 'Overlay/Portal',
  component: Portal,
  parameters: {
    docs: {
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
    await expect(content).toHaveTextContent('Ditunjukkan dalam lapisan tersendiri');
  },
};

export const DarkMode: Story = { ...Default, globals: { colorMode: 'dark' } };

export const Chinese: Story = {
  ...Default,
  globals: { locale: 'zh' },
  play: async () => {
    await waitFor(() => expect(document.querySelector('[data-testid="portalled"]')).toHaveTextContent('显示在独立的图层中'));
  },
};
