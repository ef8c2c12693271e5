import type { ButtonHTMLAttributes, MouseEvent, ReactNode, Ref } from 'react';
import { styled, keyframes } from 'styled-components';
import { useLingui } from '@lingui/react/macro';
import { vars } from '../theme/css-variables';
import { visuallyHidden } from '../utils/visually-hidden';
import { focusRing } from '../utils/focus-ring';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'disabled'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner, announces "Loading" and ignores presses, while keeping focus. */
  isLoading?: boolean;
  /** Disables the button: it cannot be focused or pressed. */
  isDisabled?: boolean;
  /** Stretches the button to the width of its container. */
  isFullWidth?: boolean;
  /** An icon before the label. */
  startIcon?: ReactNode;
  /** An icon after the label. */
  endIcon?: ReactNode;
  ref?: Ref<HTMLButtonElement>;
}

/** Presses start an action: submit a form, open a dialog, place a bet. */
export function Button({
  variant = 'primary',
  size = 'md',
  isLoading = false,
  isDisabled = false,
  isFullWidth = false,
  startIcon,
  endIcon,
  type = 'button',
  onClick,
  children,
  ref,
  ...rest
}: ButtonProps) {
  const { t } = useLingui();
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (isLoading) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <Root
      {...rest}
      ref={ref}
      type={type}
      disabled={isDisabled}
      // Loading marks the button busy and unavailable; otherwise a caller's own values stay.
      {...(isLoading && { 'aria-disabled': true, 'aria-busy': true })}
      data-variant={variant}
      data-size={size}
      data-loading={isLoading || undefined}
      data-disabled={isDisabled || undefined}
      data-full-width={isFullWidth || undefined}
      onClick={handleClick}
    >
      {isLoading ? <Spinner aria-hidden="true" /> : startIcon}
      <span>{children}</span>
      {!isLoading && endIcon}
      {/* The space keeps the label and "Loading" two words in the accessible name. */}
      {isLoading && ' '}
      {isLoading && <LoadingText>{t`Loading`}</LoadingText>}
    </Root>
  );
}
Button.displayName = 'Button';

const spin = /* @__PURE__ */ keyframes`
  to { transform: rotate(360deg); }
`;

const Spinner = /* @__PURE__ */ styled.span`
  width: 1em;
  height: 1em;
  border-radius: 50%;
  border: 2px solid currentColor;
  border-right-color: transparent;
  animation: ${spin} 0.8s linear infinite;

  @media (prefers-reduced-motion: reduce) {
    animation-duration: 2.4s;
  }
`;

const LoadingText = /* @__PURE__ */ styled.span`
  ${visuallyHidden}
`;

const Root = /* @__PURE__ */ styled.button`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${vars.space.sm};
  min-height: 40px;
  padding: 0 ${vars.space.lg};
  border: 1px solid transparent;
  border-radius: ${vars.radius.md};
  font: inherit;
  font-size: ${vars.font.size.md};
  font-weight: ${vars.font.weight.bold};
  line-height: 1.2;
  white-space: nowrap;
  cursor: pointer;
  user-select: none;
  transition:
    background-color ${vars.motion.fast} ease-out,
    border-color ${vars.motion.fast} ease-out,
    color ${vars.motion.fast} ease-out;

  &[data-size='sm'] {
    min-height: 32px;
    padding: 0 ${vars.space.md};
    font-size: ${vars.font.size.sm};
  }
  &[data-size='lg'] {
    min-height: 48px;
    padding: 0 ${vars.space.xl};
    font-size: ${vars.font.size.lg};
  }
  &[data-full-width] {
    width: 100%;
  }

  &[data-variant='primary'] {
    background: ${vars.color.primary};
    color: ${vars.color.onPrimary};
  }
  &[data-variant='primary']:hover:not(:disabled, [data-loading]) {
    background: ${vars.color.primaryHover};
  }
  &[data-variant='secondary'] {
    background: ${vars.color.secondary};
    color: ${vars.color.onSecondary};
    border-color: ${vars.color.border};
  }
  &[data-variant='secondary']:hover:not(:disabled, [data-loading]) {
    background: ${vars.color.secondaryHover};
  }
  &[data-variant='ghost'] {
    background: transparent;
    color: ${vars.color.text};
  }
  &[data-variant='ghost']:hover:not(:disabled, [data-loading]) {
    background: ${vars.color.secondary};
  }
  &[data-variant='danger'] {
    background: ${vars.color.danger};
    color: ${vars.color.onDanger};
  }
  &[data-variant='danger']:hover:not(:disabled, [data-loading]) {
    background: ${vars.color.dangerHover};
  }

  ${focusRing()}

  &:disabled {
    cursor: not-allowed;
    opacity: 0.55;
  }
  &[data-loading] {
    cursor: progress;
  }

  @media (forced-colors: active) {
    border-color: ButtonText;
  }
`;
