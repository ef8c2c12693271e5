import { useEffect, useState } from 'react';
import { useHref, useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import type { SessionSummary } from '@platform/api';
import { RealityCheckDialog } from '@platform/ui';
import { signOut } from '../../auth';
import { memberCentrePath } from '../../../lib/paths/centre-paths';
import { useCurrencySymbol } from '../../../lib/server-state/use-site-config';
import { useSession } from '../../../lib/session/session';
import { isTrial } from '../../../lib/session/session-store';
import { nextRealityCheckAt, sessionSecondsAt } from './reality-check-schedule';
import { sessionSummaryQuery, useSessionSummary } from './session-summary-query';

const BETTING_RECORD_PATH = memberCentrePath('personalHistoryCopy');

interface Reminder {
  summary: SessionSummary;
  /** When it was shown: the session time it reports. */
  shownAt: number;
}

/** A game in full screen would hide any page layer: the reminder leaves full screen first. */
function leaveFullScreen(): void {
  if (typeof document !== 'undefined' && document.fullscreenElement) void document.exitFullscreen?.().catch(() => undefined);
}

/**
 * The reality check (issue 22, item 2): at each whole interval of session time the member chose,
 * it asks the gateway for the session's figures afresh and shows the reminder, over anything on
 * the page (a running game's included). "Continue" waits for the next interval; "Log out" signs
 * out. Mounted in the layout while a member is logged in.
 */
export default function RealityCheckHost() {
  const session = useSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const currencySymbol = useCurrencySymbol();
  const bettingRecordHref = useHref(BETTING_RECORD_PATH);
  const { data: summary } = useSessionSummary();
  const [reminder, setReminder] = useState<Reminder | null>(null);
  const [isOpen, setOpen] = useState(false);
  // Reminders due after this instant are still to come; "Continue" moves it on.
  const [answeredAt, setAnsweredAt] = useState(() => Date.now());
  const token = session?.token ?? '';
  const isMember = token !== '' && !isTrial(session);

  useEffect(() => {
    if (!summary || isOpen || !isMember) return;
    const dueAt = nextRealityCheckAt(summary.startedAt, summary.realityCheckMinutes, answeredAt);
    if (dueAt === null) return;
    let isCurrent = true;
    const timer = setTimeout(
      () => {
        void queryClient
          .fetchQuery({ ...sessionSummaryQuery(token), staleTime: 0 })
          // Without fresh figures the reminder still comes, with the last ones known.
          .catch(() => summary)
          .then((fresh) => {
            if (!isCurrent) return;
            // Turned off, or another session, in the meantime: the effect runs again with the new summary.
            if (fresh.realityCheckMinutes === 0 || fresh.startedAt !== summary.startedAt) return;
            leaveFullScreen();
            setReminder({ summary: fresh, shownAt: Date.now() });
            setOpen(true);
          });
      },
      Math.max(0, dueAt - Date.now()),
    );
    return () => {
      isCurrent = false;
      clearTimeout(timer);
    };
  }, [summary, isOpen, isMember, answeredAt, queryClient, token]);

  const answer = () => {
    setOpen(false);
    setAnsweredAt(Date.now());
  };

  if (!reminder) return null;
  return (
    <RealityCheckDialog
      isOpen={isOpen}
      sessionSeconds={sessionSecondsAt(reminder.summary.startedAt, reminder.shownAt)}
      netResult={reminder.summary.netResult}
      currencySymbol={currencySymbol}
      bettingRecordHref={bettingRecordHref}
      onBettingRecord={(event) => {
        event.preventDefault();
        answer();
        void navigate(BETTING_RECORD_PATH);
      }}
      onContinue={answer}
      onLogOut={async () => {
        await signOut({ navigate, queryClient });
        setOpen(false);
      }}
      onClosed={() => setReminder(null)}
    />
  );
}
