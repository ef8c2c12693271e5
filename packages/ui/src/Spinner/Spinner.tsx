import type { HTMLAttributes, Ref } from 'react';
import { keyframes, styled } from 'styled-components';
import { useLingui } from '@lingui/react/macro';
import { vars } from '../theme/css-variables';
import { visuallyHidden } from '../utils/visually-hidden';

export type SpinnerSize = 'sm' | 'md' | 'lg';

export interface SpinnerProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children' | 'role'> {
  /** What is loading, for screen readers (and beside the spinner when `isLabelVisible`). Defaults to "Loading". */
  label?: string;
  /** Shows the label beside the spinner instead of only to screen readers. */
  isLabelVisible?: boolean;
  /** 16, 24 or 40 pixels. */
  size?: SpinnerSize;
  /** `primary` uses the brand colour; `current` follows the surrounding text colour. */
  tone?: 'primary' | 'current';
  ref?: Ref<HTMLSpanElement>;
}

/** Says that something is loading: a turning ring and a status message for screen readers. */
export function Spinner({ label, isLabelVisible = false, size = 'md', tone = 'primary', ref, ...rest }: SpinnerProps) {
  const { t } = useLingui();
  const text = label ?? t`Loading`;
  return (
    <Root {...rest} ref={ref} role="status" data-size={size} data-tone={tone}>
      <Ring aria-hidden="true" />
      {isLabelVisible ? <span>{text}</span> : <Hidden>{text}</Hidden>}
    </Root>
  );
}
Spinner.displayName = 'Spinner';

const spin = /* @__PURE__ */ keyframes`
  to { transform: rotate(360deg); }
`;

const Hidden = /* @__PURE__ */ styled.span`
  ${visuallyHidden}
`;

const Ring = /* @__PURE__ */ styled.span`
  flex: none;
  box-sizing: border-box;
  width: var(--spinner-size);
  height: var(--spinner-size);
  border-radius: 50%;
  border: var(--spinner-stroke) solid currentColor;
  border-right-color: transparent;
  animation: ${spin} 0.8s linear infinite;

  /* Slower, not stopped: a ring that stands still would say nothing is happening. */
  @media (prefers-reduced-motion: reduce) {
    animation-duration: 2.4s;
  }
  @media (forced-colors: active) {
    border-color: CanvasText;
    border-right-color: transparent;
  }
`;

const Root = /* @__PURE__ */ styled.span`
  position: relative;
  display: inline-flex;
  align-items: center;
  gap: ${vars.space.sm};
  vertical-align: middle;
  font-size: ${vars.font.size.sm};
  --spinner-size: 24px;
  --spinner-stroke: 3px;

  &[data-size='sm'] {
    --spinner-size: 16px;
    --spinner-stroke: 2px;
  }
  &[data-size='lg'] {
    --spinner-size: 40px;
    --spinner-stroke: 4px;
    font-size: ${vars.font.size.md};
  }

  &[data-tone='primary'] ${Ring} {
    color: ${vars.color.primary};
  }
`;
