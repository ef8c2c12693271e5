import { useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { styled } from 'styled-components';
import { Alert, AmountField, Button, vars } from '@platform/ui';
import type { CreateDepositRequest, DepositChannels, DepositOrder } from '@platform/api';
import { errorMessage } from '../../../lib/error-message';
import { ChannelPicker } from './ChannelPicker';
import { useCreateDeposit } from './deposit-queries';
import { FirstDepositOffer } from './FirstDepositOffer';
import { isUncertainFailure, useRequestIds } from '../../../lib/money/request-ids';

export interface DepositFormProps {
  /** The channels and the first-deposit promotion, as the gateway answered. */
  offer: DepositChannels;
  currencySymbol: string;
  /** Called with the order the gateway opened. */
  onOpened: (order: DepositOrder) => void;
}

type AmountProblem = 'missing' | 'min' | 'max';

function amountProblem(amount: number | null, min: number, max: number): AmountProblem | null {
  if (amount === null || amount <= 0) return 'missing';
  const cents = Math.round(amount * 100);
  if (cents < Math.round(min * 100)) return 'min';
  if (cents > Math.round(max * 100)) return 'max';
  return null;
}

/**
 * Opens a deposit: a channel, an amount within its limits (its quick amounts one press away),
 * and the first-deposit promotion when it is offered. What the player chose stays after a
 * refusal, and a retry after a network failure sends the same request id.
 */
export function DepositForm({ offer, currencySymbol, onOpened }: DepositFormProps) {
  const { t } = useLingui();
  const [channelCode, setChannelCode] = useState(offer.channels[0]?.channelCode ?? '');
  const [amountText, setAmountText] = useState('');
  const [amount, setAmount] = useState<number | null>(null);
  const [isJoined, setJoined] = useState(false);
  const [isSubmitted, setSubmitted] = useState(false);
  const create = useCreateDeposit();
  const requestIds = useRequestIds();

  const channel = offer.channels.find((candidate) => candidate.channelCode === channelCode) ?? offer.channels[0]!;
  const promotion = offer.firstDepositPromotion;
  const problem = amountProblem(amount, channel.minAmount, channel.maxAmount);
  const isPromotionTooSmall = promotion !== null && isJoined && amount !== null && amount < promotion.minDeposit;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending) return;
    setSubmitted(true);
    if (problem !== null || isPromotionTooSmall || amount === null) return;
    const input: Omit<CreateDepositRequest, 'requestId'> = {
      channelCode: channel.channelCode,
      amount,
      ...(promotion !== null && { joinFirstDepositPromotion: isJoined }),
    };
    const submission = JSON.stringify(input);
    create.mutate(
      { ...input, requestId: requestIds.idFor(submission) },
      {
        onSuccess: (order) => {
          requestIds.settle(submission);
          onOpened(order);
        },
        // Retried after a refusal, the player sends a new request; after a lost answer, the same one.
        onError: (error) => {
          if (!isUncertainFailure(error)) requestIds.settle(submission);
        },
      },
    );
  };

  return (
    <Form onSubmit={submit} noValidate aria-label={t`New deposit`}>
      <ChannelPicker channels={offer.channels} value={channel.channelCode} onChange={setChannelCode} currencySymbol={currencySymbol} />
      <AmountField
        key={channel.channelCode}
        label={t`Deposit amount`}
        isRequired
        value={amountText}
        onChange={(text, value) => {
          setAmountText(text);
          setAmount(value);
        }}
        currencySymbol={currencySymbol}
        min={channel.minAmount}
        max={channel.maxAmount}
        quickAmounts={channel.quickAmounts}
        isValidationShown={isSubmitted}
        errorMessage={isSubmitted && problem === 'missing' ? t`Enter the amount to deposit` : undefined}
      />
      {promotion !== null && (
        <FirstDepositOffer
          promotion={promotion}
          isJoined={isJoined}
          onJoinedChange={setJoined}
          amount={amount}
          currencySymbol={currencySymbol}
          isValidationShown={isSubmitted}
        />
      )}
      {channel.needsReview && <Note>{t`A bank transfer is credited once the merchant has checked it arrived.`}</Note>}
      {create.isError && (
        <Alert tone="danger" title={t`The deposit could not be opened.`}>
          {errorMessage(create.error, { currencySymbol })}
        </Alert>
      )}
      <div>
        <Button type="submit" isLoading={create.isPending}>
          {t`Deposit`}
        </Button>
      </div>
    </Form>
  );
}

const Form = styled.form`
  display: grid;
  gap: ${vars.space.lg};
  min-width: 0;
`;

const Note = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
  font-size: ${vars.font.size.sm};
`;
