import { useId, useRef, useState, type MouseEvent } from 'react';
import { styled } from 'styled-components';
import { useLingui } from '@lingui/react/macro';
import { vars } from '../theme/css-variables';
import { Button } from '../Button/Button';
import { Modal } from '../Modal/Modal';
import { formatMoney } from '../utils/format-money';
import { focusRing } from '../utils/focus-ring';
import { formatElapsed } from '../SessionTimer/elapsed';

export interface RealityCheckDialogProps {
  /** Whether the reminder shows (controlled). */
  isOpen: boolean;
  /** How long the player has been logged in, in seconds, when the reminder came. */
  sessionSeconds: number;
  /** Payouts less stakes since the session started: negative is a loss. */
  netResult: number;
  /** The brand's currency symbol before the amount. */
  currencySymbol?: string;
  /** Where the betting record is. */
  bettingRecordHref: string;
  /**
   * Called on a plain click of the betting-record link, before the reminder closes; call
   * `event.preventDefault()` to navigate in the app instead of loading the page.
   */
  onBettingRecord?: (event: MouseEvent<HTMLAnchorElement>) => void;
  /** "Continue": the reminder closes and the session goes on. */
  onContinue: () => void;
  /** "Log out": while a returned promise is pending the button shows that it is busy. */
  onLogOut: () => unknown;
  /** Called when the reminder has closed and left the page. */
  onClosed?: () => void;
  /** Where the reminder's layer is put; `document.body` when omitted. */
  container?: Element | null;
}

const isPlainClick = (event: MouseEvent) => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * The reality check (UKGC RTS 13): how long the player has been logged in and what the session
 * has won or lost, with a link to the betting record, "Continue" and "Log out". It is an
 * `alertdialog` that only those two choices close (not Escape), holds the focus, and opens above
 * every layer already open, a game's included.
 */
export function RealityCheckDialog({
  isOpen,
  sessionSeconds,
  netResult,
  currencySymbol,
  bettingRecordHref,
  onBettingRecord,
  onContinue,
  onLogOut,
  onClosed,
  container,
}: RealityCheckDialogProps) {
  const { t, i18n } = useLingui();
  const textId = useId();
  const continueRef = useRef<HTMLButtonElement>(null);
  const [isLoggingOut, setLoggingOut] = useState(false);
  const mood = netResult > 0 ? 'won' : netResult < 0 ? 'lost' : 'even';

  const logOut = async () => {
    setLoggingOut(true);
    try {
      await onLogOut();
    } finally {
      setLoggingOut(false);
    }
  };

  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={(open) => !open && onContinue()}
      onClosed={onClosed}
      container={container}
      title={t`Reality check`}
      role="alertdialog"
      aria-describedby={textId}
      isDismissable={false}
      hasCloseButton={false}
      width={400}
      minHeight={0}
      initialFocusRef={continueRef}
      data-reality-check=""
    >
      <Text id={textId}>{t`A reminder of how long you have been playing and how your session stands.`}</Text>
      <Figures>
        <div>
          <dt>{t`Session time`}</dt>
          <dd data-figure="session-time">{formatElapsed(sessionSeconds)}</dd>
        </div>
        <div>
          <dt>{t`Net result`}</dt>
          <dd data-figure="net-result" data-mood={mood}>
            {formatMoney(netResult, i18n.locale, currencySymbol)}
          </dd>
        </div>
      </Figures>
      <RecordLink
        href={bettingRecordHref}
        onClick={(event) => {
          if (!isPlainClick(event)) return;
          onBettingRecord?.(event);
        }}
      >
        {t`View your betting record`}
      </RecordLink>
      <Footer>
        <Button variant="secondary" isLoading={isLoggingOut} onClick={() => void logOut()}>
          {t`Log out`}
        </Button>
        <Button ref={continueRef} onClick={onContinue} isDisabled={isLoggingOut}>
          {t`Continue`}
        </Button>
      </Footer>
    </Modal>
  );
}
RealityCheckDialog.displayName = 'RealityCheckDialog';

const Text = /* @__PURE__ */ styled.p`
  margin: 0;
  color: ${vars.color.text};
`;

const Figures = /* @__PURE__ */ styled.dl`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${vars.space.sm};
  margin: 0;

  & > div {
    display: flex;
    flex-direction: column;
    gap: ${vars.space.xxs};
    padding: ${vars.space.sm} ${vars.space.md};
    border-radius: ${vars.radius.lg};
    background: ${vars.color.surfaceSunken};
  }
  dt {
    color: ${vars.color.textMuted};
    font-size: ${vars.font.size.sm};
  }
  dd {
    margin: 0;
    color: ${vars.color.text};
    font-size: ${vars.font.size.lg};
    font-weight: ${vars.font.weight.bold};
    font-variant-numeric: tabular-nums;
  }
`;

const RecordLink = /* @__PURE__ */ styled.a`
  align-self: flex-start;
  color: ${vars.color.text};
  font-weight: ${vars.font.weight.bold};
  text-decoration: underline;
  text-underline-offset: 2px;
  border-radius: ${vars.radius.sm};
  ${focusRing()}
`;

const Footer = /* @__PURE__ */ styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${vars.space.sm};
`;
