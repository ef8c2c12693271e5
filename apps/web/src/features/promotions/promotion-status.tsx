import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import type { ActivityStatus } from '@platform/api';
import { Pill, type StatusTone } from '../../components/Pill';

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
