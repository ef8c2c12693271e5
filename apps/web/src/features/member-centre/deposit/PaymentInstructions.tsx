import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { styled } from 'styled-components';
import { CopyField, QrCode, focusRing, formatMoney, vars, visuallyHidden } from '@platform/ui';
import type { DepositOrder } from '@platform/api';

export interface PaymentInstructionsProps {
  /** An order waiting for its payment. */
  order: DepositOrder;
  currencySymbol: string;
}

/**
 * How to pay an order, by its channel: the bank account and the reference to quote, the
 * e-wallet's QR code, or the USDT address and its QR code; and the provider's cashier where
 * the payment can be made online.
 */
export function PaymentInstructions({ order, currencySymbol }: PaymentInstructionsProps) {
  const { t, i18n } = useLingui();
  const amount = formatMoney(order.amount, i18n.locale, currencySymbol);
  const { instructions } = order;
  const channel = order.channelName;

  let body: ReactNode;
  switch (order.channelType) {
    case 'BANK_TRANSFER': {
      const bank = instructions.bankName ?? channel;
      body = (
        <>
          <p>{t`Transfer exactly ${amount} to this ${bank} account, and quote the reference in the transfer's remark so that we can match it to you.`}</p>
          {instructions.accountName !== null && (
            <Detail>
              <span>{t`Account holder`}</span>
              <strong>{instructions.accountName}</strong>
            </Detail>
          )}
          {instructions.accountNumber !== null && <CopyField label={t`Account number`} value={instructions.accountNumber} />}
          <CopyField label={t`Reference to quote`} value={order.reference} />
          <p>{t`Waiting for review: once the transfer arrives, it is checked and credited to your main wallet.`}</p>
        </>
      );
      break;
    }
    case 'QR_EWALLET':
      body = (
        <>
          <p>{t`Scan the code with your ${channel} app to pay ${amount}, or pay on the provider's page.`}</p>
          {instructions.qrPayload !== null && <QrCode value={instructions.qrPayload} label={t`QR code to pay ${amount} with ${channel}`} />}
          <CopyField label={t`Reference`} value={order.reference} />
        </>
      );
      break;
    case 'USDT': {
      const network = instructions.network ?? '';
      body = (
        <>
          <p>{t`Send the USDT worth ${amount} to this address on the ${network} network, or pay on the provider's page. Only send USDT on ${network}: anything else is lost.`}</p>
          {instructions.address !== null && (
            <>
              <CopyField label={t`USDT address (${network})`} value={instructions.address} />
              <QrCode value={instructions.qrPayload ?? instructions.address} label={t`QR code of the USDT address`} />
            </>
          )}
        </>
      );
      break;
    }
  }

  return (
    <Instructions>
      {body}
      {instructions.cashierUrl !== null && (
        <PayNow href={inLanguage(instructions.cashierUrl, i18n.locale)} target="_blank" rel="noopener noreferrer">
          {t`Pay now`} <NewTab>{t`(opens in a new tab)`}</NewTab>
        </PayNow>
      )}
    </Instructions>
  );
}

/** The provider's page in the player's language (the cashier reads `language`, as the gateway's calls do). */
function inLanguage(cashierUrl: string, locale: string): string {
  const url = new URL(cashierUrl, window.location.origin);
  url.searchParams.set('language', locale);
  return url.origin === window.location.origin ? `${url.pathname}${url.search}${url.hash}` : url.href;
}

const Instructions = styled.div`
  display: grid;
  gap: ${vars.space.md};
  min-width: 0;

  p {
    margin: 0;
  }
`;

const Detail = styled.p`
  display: grid;
  gap: ${vars.space.xxs};

  span {
    color: ${vars.color.textMuted};
    font-size: ${vars.font.size.sm};
  }
`;

const PayNow = styled.a`
  justify-self: start;
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0 ${vars.space.xl};
  border-radius: ${vars.radius.md};
  background: ${vars.color.primary};
  color: ${vars.color.onPrimary};
  font-weight: ${vars.font.weight.bold};
  text-decoration: none;

  &:hover {
    background: ${vars.color.primaryHover};
  }
  ${focusRing()}
`;

const NewTab = styled.span`
  ${visuallyHidden}
`;
