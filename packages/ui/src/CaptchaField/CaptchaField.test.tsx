import { useState } from 'react';
import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../test/axe';
import { useFakeTimersInEachTest } from '../test/fake-timers';
import { renderWithProviders } from '../test/render-with-providers';
import { CAPTCHA_REFRESH_THROTTLE_MS, CaptchaField, captchaImageSrc } from './CaptchaField';
import { CAPTCHA_IMAGE_0375, CAPTCHA_IMAGE_4821, CAPTCHA_PLAIN_PNG_BASE64 } from '../test/captcha-images';

const settle = () => act(async () => {});
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('captchaImageSrc', () => {
  it('keeps data URLs, treats plain base64 as PNG, and gives nothing for an empty image', () => {
    expect(captchaImageSrc(CAPTCHA_IMAGE_4821)).toBe(CAPTCHA_IMAGE_4821);
    expect(captchaImageSrc(CAPTCHA_PLAIN_PNG_BASE64)).toBe(`data:image/png;base64,${CAPTCHA_PLAIN_PNG_BASE64}`);
    expect(captchaImageSrc('iVBO Rw0K\nGgo=')).toBe('data:image/png;base64,iVBORw0KGgo=');
    expect(captchaImageSrc('')).toBe('');
    expect(captchaImageSrc('  ')).toBe('');
  });
});

