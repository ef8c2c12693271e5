import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { styled } from 'styled-components';
import { Button, useCountdown, useReducedMotion } from '@platform/ui';
import { CustomerServiceButton } from '../../features/customer-service';
import { StatusPage, Strong } from './StatusPage';

export interface MaintenanceViewProps {
  /** The server's maintenance message; a translated default when absent. */
  message?: string | null;
  /** When the maintenance ends (ISO 8601), when the server knows. */
  endTime?: string | null;
  /**
   * Reads the platform's status again ("Try again", and by itself once the end time passes).
   * Resolves to whether the status could be read; when it says the site is open, the app leaves
   * this page. Without it there is no "Try again".
   */
  onRetry?: () => Promise<boolean>;
}

type RetryNote = 'unchanged' | 'failed' | null;

/** The live countdown shows in the last day only; further off, the date says enough. */
const COUNTDOWN_FROM_SECONDS = 24 * 60 * 60;

const pad = (value: number) => String(value).padStart(2, '0');

/** `h:mm:ss`, or `h:mm` (minutes rounded up) for players who asked for less motion. */
function clock(seconds: number, withSeconds: boolean): string {
  if (!withSeconds) {
    const minutes = Math.ceil(seconds / 60);
    return `${Math.floor(minutes / 60)}:${pad(minutes % 60)}`;
  }
  return `${Math.floor(seconds / 3600)}:${pad(Math.floor((seconds % 3600) / 60))}:${pad(seconds % 60)}`;
}

/** The maintenance page (system status 1): message, end time, customer service and "Try again". */
export function MaintenanceView({ message, endTime, onRetry }: MaintenanceViewProps) {
  const { t, i18n } = useLingui();
  const isReducedMotion = useReducedMotion();
  const endsAt = useMemo(() => {
    const time = endTime ? Date.parse(endTime) : Number.NaN;
    return Number.isNaN(time) ? null : time;
  }, [endTime]);
  const endText = useMemo(() => {
    if (endsAt === null) return null;
    // The visitor's locale and time zone, with the zone named so the hour is not misread.
    return new Intl.DateTimeFormat(i18n.locale, {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZoneName: 'short',
    }).format(endsAt);
  }, [endsAt, i18n.locale]);

  const [isChecking, setIsChecking] = useState(false);
  const [note, setNote] = useState<RetryNote>(null);
  const isMounted = useRef(true);
  useEffect(() => {
    isMounted.current = true;
    return () => {
      isMounted.current = false;
    };
  }, []);
  const recheck = useCallback(async () => {
    if (!onRetry) return;
    setIsChecking(true);
    setNote(null);
    const isRead = await onRetry().catch(() => false);
    // Still here: the status was read and the site is still closed, or it could not be read.
    if (!isMounted.current) return;
    setIsChecking(false);
    setNote(isRead ? 'unchanged' : 'failed');
  }, [onRetry]);

  const countdown = useCountdown();
  const { start } = countdown;
  useEffect(() => {
    if (endsAt !== null) start(endsAt);
  }, [endsAt, start]);
  // When the announced end passes, look again once by itself.
  const hasCountedDown = useRef(false);
  useEffect(() => {
    if (countdown.isRunning) hasCountedDown.current = true;
    else if (hasCountedDown.current) {
      hasCountedDown.current = false;
      void recheck();
    }
  }, [countdown.isRunning, recheck]);

  return (
    <StatusPage
      name="maintenance"
      tone="warning"
      icon={<WrenchIcon />}
      title={<Trans>Under maintenance</Trans>}
      actions={
        <>
          <CustomerServiceButton />
          {onRetry && (
            <Button variant="secondary" isLoading={isChecking} onClick={() => void recheck()}>
              <Trans>Try again</Trans>
            </Button>
          )}
        </>
      }
    >
      <p>{message || t`The platform is being upgraded. Please come back soon.`}</p>
      {endText !== null && endTime && (
        <p>
          <Trans>
            Expected back at{' '}
            <Strong as="time" dateTime={endTime}>
              {endText}
            </Strong>
          </Trans>
        </p>
      )}
      {countdown.isRunning && countdown.secondsLeft < COUNTDOWN_FROM_SECONDS && (
        <p>
          <Trans>Time left:</Trans>{' '}
          {/* A timer is not read out at every tick (role timer is live "off"). */}
          <Clock role="timer">{clock(countdown.secondsLeft, !isReducedMotion)}</Clock>
        </p>
      )}
      <Note role="status">
        {note === 'unchanged' && t`The platform is still being upgraded. Please try again later.`}
        {note === 'failed' && t`Network connection abnormal, please retry.`}
      </Note>
    </StatusPage>
  );
}
MaintenanceView.displayName = 'MaintenanceView';

const Clock = styled(Strong)`
  font-variant-numeric: tabular-nums;
`;

const Note = styled.p`
  font-size: ${({ theme }) => theme.font.size.sm};
`;

function WrenchIcon() {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" focusable="false">
      <path d="M14.7 6.3a4 4 0 0 0 5.3 5.3l-8.4 8.4a2.1 2.1 0 0 1-3-3l8.4-8.4" />
      <path d="M14.7 6.3 17 4l3 3-2.3 2.3" />
    </svg>
  );
}
