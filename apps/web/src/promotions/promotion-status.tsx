import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { styled } from 'styled-components';
import { vars } from '@platform/ui';
import type { ActivityStatus } from '@platform/api';

/** The activity statuses of spec section 4, as the player reads them. */
export const ACTIVITY_STATUS_LABEL: Record<ActivityStatus, MessageDescriptor> = {
  JOIN_NOW: msg`Join now`,
  CLAIM_PAYOUT: msg`Claim payout`,
  APPLYING: msg`Applying`,
  REGISTRATION_CLOSED: msg`Registration closed`,
  REJECTED: msg`Rejected`,
  ISSUED: msg`Issued`,
  CLAIMED: msg`Claimed`,
  IN_PROGRESS: msg`In progress`,
  SIGNED_UP: msg`Signed up`,
  COMING_SOON: msg`Coming soon`,
};

export type StatusTone = 'primary' | 'success' | 'info' | 'warning' | 'danger' | 'neutral';

const TONE: Record<ActivityStatus, StatusTone> = {
  JOIN_NOW: 'primary',
  CLAIM_PAYOUT: 'success',
  APPLYING: 'info',
  REGISTRATION_CLOSED: 'neutral',
  REJECTED: 'danger',
  ISSUED: 'success',
  CLAIMED: 'neutral',
  IN_PROGRESS: 'info',
  SIGNED_UP: 'info',
  COMING_SOON: 'warning',
};

export interface PromotionStatusTagProps {
  status: ActivityStatus;
  className?: string;
}

/** Where the player stands in a promotion, as a coloured label (the colour is never the only cue). */
export function PromotionStatusTag({ status, className }: PromotionStatusTagProps) {
  const { i18n } = useLingui();
  const label = ACTIVITY_STATUS_LABEL[status];
  return (
    <Pill className={className} data-tone={TONE[status] ?? 'neutral'} data-status={status}>
      {label ? i18n._(label) : status}
    </Pill>
  );
}

/** A small rounded label: a status or a promotion's tag. Text stays on `text` for contrast in both modes. */
export const Pill = styled.span`
  display: inline-flex;
  align-items: center;
  min-height: 24px;
  padding: 0 ${vars.space.sm};
  border: 1px solid ${vars.color.borderSubtle};
  border-radius: ${vars.radius.pill};
  background: ${vars.color.surfaceSunken};
  color: ${vars.color.text};
  font-size: ${vars.font.size.xs};
  font-weight: ${vars.font.weight.bold};
  line-height: 1.2;
  white-space: nowrap;

  &[data-tone='primary'] {
    border-color: ${vars.color.primary};
    background: ${vars.color.primary};
    color: ${vars.color.onPrimary};
  }
  &[data-tone='success'] {
    border-color: ${vars.color.success};
    background: ${vars.color.successSoft};
  }
  &[data-tone='info'] {
    border-color: ${vars.color.info};
    background: ${vars.color.infoSoft};
  }
  &[data-tone='warning'] {
    border-color: ${vars.color.warning};
    background: ${vars.color.warningSoft};
  }
  &[data-tone='danger'] {
    border-color: ${vars.color.danger};
    background: ${vars.color.dangerSoft};
  }
`;