describe('CaptchaField', () => {
  const user = useFakeTimersInEachTest();

  it('is a labelled text input without autocomplete, capitals or spell checking, with the image beside it', async () => {
    await renderWithProviders(<CaptchaField image={CAPTCHA_IMAGE_4821} onRefresh={vi.fn()} />, { locale: 'en' });
    const input = screen.getByRole('textbox', { name: 'Verification code' });
    expect(input).toHaveAttribute('autocomplete', 'off');
    expect(input).toHaveAttribute('autocapitalize', 'none');
    expect(input).toHaveAttribute('spellcheck', 'false');
    expect(input).toHaveAttribute('inputmode', 'text');
    const image = screen.getByRole('img', { name: 'Verification code image' });
    expect(image).toHaveAttribute('src', CAPTCHA_IMAGE_4821);
    expect(image).toHaveAttribute('width', '100');
    expect(image).toHaveAttribute('height', '36');
    expect(screen.getByRole('button', { name: 'Refresh verification code' })).toBeInTheDocument();
  });

  it('speaks Malay and Chinese', async () => {
    const { unmount } = await renderWithProviders(<CaptchaField image={CAPTCHA_IMAGE_4821} onRefresh={vi.fn()} />, { locale: 'ms' });
    expect(screen.getByRole('textbox', { name: 'Kod pengesahan' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Imej kod pengesahan' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Muat semula kod pengesahan' })).toBeInTheDocument();
    unmount();
    await renderWithProviders(<CaptchaField image={CAPTCHA_IMAGE_4821} onRefresh={vi.fn()} />, { locale: 'zh' });
    expect(screen.getByRole('textbox', { name: '验证码' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '验证码图片' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '刷新验证码' })).toBeInTheDocument();
  });

  it('shows plain base64 as a PNG', async () => {
    await renderWithProviders(<CaptchaField image={CAPTCHA_PLAIN_PNG_BASE64} onRefresh={vi.fn()} />, { locale: 'en' });
    expect(screen.getByRole('img')).toHaveAttribute('src', `data:image/png;base64,${CAPTCHA_PLAIN_PNG_BASE64}`);
  });

  it('shows a busy placeholder of the same size while the image is empty', async () => {
    const { container } = await renderWithProviders(<CaptchaField image="" onRefresh={vi.fn()} />, { locale: 'en' });
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    const frame = container.querySelector('[data-captcha-image]')!;
    expect(frame).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Loading verification code image');
    const skeleton = frame.querySelector('[data-variant="rect"]') as HTMLElement;
    expect(skeleton.style.width).toBe('100px');
    expect(skeleton.style.height).toBe('36px');
  });

  it('asks for a new image from the button, by pointer and keyboard, and from the image', async () => {
    const onRefresh = vi.fn();
    await renderWithProviders(<CaptchaField image={CAPTCHA_IMAGE_4821} onRefresh={onRefresh} />, { locale: 'en' });
    const pointer = user();
    await pointer.click(screen.getByRole('button', { name: 'Refresh verification code' }));
    expect(onRefresh).toHaveBeenCalledTimes(1);
    await advance(CAPTCHA_REFRESH_THROTTLE_MS);
    await pointer.keyboard('{Enter}');
    expect(onRefresh).toHaveBeenCalledTimes(2);
    await advance(CAPTCHA_REFRESH_THROTTLE_MS);
    await pointer.click(screen.getByRole('img', { name: 'Verification code image' }));
    expect(onRefresh).toHaveBeenCalledTimes(3);
  });

  it(`throttles refreshes to one per ${CAPTCHA_REFRESH_THROTTLE_MS} ms, dropping the rest with no later call`, async () => {
    const onRefresh = vi.fn();
    await renderWithProviders(<CaptchaField image={CAPTCHA_IMAGE_4821} onRefresh={onRefresh} />, { locale: 'en' });
    const pointer = user();
    const button = screen.getByRole('button', { name: 'Refresh verification code' });
    await pointer.click(button);
    await pointer.click(button);
    await pointer.click(screen.getByRole('img'));
    await advance(CAPTCHA_REFRESH_THROTTLE_MS - 10);
    await pointer.click(button);
    expect(onRefresh).toHaveBeenCalledTimes(1);
    await advance(5000);
    expect(onRefresh).toHaveBeenCalledTimes(1);
    await pointer.click(button);
    expect(onRefresh).toHaveBeenCalledTimes(2);
  });

  it('shows the button busy while the refresh is pending and ignores presses until it ends, even if it fails', async () => {
    let finish!: () => void;
    let fail!: (error: Error) => void;
    const onRefresh = vi
      .fn<() => Promise<void>>()
      .mockImplementationOnce(() => new Promise<void>((resolve) => (finish = resolve)))
      .mockImplementationOnce(() => new Promise<void>((_, reject) => (fail = reject)))
      .mockResolvedValue(undefined);
    await renderWithProviders(<CaptchaField image={CAPTCHA_IMAGE_4821} onRefresh={onRefresh} />, { locale: 'en' });
    const pointer = user();
    const button = screen.getByRole('button', { name: 'Refresh verification code' });
    await pointer.click(button);
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('data-busy');
    await advance(CAPTCHA_REFRESH_THROTTLE_MS * 3);
    await pointer.click(button);
    expect(onRefresh).toHaveBeenCalledTimes(1);
    await act(async () => finish());
    expect(button).not.toHaveAttribute('aria-busy');
    expect(button).not.toHaveAttribute('data-busy');

    await pointer.click(button);
    expect(onRefresh).toHaveBeenCalledTimes(2);
    expect(button).toHaveAttribute('aria-busy', 'true');
    await act(async () => fail(new Error('network')));
    expect(button).not.toHaveAttribute('aria-busy');
    await advance(CAPTCHA_REFRESH_THROTTLE_MS);
    await pointer.click(button);
    expect(onRefresh).toHaveBeenCalledTimes(3);
    await settle();
  });

  it('keeps the focus in the input when the image or the button is pressed with a pointer', async () => {
    await renderWithProviders(<CaptchaField image={CAPTCHA_IMAGE_4821} onRefresh={vi.fn()} />, { locale: 'en' });
    const pointer = user();
    const input = screen.getByRole('textbox');
    await pointer.click(input);
    await pointer.click(screen.getByRole('button', { name: 'Refresh verification code' }));
    expect(input).toHaveFocus();
    await advance(CAPTCHA_REFRESH_THROTTLE_MS);
    await pointer.click(screen.getByRole('img'));
    expect(input).toHaveFocus();
  });

  it('leaves the image out of the tab order: Tab goes from the input to the refresh button', async () => {
    await renderWithProviders(<CaptchaField image={CAPTCHA_IMAGE_4821} onRefresh={vi.fn()} />, { locale: 'en' });
    const pointer = user();
    await pointer.tab();
    expect(screen.getByRole('textbox')).toHaveFocus();
    await pointer.tab();
    expect(screen.getByRole('button', { name: 'Refresh verification code' })).toHaveFocus();
  });

  it('forwards value, onChange, errorMessage, isRequired, name, id and ref to the TextField', async () => {
    const onChange = vi.fn();
    const ref = { current: null as HTMLInputElement | null };
    function Controlled() {
      const [value, setValue] = useState('48');
      return (
        <CaptchaField
          image={CAPTCHA_IMAGE_4821}
          onRefresh={vi.fn()}
          value={value}
          onChange={(next) => {
            setValue(next);
            onChange(next);
          }}
          errorMessage="Enter the 4 digits"
          isRequired
          name="captcha"
          id="captcha"
          ref={ref}
          label="Captcha"
        />
      );
    }
    await renderWithProviders(<Controlled />, { locale: 'en' });
    const input = screen.getByRole('textbox', { name: 'Captcha' });
    expect(input).toHaveValue('48');
    expect(input).toHaveAttribute('name', 'captcha');
    expect(input).toHaveAttribute('id', 'captcha');
    expect(input).toHaveAttribute('aria-required', 'true');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(/Enter the 4 digits/);
    expect(ref.current).toBe(input);
    await user().type(input, '21');
    expect(input).toHaveValue('4821');
    expect(onChange).toHaveBeenLastCalledWith('4821');
  });

  it('when disabled, neither the input nor the image or button can be used', async () => {
    const onRefresh = vi.fn();
    await renderWithProviders(<CaptchaField image={CAPTCHA_IMAGE_4821} onRefresh={onRefresh} isDisabled />, { locale: 'en' });
    expect(screen.getByRole('textbox')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Refresh verification code' })).toBeDisabled();
    await user().click(screen.getByRole('img'));
    expect(onRefresh).not.toHaveBeenCalled();
  });

  it('shows the new image when the parent passes it', async () => {
    const { rerender } = await renderWithProviders(<CaptchaField image={CAPTCHA_IMAGE_4821} onRefresh={vi.fn()} />);
    rerender(<CaptchaField image={CAPTCHA_IMAGE_0375} onRefresh={vi.fn()} />);
    expect(screen.getByRole('img')).toHaveAttribute('src', CAPTCHA_IMAGE_0375);
  });

  it('clears its throttle timer on unmount', async () => {
    const { unmount } = await renderWithProviders(<CaptchaField image={CAPTCHA_IMAGE_4821} onRefresh={vi.fn()} />);
    await user().click(screen.getByRole('img'));
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('has no axe violations with an image, loading, and with an error', async () => {
    vi.useRealTimers();
    const { container } = await renderWithProviders(
      <>
        <CaptchaField image={CAPTCHA_IMAGE_4821} onRefresh={vi.fn()} />
        <CaptchaField image="" onRefresh={vi.fn()} />
        <CaptchaField image={CAPTCHA_IMAGE_0375} onRefresh={vi.fn()} errorMessage="Wrong code" isRequired />
      </>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
