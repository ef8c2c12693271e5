import { useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { styled } from 'styled-components';
import { Alert, Button, Modal, PasswordField, TextField, vars } from '@platform/ui';
import { GATEWAY_ERROR_CODE, isApiError, type RedeemItem, type RedeemRecord } from '@platform/api';
import { errorMessage } from '../../lib/error-message';
import { formatPoints } from './format';
import { useRedeem } from './points-queries';

/** The gateway takes at most 100 units at once. */
const MAX_QUANTITY = 100;

export interface RedeemDialogProps {
  /** The item being redeemed; the dialog is closed while null. */
  item: RedeemItem | null;
  isOpen: boolean;
  onClose: () => void;
  /** Called with the redemption once the gateway accepted it. */
  onRedeemed: (record: RedeemRecord) => void;
  /** Called once the dialog has faded out. */
  onClosed?: () => void;
}

/**
 * Redeems a points-mall item: how many, where to send goods, and the payment password that the
 * redeem call checks. The gateway's refusals (wrong password, not enough points, out of stock)
 * show inside the dialog, which stays open to try again.
 */
export function RedeemDialog({ item, isOpen, onClose, onRedeemed, onClosed }: RedeemDialogProps) {
  const { t } = useLingui();
  const name = item?.name ?? '';
  return (
    <Modal
      isOpen={isOpen && item !== null}
      onOpenChange={(open) => !open && onClose()}
      onClosed={onClosed}
      title={t`Redeem ${name}`}
      width={440}
      minHeight={0}
    >
      {item && <RedeemForm key={String(item.itemId)} item={item} onCancel={onClose} onRedeemed={onRedeemed} />}
    </Modal>
  );
}

interface FormErrors {
  quantity?: string;
  address?: string;
  password?: string;
}

function RedeemForm({ item, onCancel, onRedeemed }: { item: RedeemItem; onCancel: () => void; onRedeemed: (record: RedeemRecord) => void }) {
  const { t, i18n } = useLingui();
  const redeemCall = useRedeem();
  const [quantityText, setQuantityText] = useState('1');
  const [address, setAddress] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FormErrors>({});

  const isGoods = item.type === 'GOODS';
  const maxQuantity = Math.max(1, Math.min(MAX_QUANTITY, item.quantity ?? MAX_QUANTITY));
  const quantity = /^\d+$/.test(quantityText.trim()) ? Number(quantityText.trim()) : NaN;
  const total = Number.isFinite(quantity) ? formatPoints(quantity * item.pointsRequired, i18n.locale) : '–';

  const validate = (): FormErrors => {
    const found: FormErrors = {};
    if (!Number.isInteger(quantity) || quantity < 1 || quantity > maxQuantity) found.quantity = t`Enter a quantity from 1 to ${maxQuantity}.`;
    if (isGoods && address.trim() === '') found.address = t`Please enter the address to send it to.`;
    if (password === '') found.password = t`Please enter your password.`;
    return found;
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (redeemCall.isPending) return;
    const found = validate();
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    redeemCall.mutate(
      { itemId: item.itemId, quantity, password, ...(isGoods ? { receivingAddress: address.trim() } : {}) },
      { onSuccess: onRedeemed, onError: () => setPassword('') },
    );
  };

  return (
    <Form onSubmit={submit} noValidate>
      <Total>{t`Total: ${total} points`}</Total>
      <TextField
        label={t`Quantity`}
        type="number"
        inputMode="numeric"
        min={1}
        max={maxQuantity}
        value={quantityText}
        onChange={setQuantityText}
        isRequired
        errorMessage={errors.quantity}
      />
      {isGoods && (
        <TextField
          label={t`Receiving address`}
          description={t`Where we send the item.`}
          autoComplete="street-address"
          maxLength={300}
          value={address}
          onChange={setAddress}
          isRequired
          errorMessage={errors.address}
        />
      )}
      <PasswordField
        label={t`Payment password`}
        description={t`Your login password if you have not set a payment password.`}
        autoComplete="current-password"
        value={password}
        onChange={setPassword}
        isRequired
        errorMessage={errors.password}
      />
      {redeemCall.isError && <Alert tone="danger">{redeemErrorMessage(redeemCall.error, t`You do not have enough points for this.`)}</Alert>}
      <Buttons>
        <Button variant="ghost" onClick={onCancel}>
          {t`Cancel`}
        </Button>
        <Button type="submit" isLoading={redeemCall.isPending}>
          {t`Redeem`}
        </Button>
      </Buttons>
    </Form>
  );
}

/** The catalogue's message, except that a short balance here means points, not money. */
function redeemErrorMessage(error: unknown, notEnoughPoints: string): string {
  return isApiError(error) && error.code === GATEWAY_ERROR_CODE.insufficientBalance ? notEnoughPoints : errorMessage(error);
}

const Form = styled.form`
  display: grid;
  gap: ${vars.space.md};
`;

const Total = styled.p`
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
