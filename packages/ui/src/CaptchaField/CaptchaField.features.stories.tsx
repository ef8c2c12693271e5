import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { translated } from '../test/story-i18n';
import { CAPTCHA_IMAGE_0375, CAPTCHA_IMAGE_4821 } from '../test/captcha-images';
import { CaptchaField, type CaptchaFieldProps } from './CaptchaField';
import captchaFieldMeta, { WithError as WithErrorState } from './CaptchaField.stories';

const meta = {
  ...captchaFieldMeta,
  title: 'Forms/CaptchaField/Features',
  tags: ['!autodocs'],
} satisfies Meta<typeof CaptchaField>;

export default meta;
type Story = StoryObj<typeof meta>;

const input = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('textbox', {
    name: (name) => name.startsWith(translated('Verification code')),
  }) as HTMLInputElement;

/** The image beside the input; typing goes to the field as usual. */
export const WithImage: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const image = canvas.getByRole('img', { name: translated('Verification code image') }) as HTMLImageElement;
    await expect(image.src).toBe(CAPTCHA_IMAGE_4821);
    await waitFor(() => expect(image.complete && image.naturalWidth > 0).toBe(true));
    await expect(image.getBoundingClientRect().width).toBe(100);
    await expect(input(canvasElement)).toHaveAttribute('autocomplete', 'off');
    await userEvent.type(input(canvasElement), '4821');
    await expect(args.onChange).toHaveBeenLastCalledWith('4821');
  },
};

/** A wrong or missing code: the message is shown, announced, and describes the input. */
export const WithError: Story = {
  ...WithErrorState,
  play: async ({ canvas, canvasElement }) => {
    await expect(input(canvasElement)).toHaveAttribute('aria-invalid', 'true');
    await expect(input(canvasElement)).toHaveAccessibleDescription(
      expect.stringContaining(translated('Enter the 4 digits shown in the image')),
    );
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
    const button = canvas.getByRole('button', { name: translated('Refresh verification code') });
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
