import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useLingui } from '@lingui/react/macro';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CaptchaField, type CaptchaFieldProps } from './CaptchaField';
import { CAPTCHA_IMAGE_0375, CAPTCHA_IMAGE_4821 } from '../test/captcha-images';

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
    label: { control: false },
    description: { control: false },
    errorMessage: { control: false },
    prefix: { control: false },
  },
} satisfies Meta<typeof CaptchaField>;

export default meta;
type Story = StoryObj<typeof meta>;

const input = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('textbox', { name: /^Kod pengesahan/ }) as HTMLInputElement;

/** The image beside the input; typing goes to the field as usual. */
export const WithImage: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const image = canvas.getByRole('img', { name: 'Imej kod pengesahan' }) as HTMLImageElement;
    await expect(image.src).toBe(CAPTCHA_IMAGE_4821);
    await waitFor(() => expect(image.complete && image.naturalWidth > 0).toBe(true));
    await expect(image.getBoundingClientRect().width).toBe(100);
    await expect(input(canvasElement)).toHaveAttribute('autocomplete', 'off');
    await userEvent.type(input(canvasElement), '4821');
    await expect(args.onChange).toHaveBeenLastCalledWith('4821');
  },
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

/** A wrong or missing code: the message is shown, announced, and describes the input. */
export const WithError: Story = {
  args: { isRequired: true },
  render: (args) => <WithErrorMessage {...args} />,
  play: async ({ canvas, canvasElement }) => {
    await expect(input(canvasElement)).toHaveAttribute('aria-invalid', 'true');
    await expect(input(canvasElement)).toHaveAccessibleDescription(/Masukkan 4 digit yang ditunjukkan dalam imej/);
    await expect(canvas.getByRole('alert')).toBeInTheDocument();
  },
};

function Refreshing(args: CaptchaFieldProps) {
  const [image, setImage] = useState(args.image);
  return (
    <CaptchaField
      {...args}
      image={image}
      onRefresh={async () => {
        await args.onRefresh();
        setImage('');
        await new Promise((resolve) => setTimeout(resolve, 400));
        setImage((previous) => (previous === CAPTCHA_IMAGE_0375 ? CAPTCHA_IMAGE_4821 : CAPTCHA_IMAGE_0375));
      }}
    />
  );
}

/**
 * Two quick presses (on the button, then on the image) ask for one new image: refreshes are at
 * least 1000 ms apart. The button is busy until the new image arrives.
 */
export const RefreshThrottling: Story = {
  render: (args) => <Refreshing {...args} />,
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Muat semula kod pengesahan' });
    await userEvent.click(button);
    await userEvent.click(button);
    await expect(args.onRefresh).toHaveBeenCalledTimes(1);
    await expect(button).toHaveAttribute('aria-busy', 'true');
    const image = await canvas.findByRole('img', {}, { timeout: 2000 });
    await expect((image as HTMLImageElement).src).toBe(CAPTCHA_IMAGE_0375);
    await waitFor(() => expect(button).not.toHaveAttribute('aria-busy'));
    await userEvent.click(image);
    await expect(args.onRefresh).toHaveBeenCalledTimes(1);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await userEvent.click(canvas.getByRole('img'));
    await expect(args.onRefresh).toHaveBeenCalledTimes(2);
  },
};

export const DarkMode: Story = {
  globals: { colorMode: 'dark' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('img', { name: 'Imej kod pengesahan' })).toBeVisible();
    const control = canvasElement.querySelector('[data-field-control]') as HTMLElement;
    // The field's sunken surface is dark in dark mode.
    const [r = 255, g = 255, b = 255] = getComputedStyle(control).backgroundColor.match(/\d+/g)!.map(Number);
    await expect(r + g + b).toBeLessThan(200);
  },
};

/** In Chinese: "验证码", "验证码图片" and "刷新验证码". */
export const Chinese: Story = {
  globals: { locale: 'zh' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: '验证码' })).toBeInTheDocument();
    await expect(canvas.getByRole('img', { name: '验证码图片' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: '刷新验证码' })).toBeInTheDocument();
  },
};

/** Every brand in both colour modes, with an image and loading; axe checks the contrast of each. */
export const AllThemes: Story = {
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
        const scope = within(within(canvasElement).getByTestId(`theme-${brand}-${mode}`));
        await expect(scope.getAllByRole('img')).toHaveLength(1);
        await expect(scope.getAllByRole('textbox')).toHaveLength(2);
      }
    }
  },
};
