import { styled } from 'styled-components';
import { vars } from '@platform/ui';

/**
 * The parts of a wallet's card: its name, its balance and its buttons. A card keeps one
 * minimum height, which its skeleton shares, so nothing moves when the balances arrive.
 */
export const WALLET_CARD_MIN_HEIGHT = '8.75rem';

export const WalletCard = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${vars.space.xs};
  min-width: 0;
  min-height: ${WALLET_CARD_MIN_HEIGHT};
  padding: ${vars.space.md};
  border: 1px solid ${vars.color.borderSubtle};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface};
  color: ${vars.color.text};

  @media (forced-colors: active) {
    border-color: CanvasText;
  }
`;

export const WalletName = styled.h4`
  margin: 0;
  overflow-wrap: anywhere;
  color: ${vars.color.textMuted};
  font-size: ${vars.font.size.sm};
  font-weight: ${vars.font.weight.medium};
`;

export const WalletBalance = styled.p`
  margin: 0;
  font-size: ${vars.font.size.lg};
  font-weight: ${vars.font.weight.bold};
  font-variant-numeric: tabular-nums;
  overflow-wrap: anywhere;
`;

export const WalletActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space.xs};
  margin-top: auto;

  & > * {
    flex: 1 1 auto;
  }
`;
