import { useId } from 'react';
import { useLingui } from '@lingui/react/macro';
import { styled } from 'styled-components';
import { Skeleton, vars } from '@platform/ui';
import { VisuallyHidden } from '../VisuallyHidden';
import { SignedFigure, amountSign, useSignedMoney } from './signed-money';

/**
 * The period's net result as a card beside the StatCards, signed ("P +12.50") and coloured by its
 * sign: StatCard writes a figure without a sign or a colour of its own.
 */
export function NetCard({ label, value, isLoading }: { label: string; value: number; isLoading: boolean }) {
  const { t, i18n } = useLingui();
  const signed = useSignedMoney();
  const labelId = useId();
  return (
    <Root role="group" aria-labelledby={labelId} aria-busy={isLoading || undefined}>
      <Label id={labelId}>{label}</Label>
      {isLoading ? (
        <>
          <FigurePlaceholder>
            <Skeleton width="70%" height="1lh" />
          </FigurePlaceholder>
          <VisuallyHidden>{t`Loading`}</VisuallyHidden>
        </>
      ) : (
        <Value data-sign={amountSign(value, i18n.locale)}>{signed(value)}</Value>
      )}
    </Root>
  );
}

// The StatCard's frame, so the net sits among the other figures as one of them.
const Root = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${vars.space.xxs};
  min-width: 0;
  padding: ${vars.space.lg};
  container-type: inline-size;
  border: 1px solid ${vars.color.borderSubtle};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface};
  color: ${vars.color.text};
  line-height: 1.3;

  @media (forced-colors: active) {
    border-color: CanvasText;
  }
`;

const Label = styled.span`
  font-size: ${vars.font.size.sm};
  font-weight: ${vars.font.weight.medium};
`;

const Value = styled(SignedFigure)`
  margin-top: ${vars.space.xs};
  font-size: clamp(${vars.font.size.md}, 13cqi, ${vars.font.size.xl});
  font-weight: ${vars.font.weight.bold};
  white-space: normal;
  overflow-wrap: anywhere;
`;

// The figure's own box (its margin, its size for the card's width, its line), as StatCard's: the
// card keeps its height when the net replaces the skeleton.
const FigurePlaceholder = styled(Value)`
  align-self: stretch;
`;
