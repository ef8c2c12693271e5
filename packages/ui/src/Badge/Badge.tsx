import type { HTMLAttributes, Ref } from 'react';
import { styled } from 'styled-components';
import { useLingui } from '@lingui/react/macro';
import { vars } from '../theme/css-variables';
import { visuallyHidden } from '../utils/visually-hidden';

export type BadgeTone = 'danger' | 'primary' | 'success' | 'warning' | 'info' | 'neutral';

export interface BadgeProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /**
   * The number to show. The badge hides itself when the count is 0 or less (the member
   * centre shows a red badge only when there is something to see).
   */
  count?: number;
  /** The largest number shown; above it the badge reads `99+`. Screen readers hear the real count. */
  max?: number;
  /** A small dot without a number, for "something new" where the count does not matter. */
  isDot?: boolean;
  /** The colour. Red (`danger`) by default, as on the member-centre menu. */
  tone?: BadgeTone;
  /**
   * What screen readers hear instead of the number, e.g. "3 unread messages".
   * Defaults to "{count} new" (or "New" for a dot), in the active language.
   */
  label?: string;
  ref?: Ref<HTMLSpanElement>;
}

/** The text the badge shows for a count: the count itself, or `max+` above the cap. */
export function formatBadgeCount(count: number, max: number): string {
  const whole = Math.floor(count);
  return whole > max ? `${max}+` : String(whole);
}

/** A small count or dot beside a menu item or icon: unread messages, unclaimed rewards. */
export function Badge({ count: rawCount, max = 99, isDot = false, tone = 'danger', label, ref, ...rest }: BadgeProps) {
  const { t } = useLingui();
  const hasCount = typeof rawCount === 'number' && Number.isFinite(rawCount);
  const count = hasCount ? Math.floor(rawCount) : 0;
  if (hasCount ? count <= 0 : !isDot) return null;

  const accessibleText = label ?? (hasCount ? t`${count} new` : t`New`);
  return (
    <Root {...rest} ref={ref} data-tone={tone} data-dot={isDot || undefined}>
      {/* Keeps the badge's text a word of its own in the accessible name of a link or button. */}
      {' '}
      {!isDot && <span aria-hidden="true">{formatBadgeCount(count, max)}</span>}
      <Hidden>{accessibleText}</Hidden>
    </Root>
  );
}
Badge.displayName = 'Badge';

const Hidden = /* @__PURE__ */ styled.span`
  ${visuallyHidden}
`;

const Root = /* @__PURE__ */ styled.span`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  box-sizing: border-box;
  min-width: 1.25rem;
  height: 1.25rem;
  padding: 0 ${vars.space.xs};
  border-radius: ${vars.radius.pill};
  font-variant-numeric: tabular-nums;
  font-size: ${vars.font.size.xs};
  font-weight: ${vars.font.weight.bold};
  line-height: 1;
  white-space: nowrap;
  vertical-align: middle;
  font-variant-numeric: tabular-nums;

  &[data-dot] {
    min-width: 0;
    width: 0.625rem;
    height: 0.625rem;
    padding: 0;
  }

  &[data-tone='danger'] {
    background: ${vars.color.danger};
    color: ${vars.color.onDanger};
  }
  &[data-tone='primary'] {
    background: ${vars.color.primary};
    color: ${vars.color.onPrimary};
  }
  &[data-tone='success'] {
    background: ${vars.color.success};
    color: ${vars.color.onSuccess};
  }
  &[data-tone='warning'] {
    background: ${vars.color.warning};
    color: ${vars.color.onWarning};
  }
  &[data-tone='info'] {
    background: ${vars.color.info};
    color: ${vars.color.onInfo};
  }
  &[data-tone='neutral'] {
    background: ${vars.color.secondary};
    color: ${vars.color.onSecondary};
  }

  @media (forced-colors: active) {
    border: 1px solid CanvasText;
  }
`;
