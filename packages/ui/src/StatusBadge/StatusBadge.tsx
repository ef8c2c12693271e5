import type { HTMLAttributes, ReactNode, Ref } from 'react';
import { styled } from 'styled-components';
import { useLingui } from '@lingui/react/macro';
import { toneAccent } from '../Alert/status-parts';
import { vars } from '../theme/css-variables';
import { StatusIcon } from './status-icon';
import type { StatusBadgeTone, StatusDescriptor } from './status-lists';

export interface StatusBadgeProps extends HTMLAttributes<HTMLSpanElement> {
  /**
   * A status from one of the lists (`withdrawalStatus.PAID`, `activityStatus[code]`): its tone
   * and its label in the running language. May be undefined for a code the list does not know;
   * the badge then shows `children` in the neutral tone.
   */
  status?: StatusDescriptor | undefined;
  /** The tone, when there is no `status` or to override its tone. Neutral by default. */
  tone?: StatusBadgeTone;
  /** The label, when there is no `status` or to replace its label with the page's own words. */
  children?: ReactNode;
  ref?: Ref<HTMLSpanElement>;
}

/**
 * A short status label (a withdrawal's "Paid", a promotion's "Join now") in a tinted pill with
 * a shape per tone, so the status reads without colour, in forced colours too.
 */
export function StatusBadge({ status, tone, children, ref, ...rest }: StatusBadgeProps) {
  const { t } = useLingui();
  const shownTone = tone ?? status?.tone ?? 'neutral';
  const label = children ?? (status ? t(status.label) : null);
  return (
    <Root {...rest} ref={ref} data-tone={shownTone}>
      <IconBox aria-hidden="true">
        <StatusIcon tone={shownTone} />
      </IconBox>
      <span>{label}</span>
    </Root>
  );
}
StatusBadge.displayName = 'StatusBadge';

const IconBox = /* @__PURE__ */ styled.span`
  display: inline-flex;
  flex: none;
  color: var(--status-accent);

  svg {
    width: 1.1em;
    height: 1.1em;
  }
`;

const Root = /* @__PURE__ */ styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space.xs};
  box-sizing: border-box;
  max-width: 100%;
  padding: ${vars.space.xxs} ${vars.space.sm};
  border: 1px solid var(--status-accent);
  border-radius: ${vars.radius.pill};
  color: ${vars.color.text};
  font-size: ${vars.font.size.xs};
  font-weight: ${vars.font.weight.medium};
  line-height: 1.4;
  vertical-align: middle;
  overflow-wrap: anywhere;

  ${toneAccent}
  &[data-tone='info'] {
    background: ${vars.color.infoSoft};
  }
  &[data-tone='success'] {
    background: ${vars.color.successSoft};
  }
  &[data-tone='warning'] {
    background: ${vars.color.warningSoft};
  }
  &[data-tone='danger'] {
    background: ${vars.color.dangerSoft};
  }
  &[data-tone='neutral'] {
    --status-accent: ${vars.color.textMuted};
    background: ${vars.color.surfaceSunken};
  }
  &[data-tone='accent'] {
    --status-accent: ${vars.color.onPrimary};
    border-color: ${vars.color.primary};
    background: ${vars.color.primary};
    color: ${vars.color.onPrimary};
  }

  @media (forced-colors: active) {
    border-color: CanvasText;
    ${IconBox} {
      color: CanvasText;
    }
  }
`;
