import { useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { styled } from 'styled-components';
import { Alert, Button, Modal, PasswordField, Skeleton, TextField, vars } from '@platform/ui';
import { GATEWAY_ERROR_CODE, isApiError, type ConvertPointsResult } from '@platform/api';
import { LoadFailed } from '../../components/LoadFailed';
import { errorMessage } from '../../lib/error-message';
import { memberCentrePath } from '../../lib/paths/centre-paths';
import { usePaymentPasswordStatus } from '../../lib/server-state/use-payment-password';
import { useCurrencySymbol } from '../../lib/server-state/use-site-config';
import { formatMoney, formatPoints } from './format';
import { useConvertPoints } from './use-convert-points';

/** The payment password's rule in the contract: six digits. */
const PAYMENT_PASSWORD = /^[0-9]{6}$/;

export interface ConvertPointsDialogProps {
  isOpen: boolean;
  /** The member's points now: the most that can be converted. */
  points: number;
  /** Points worth 1.00. */
  ratio: number;
  onClose: () => void;
  onConverted: (result: ConvertPointsResult) => void;
}

/**
 * Converts points to balance at the merchant's ratio, with the payment password. A member
 * without a payment password is sent to the security centre to set one. Refusals show inside the
 * dialog, which keeps what was typed.
 */
export function ConvertPointsDialog({ isOpen, points, ratio, onClose, onConverted }: ConvertPointsDialogProps) {
  const { t } = useLingui();
  return (
    <Modal isOpen={isOpen} onOpenChange={(open) => !open && onClose()} title={t`Convert points to balance`} width={440} minHeight={0}>
      {isOpen && <ConvertArea points={points} ratio={ratio} onCancel={onClose} onConverted={onConverted} />}
    </Modal>
  );
}

function ConvertArea({ points, ratio, onCancel, onConverted }: { points: number; ratio: number; onCancel: () => void; onConverted: (result: ConvertPointsResult) => void }) {
  const { t } = useLingui();
  const status = usePaymentPasswordStatus();
  if (status.isPending) {
    return (
      <Skeleton.Group label={t`Loading`}>
        <Skeleton variant="rect" height="10rem" />
      </Skeleton.Group>
    );
  }
  if (status.isError) return <LoadFailed title={t`The conversion could not be opened.`} error={status.error} onRetry={() => void status.refetch()} />;
  if (!status.data.isSet) {
    return (
      <Alert tone="warning" title={t`Set a payment password first.`}>
        {t`Converting points needs your payment password.`}{' '}
        <Link to={`${memberCentrePath('securityCenter')}#payment-password`}>{t`Set it in the security centre`}</Link>
      </Alert>
    );
  }
  return <ConvertForm points={points} ratio={ratio} onCancel={onCancel} onConverted={onConverted} />;
}

interface FormErrors {
  points?: string;
  password?: string;
}

function ConvertForm({ points, ratio, onCancel, onConverted }: { points: number; ratio: number; onCancel: () => void; onConverted: (result: ConvertPointsResult) => void }) {
  const { t, i18n } = useLingui();
  const currency = useCurrencySymbol();
  const convert = useConvertPoints();
  const [pointsText, setPointsText] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FormErrors>({});

  // Money moves in cents: the fewest points (and the step) is what one cent is worth.
  const minimum = Math.max(1, Math.round(ratio / 100));
  const asked = /^\d+$/.test(pointsText.trim()) ? Number(pointsText.trim()) : NaN;
  const worth = Number.isFinite(asked) ? `${currency}${formatMoney(asked / ratio, i18n.locale)}` : '–';
  const step = formatPoints(minimum, i18n.locale);
  const most = formatPoints(points, i18n.locale);

  const validate = (): FormErrors => {
    const found: FormErrors = {};
    if (!Number.isInteger(asked) || asked < minimum) found.points = t`Enter at least ${step} points.`;
    else if (asked % minimum !== 0) found.points = t`Points are converted in steps of ${step}.`;
    else if (asked > points) found.points = t`You have ${most} points.`;
    if (!PAYMENT_PASSWORD.test(password)) found.password = password === '' ? t`Please enter your payment password.` : t`The payment password is 6 digits.`;
    return found;
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (convert.isPending) return;
    const found = validate();
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    convert.mutate({ points: asked, paymentPassword: password }, { onSuccess: onConverted });
  };

  const failure =
    convert.isError && isApiError(convert.error) && convert.error.code === GATEWAY_ERROR_CODE.insufficientBalance ? t`You do not have enough points for this.` : errorMessage(convert.error);
  return (
    <Form onSubmit={submit} noValidate aria-label={t`Convert points to balance`}>
      <Worth>{t`You receive ${worth}`}</Worth>
      <TextField
        label={t`Points to convert`}
        description={t`Up to ${most} points, in steps of ${step}.`}
        inputMode="numeric"
        value={pointsText}
        onChange={setPointsText}
        isRequired
        errorMessage={errors.points}
      />
      <PasswordField
        label={t`Payment password`}
        autoComplete="current-password"
        inputMode="numeric"
        maxLength={6}
        value={password}
        onChange={setPassword}
        isRequired
        errorMessage={errors.password}
      />
      {convert.isError && <Alert tone="danger">{failure}</Alert>}
      <Buttons>
        <Button variant="ghost" onClick={onCancel}>
          {t`Cancel`}
        </Button>
        <Button type="submit" isLoading={convert.isPending}>
          {t`Convert`}
        </Button>
      </Buttons>
    </Form>
  );
}

const Form = styled.form`
  display: grid;
  gap: ${vars.space.md};
`;

const Worth = styled.p`
  margin: 0;
  font-weight: ${vars.font.weight.bold};
  font-variant-numeric: tabular-nums;
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${vars.space.sm};
`;
