import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { styled } from 'styled-components';
import { Alert, AmountField, Button, formatMoney, Modal, PasswordField, Skeleton, vars } from '@platform/ui';
import type { MemberTransferResult, TeamMember } from '@platform/api';
import { LoadFailed } from '../../../components/LoadFailed';
import { errorMessage } from '../../../lib/error-message';
import { memberCentrePath } from '../../../lib/paths/centre-paths';
import { useFunds } from '../../../lib/server-state/use-funds';
import { usePaymentPasswordStatus } from '../../../lib/server-state/use-payment-password';
import { useCurrencySymbol } from '../../../lib/server-state/use-site-config';
import { accountTypeLabel } from '../open-account/account-types';
import { useTransferToDownline } from './queries';

/** The payment password's rule in the contract: six digits. */
const PAYMENT_PASSWORD = /^[0-9]{6}$/;

/** Where the member centre's security centre sets the payment password. */
const PAYMENT_PASSWORD_PATH = `${memberCentrePath('securityCenter')}#payment-password`;

export interface TransferToDownlineDialogProps {
  /** The member of the team the money goes to; the dialog is closed while null. */
  recipient: TeamMember | null;
  onClose: () => void;
}

/**
 * Moves the agent's withdrawable money to a member of its team, with the payment password. The
 * transfer (and its request ids) outlives one opening of the dialog, so a submission retried
 * after a network error, even after closing and opening the dialog again, moves the money once.
 */
export function TransferToDownlineDialog({ recipient, onClose }: TransferToDownlineDialogProps) {
  const { t } = useLingui();
  const transfer = useTransferToDownline();

  return (
    <Modal
      isOpen={recipient !== null}
      onOpenChange={(isOpen) => !isOpen && onClose()}
      // The next opening starts without this one's refusal or confirmation (the request ids stay).
      onClosed={transfer.reset}
      title={t`Transfer to a downline`}
      hasCloseButton
      width={440}
      minHeight={0}
    >
      {recipient && (
        <TransferBody key={recipient.account} recipient={recipient} transfer={transfer} onClose={onClose} />
      )}
    </Modal>
  );
}

type Transfer = ReturnType<typeof useTransferToDownline>;

function TransferBody({ recipient, transfer, onClose }: { recipient: TeamMember; transfer: Transfer; onClose: () => void }) {
  const { t } = useLingui();
  const funds = useFunds();
  const passwordStatus = usePaymentPasswordStatus();

  if (transfer.isSuccess) return <TransferDone result={transfer.data} onClose={onClose} />;
  if (funds.isPending) {
    return (
      <Skeleton.Group label={t`Loading your withdrawable money`}>
        <Skeleton variant="rect" height="14rem" />
      </Skeleton.Group>
    );
  }
  if (funds.isError) {
    return <LoadFailed title={t`Your withdrawable money could not be loaded.`} error={funds.error} onRetry={() => void funds.refetch()} />;
  }
  return (
    <Column>
      <RecipientFacts recipient={recipient} withdrawable={funds.data.availableBalance} />
      {passwordStatus.data && !passwordStatus.data.isSet && (
        <Alert tone="warning" title={t`Set a payment password first`}>
          {t`A transfer to a downline needs your payment password.`}{' '}
          <Trans>
            <Link to={PAYMENT_PASSWORD_PATH}>Set it in the member centre’s security centre</Link>.
          </Trans>
        </Alert>
      )}
      {passwordStatus.data?.lockedUntil != null && <PasswordLocked lockedUntil={passwordStatus.data.lockedUntil} />}
      <TransferForm recipient={recipient} withdrawable={funds.data.availableBalance} transfer={transfer} onCancel={onClose} />
    </Column>
  );
}

/** Too many wrong payment passwords: when they are taken again. */
function PasswordLocked({ lockedUntil }: { lockedUntil: number }) {
  const { t, i18n } = useLingui();
  const time = i18n.date(new Date(lockedUntil), { hour: '2-digit', minute: '2-digit' });
  return <Alert tone="warning">{t`Too many wrong payment passwords: try again after ${time}.`}</Alert>;
}

/** Who receives the money, and how much the agent may send. */
function RecipientFacts({ recipient, withdrawable }: { recipient: TeamMember; withdrawable: number }) {
  const { t, i18n } = useLingui();
  const symbol = useCurrencySymbol();
  const nickname = recipient.nickname;
  return (
    <Facts>
      <dt>{t`Recipient`}</dt>
      <dd>
        <span>
          {recipient.account}
          {nickname && <Muted> ({nickname})</Muted>}
        </span>
        <Muted>{accountTypeLabel(recipient.type, i18n)}</Muted>
      </dd>
      <dt>{t`Your withdrawable money`}</dt>
      <dd>{formatMoney(withdrawable, i18n.locale, symbol)}</dd>
    </Facts>
  );
}

