import { useMemo, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { keyframes, styled } from 'styled-components';
import { useLingui } from '@lingui/react/macro';
import { IconButton } from '../IconButton/IconButton';
import { mergeRefs } from '../Field/merge-refs';
import { useThrottledCallback } from '../hooks/use-throttled-callback';
import { Skeleton } from '../Skeleton/Skeleton';
import { TextField, type TextFieldProps } from '../TextField/TextField';
import { vars } from '../theme/css-variables';
import { focusRing } from '../utils/focus-ring';

/** Requests for a new image closer together than this make one request (the first). */
export const CAPTCHA_REFRESH_THROTTLE_MS = 1000;
/** The image's box, in CSS pixels: fixed, so that nothing moves when an image loads. */
export const CAPTCHA_IMAGE_WIDTH = 100;
export const CAPTCHA_IMAGE_HEIGHT = 36;

export interface CaptchaFieldProps extends Omit<TextFieldProps, 'suffix' | 'label'> {
  /** The captcha image as base64 (with or without a `data:image/...;base64,` prefix; plain base64 is treated as PNG). Empty while loading. */
  image: string;
  /**
   * Asks for a new image; throttled to CAPTCHA_REFRESH_THROTTLE_MS. While a promise it returns
   * is pending, the refresh button shows busy and presses are ignored. A rejection only ends the
   * busy state: report the failure yourself.
   */
  onRefresh: () => void | Promise<void>;
  /** The visible label. Defaults to "Verification code". */
  label?: ReactNode;
}

/** An `<img src>` for the image the server sends: data URLs as they are, plain base64 as PNG. */
export function captchaImageSrc(image: string): string {
  const value = image.trim();
  if (value === '') return '';
  if (/^data:/i.test(value)) return value;
  return `data:image/png;base64,${value.replace(/\s+/g, '')}`;
}

/**
 * A text field for the characters of a captcha image, with the image beside the input. Pressing
 * the image, or the "Refresh verification code" button, asks for a new one (at most one request
 * a second). Everything else (value, onChange, errorMessage, isRequired, name, ref) goes to the
 * TextField, so react-hook-form's Controller can drive it.
 */
export function CaptchaField({
  image,
  onRefresh,
  label,
  isDisabled = false,
  autoComplete = 'off',
  autoCapitalize = 'none',
  autoCorrect = 'off',
  spellCheck = false,
  inputMode = 'text',
  ref,
  ...rest
}: CaptchaFieldProps) {
  const { t } = useLingui();
  const [isRefreshing, setIsRefreshing] = useState(false);
  const isPending = useRef(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const mergedRef = useMemo(() => mergeRefs(ref, inputRef), [ref]);
  const src = captchaImageSrc(image);

  const refresh = useThrottledCallback(() => {
    const result = onRefresh();
    if (result && typeof result.then === 'function') {
      isPending.current = true;
      setIsRefreshing(true);
      const done = () => {
        isPending.current = false;
        setIsRefreshing(false);
      };
      result.then(done, done);
    }
  }, CAPTCHA_REFRESH_THROTTLE_MS);

  const press = () => {
    if (isDisabled || isPending.current) return;
    refresh();
  };

  // A pointer press would take the focus from the input (and close a phone's keyboard): keep it.
  const keepInputFocus = (event: MouseEvent<HTMLButtonElement>) => {
    if (document.activeElement === inputRef.current) event.preventDefault();
  };

  return (
    <TextField
      {...rest}
      ref={mergedRef}
      label={label ?? t`Verification code`}
      isDisabled={isDisabled}
      autoComplete={autoComplete}
      autoCapitalize={autoCapitalize}
      autoCorrect={autoCorrect}
      spellCheck={spellCheck}
      inputMode={inputMode}
      data-captcha=""
      suffix={
        <>
          <Frame isLoading={src === ''} label={t`Loading verification code image`} data-captcha-image="">
            {src === '' ? (
              <Skeleton variant="rect" width={CAPTCHA_IMAGE_WIDTH} height={CAPTCHA_IMAGE_HEIGHT} />
            ) : (
              // For pointers, a press on the image asks for a new one; keyboards have the button.
              <ImageButton
                type="button"
                tabIndex={-1}
                title={t`Refresh verification code`}
                disabled={isDisabled}
                onMouseDown={keepInputFocus}
                onClick={press}
              >
                {/* "image" is meant: the img names the button around it, which must not read as
                    the text box "Verification code" beside it. */}
                {/* eslint-disable-next-line jsx-a11y/img-redundant-alt */}
                <img
                  src={src}
                  alt={t`Verification code image`}
                  width={CAPTCHA_IMAGE_WIDTH}
                  height={CAPTCHA_IMAGE_HEIGHT}
                  draggable={false}
                />
              </ImageButton>
            )}
          </Frame>
          <RefreshButton
            label={t`Refresh verification code`}
            size="sm"
            variant="ghost"
            isDisabled={isDisabled}
            aria-busy={isRefreshing || undefined}
            data-busy={isRefreshing || undefined}
            onMouseDown={keepInputFocus}
            onClick={press}
          >
            <RefreshIcon />
          </RefreshButton>
        </>
      }
    />
  );
}
CaptchaField.displayName = 'CaptchaField';

function RefreshIcon() {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" focusable="false" data-icon="refresh">
      <path d="M21 12a9 9 0 1 1-2.64-6.36" />
      <path d="M21 3v6h-6" />
    </svg>
  );
}

const spin = /* @__PURE__ */ keyframes`
  to { transform: rotate(360deg); }
`;

const Frame = /* @__PURE__ */ styled(Skeleton.Group)`
  position: relative;
  flex: none;
  display: flex;
  width: ${CAPTCHA_IMAGE_WIDTH}px;
  height: ${CAPTCHA_IMAGE_HEIGHT}px;
  margin-inline-start: ${vars.space.xs};
`;

const ImageButton = /* @__PURE__ */ styled.button`
  display: block;
  width: 100%;
  height: 100%;
  margin: 0;
  padding: 0;
  border: 0;
  border-radius: ${vars.radius.sm};
  overflow: hidden;
  background: transparent;
  cursor: pointer;

  & > img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: contain;
    user-select: none;
  }
  ${focusRing('1px')}
  &:disabled {
    cursor: not-allowed;
  }
`;

const RefreshButton = /* @__PURE__ */ styled(IconButton)`
  &[data-busy] {
    cursor: progress;
  }
  &[data-busy] svg {
    animation: ${spin} 0.8s linear infinite;
  }
  @media (prefers-reduced-motion: reduce) {
    &[data-busy] svg {
      animation-duration: 2.4s;
    }
  }
`;
