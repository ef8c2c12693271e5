import type { Meta, StoryObj } from '@storybook/react-vite';
import { useLingui } from '@lingui/react/macro';
import { expect, fn, waitFor, within } from 'storybook/test';
import { CaptchaField, type CaptchaFieldProps } from './CaptchaField';
import { CAPTCHA_IMAGE_4821 } from '../test/captcha-images';
import { textControls, withoutControls } from '../test/story-controls';

const meta = {
  title: 'Forms/CaptchaField',
  component: CaptchaField,
  args: {
    image: CAPTCHA_IMAGE_4821,
    onRefresh: fn(),
    onChange: fn(),
    isRequired: false,
    isDisabled: false,
  },
  argTypes: {
    image: { control: 'text' },
    ...withoutControls('label', 'description', 'errorMessage', 'prefix'),
  },
} satisfies Meta<typeof CaptchaField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The field as the login and registration forms show it: the image beside the input. */
export const Default: Story = {};

/** Every text editable: the label (the translated "Verification code" when empty), hint and error. */
export const Playground: Story = {
  args: { label: 'Verification code', description: 'Enter the 4 digits in the image', errorMessage: '' },
  argTypes: textControls('label', 'description', 'errorMessage'),
  render: ({ label, description, errorMessage, ...args }) => (
    <CaptchaField
      {...args}
      label={label || undefined}
      description={description || undefined}
      errorMessage={errorMessage || undefined}
    />
  ),
};

/** While the image loads (`image` is empty) a placeholder of the same size holds its place. */
export const Loading: Story = {
  args: { image: '' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
    const frame = canvasElement.querySelector('[data-captcha-image]') as HTMLElement;
    await expect(frame).toHaveAttribute('aria-busy', 'true');
    const box = frame.getBoundingClientRect();
    await expect([box.width, box.height]).toEqual([100, 36]);
  },
};

function WithErrorMessage(args: CaptchaFieldProps) {
  const { t } = useLingui();
  return <CaptchaField {...args} errorMessage={t`Enter the 4 digits shown in the image`} />;
}

/** A wrong or missing code: the message shows under the field. */
export const WithError: Story = {
  args: { isRequired: true },
  render: (args) => <WithErrorMessage {...args} />,
};

/** Disabled: neither the input nor the image can be used. */
export const Disabled: Story = {
  args: { isDisabled: true },
};

/**
 * Every brand in both colour modes, with an image and loading; axe checks the contrast of
 * each, and the field's sunken surface is dark in dark mode.
 */
export const ThemeMatrix: Story = {
  parameters: { themeMatrix: true },
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      <CaptchaField {...args} />
      <CaptchaField {...args} image="" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    for (const brand of ['default', 'jade']) {
      for (const mode of ['light', 'dark']) {
        const theme = within(canvasElement).getByTestId(`theme-${brand}-${mode}`);
        const scope = within(theme);
        await expect(scope.getAllByRole('img')).toHaveLength(1);
        await expect(scope.getAllByRole('textbox')).toHaveLength(2);
        const control = theme.querySelector('[data-field-control]') as HTMLElement;
        await waitFor(async () => {
          const [r = 255, g = 255, b = 255] = getComputedStyle(control).backgroundColor.match(/\d+/g)!.map(Number);
          await expect(r + g + b < 200).toBe(mode === 'dark');
        });
      }
    }
  },
};