interface FormErrors {
  amount?: string;
  password?: string;
}

function TransferForm({ recipient, withdrawable, transfer, onCancel }: { recipient: TeamMember; withdrawable: number; transfer: Transfer; onCancel: () => void }) {
  const { t, i18n } = useLingui();
  const symbol = useCurrencySymbol();
  const [text, setText] = useState('');
  const [amount, setAmount] = useState<number | null>(null);
  const [isAmountBroken, setAmountBroken] = useState(false);
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FormErrors>({});
  const [isSubmitted, setSubmitted] = useState(false);
  const shownWithdrawable = formatMoney(withdrawable, i18n.locale, symbol);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (transfer.isPending) return;
    setSubmitted(true);
    const found: FormErrors = {};
    if (amount === null) found.amount = t`Please enter an amount.`;
    if (!PAYMENT_PASSWORD.test(password)) found.password = password === '' ? t`Please enter your payment password.` : t`The payment password is 6 digits.`;
    setErrors(found);
    if (Object.keys(found).length > 0 || isAmountBroken || amount === null) return;
    transfer.mutate({ toAccount: recipient.account, amount, paymentPassword: password });
  };

  return (
    <Form onSubmit={submit} noValidate aria-label={t`Transfer to ${recipient.account}`}>
      <AmountField
        label={t`Amount`}
        currencySymbol={symbol}
        min={0.01}
        available={withdrawable}
        value={text}
        onChange={(next, nextAmount, { failedRule }) => {
          setText(next);
          setAmount(nextAmount);
          setAmountBroken(failedRule !== null);
        }}
        isValidationShown={isSubmitted}
        errorMessage={errors.amount !== undefined && amount === null ? errors.amount : undefined}
        description={t`Only withdrawable money can be transferred: up to ${shownWithdrawable}.`}
        isRequired
      />
      <PasswordField
        label={t`Payment password`}
        description={t`The 6 digits you set in the security centre.`}
        autoComplete="current-password"
        inputMode="numeric"
        maxLength={6}
        value={password}
        onChange={setPassword}
        isRequired
        errorMessage={errors.password !== undefined && !PAYMENT_PASSWORD.test(password) ? errors.password : undefined}
      />
      {transfer.isError && <Alert tone="danger">{errorMessage(transfer.error)}</Alert>}
      <Buttons>
        <Button variant="ghost" onClick={onCancel}>
          {t`Cancel`}
        </Button>
        <Button type="submit" isLoading={transfer.isPending}>
          {t`Transfer`}
        </Button>
      </Buttons>
    </Form>
  );
}

/** The transfer went through: what moved, to whom, and its reference. */
function TransferDone({ result, onClose }: { result: MemberTransferResult; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const symbol = useCurrencySymbol();
  const closeRef = useRef<HTMLButtonElement>(null);
  // The form that had focus is gone: the way out takes it.
  useEffect(() => closeRef.current?.focus(), []);
  const moved = formatMoney(result.amount, i18n.locale, symbol);
  const to = result.toAccount;
  const reference = result.transferId;
  return (
    <Column>
      <Alert tone="success" title={t`Transfer done`}>
        {t`${moved} transferred to ${to}. Reference ${reference}.`}
      </Alert>
      <Buttons>
        <Button ref={closeRef} onClick={onClose}>
          {t`Done`}
        </Button>
      </Buttons>
    </Column>
  );
}

const Column = styled.div`
  display: grid;
  gap: ${vars.space.md};
  min-width: 0;
`;

const Form = styled.form`
  display: grid;
  gap: ${vars.space.md};
  min-width: 0;
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, max-content) minmax(0, 1fr);
  gap: ${vars.space.xs} ${vars.space.lg};
  margin: 0;
  padding: ${vars.space.md};
  border: 1px solid ${vars.color.borderSubtle};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface};

  dt {
    color: ${vars.color.textMuted};
  }
  dd {
    display: grid;
    margin: 0;
    font-weight: ${vars.font.weight.bold};
    font-variant-numeric: tabular-nums;
    overflow-wrap: anywhere;
  }
`;

const Muted = styled.span`
  color: ${vars.color.textMuted};
  font-weight: ${vars.font.weight.regular};
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${vars.space.sm};
`;
