import { useId, useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { styled } from 'styled-components';
import { Alert, AmountField, Button, ImageUpload, RemarkField, focusRing, vars } from '@platform/ui';
import {
  MAX_PROOF_IMAGE_BYTES,
  MAX_PROOF_IMAGES,
  WITHDRAWAL_REMARK_MAX_LENGTH,
  type ConfirmWithdrawalRequest,
  type Withdrawal,
  type WithdrawalOutcome,
} from '@platform/api';
import { errorMessage } from '../../../lib/error-message';
import { useCurrencySymbol } from '../../../lib/server-state/use-site-config';
import { readAsBase64 } from './proof-image';
import { useConfirmWithdrawal } from './queries';
import { useMoney } from './use-money';

interface FormErrors {
  outcome?: string;
  amountReceived?: string;
  images?: string;
  remark?: string;
}

/**
 * The player's answer about a payout: received in full; received in part (the amount received,
 * below the amount paid, and the remainder that follows); or not received, with proof images.
 * Both partial answers take proof images and a remark. The gateway takes one answer only.
 */
export function ConfirmReceiptForm({ withdrawal, onConfirmed }: { withdrawal: Withdrawal; onConfirmed: (withdrawal: Withdrawal) => void }) {
  const { t } = useLingui();
  const money = useMoney();
  const currency = useCurrencySymbol();
  const confirm = useConfirmWithdrawal();
  const outcomeErrorId = useId();
  const [outcome, setOutcome] = useState<WithdrawalOutcome | null>(null);
  const [receivedText, setReceivedText] = useState('');
  const [received, setReceived] = useState<number | null>(null);
  const [images, setImages] = useState<readonly File[]>([]);
  const [remark, setRemark] = useState('');
  const [isRemarkTooLong, setRemarkTooLong] = useState(false);
  const [errors, setErrors] = useState<FormErrors>({});
  const [isValidationShown, setValidationShown] = useState(false);
  const [readFailure, setReadFailure] = useState<string | null>(null);

  const paid = withdrawal.paidAmount;
  const takesProof = outcome === 'RECEIVED' || outcome === 'NOT_RECEIVED';
  const remainderCents = received === null ? null : Math.round(paid * 100) - Math.round(received * 100);

  const validate = (): FormErrors => {
    const found: FormErrors = {};
    if (outcome === null) found.outcome = t`Choose what arrived.`;
    if (outcome === 'RECEIVED') {
      const paidText = money(paid);
      if (received === null || received <= 0) found.amountReceived = t`Enter the amount you received.`;
      else if (received >= paid) found.amountReceived = t`Enter less than the ${paidText} paid, or choose "Received in full".`;
    }
    if (outcome === 'NOT_RECEIVED' && images.length === 0) found.images = t`Add at least one image that shows the money did not arrive.`;
    if (takesProof && isRemarkTooLong) found.remark = t`At most ${WITHDRAWAL_REMARK_MAX_LENGTH} characters.`;
    return found;
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (confirm.isPending) return;
    const found = validate();
    setErrors(found);
    setValidationShown(true);
    if (Object.keys(found).length > 0 || outcome === null) return;
    const request: ConfirmWithdrawalRequest = { withdrawalNo: withdrawal.withdrawalNo, outcome };
    if (outcome === 'RECEIVED' && received !== null) request.amountReceived = received;
    if (takesProof) {
      if (remark.trim() !== '') request.remark = remark.trim();
      if (images.length > 0) {
        try {
          request.proofImages = await Promise.all(images.map(readAsBase64));
          setReadFailure(null);
        } catch {
          setReadFailure(t`An image could not be read. Remove it and choose it again.`);
          return;
        }
      }
    }
    confirm.mutate(request, { onSuccess: onConfirmed });
  };

  const choices: Array<{ value: WithdrawalOutcome; label: string }> = [
    { value: 'FULLY_RECEIVED', label: t`Received in full` },
    { value: 'RECEIVED', label: t`Received in part` },
    { value: 'NOT_RECEIVED', label: t`Not received` },
  ];
  const paidText = money(paid);
  const remainder = remainderCents !== null && remainderCents > 0 ? money(remainderCents / 100) : null;

  return (
    <Form onSubmit={(event) => void submit(event)} noValidate aria-label={t`Confirm receipt`}>
      <Choices aria-describedby={errors.outcome ? outcomeErrorId : undefined}>
        <legend>{t`Did the ${paidText} arrive in your bank account?`}</legend>
        {choices.map((choice) => (
          <Choice key={choice.value}>
            <input
              type="radio"
              name={`${outcomeErrorId}-outcome`}
              value={choice.value}
              checked={outcome === choice.value}
              onChange={() => setOutcome(choice.value)}
            />
            <span>{choice.label}</span>
          </Choice>
        ))}
        {errors.outcome && <FieldError id={outcomeErrorId}>{errors.outcome}</FieldError>}
      </Choices>
      {outcome === 'RECEIVED' && (
        <>
          <AmountField
            label={t`Amount received`}
            currencySymbol={currency}
            max={paid}
            description={t`Less than the ${paidText} paid.`}
            value={receivedText}
            onChange={(text, amount) => {
              setReceivedText(text);
              setReceived(amount);
            }}
            isRequired
            isValidationShown={isValidationShown}
            errorMessage={errors.amountReceived}
          />
          {remainder !== null && <Remainder>{t`Remainder not received: ${remainder}`}</Remainder>}
        </>
      )}
      {takesProof && (
        <>
          <ImageUpload
            label={t`Proof images`}
            files={images}
            onFilesChange={setImages}
            maxFiles={MAX_PROOF_IMAGES}
            maxFileSize={MAX_PROOF_IMAGE_BYTES}
            isRequired={outcome === 'NOT_RECEIVED'}
            errorMessage={errors.images}
          />
          <RemarkField
            label={t`Remark`}
            maxLength={WITHDRAWAL_REMARK_MAX_LENGTH}
            value={remark}
            onChange={(value, details) => {
              setRemark(value);
              setRemarkTooLong(details.isTooLong);
            }}
            errorMessage={errors.remark}
          />
        </>
      )}
      {readFailure && <Alert tone="danger">{readFailure}</Alert>}
      {confirm.isError && <Alert tone="danger">{errorMessage(confirm.error)}</Alert>}
      <div>
        <Button type="submit" isLoading={confirm.isPending}>
          {t`Send confirmation`}
        </Button>
      </div>
    </Form>
  );
}

const Form = styled.form`
  display: grid;
  gap: ${vars.space.md};
`;

const Choices = styled.fieldset`
  display: grid;
  gap: ${vars.space.xs};
  margin: 0;
  padding: 0;
  border: 0;

  legend {
    margin-bottom: ${vars.space.sm};
    padding: 0;
    font-weight: ${vars.font.weight.bold};
  }
`;

const Choice = styled.label`
  display: flex;
  align-items: center;
  gap: ${vars.space.sm};
  min-height: 44px;
  padding: 0 ${vars.space.md};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.lg};
  cursor: pointer;

  input {
    width: 1.1em;
    height: 1.1em;
    margin: 0;
    accent-color: ${vars.color.primary};
    ${focusRing()}
  }
  &:has(input:checked) {
    border-color: ${vars.color.primary};
  }
`;

const FieldError = styled.p`
  margin: 0;
  color: ${vars.color.danger};
  font-size: ${vars.font.size.sm};
`;

const Remainder = styled.p`
  margin: 0;
  font-variant-numeric: tabular-nums;
`;
