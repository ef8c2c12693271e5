import { styled } from 'styled-components';
import { vars } from '@platform/ui';

/**
 * Labelled figures in a card (`<dt>` label, `<dd>` figure): a balance, limits, an order's amounts.
 * As many columns as fit, one on a narrow phone; the figures in tabular digits.
 */
export const FigureList = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 10rem), 1fr));
  gap: ${vars.space.md};
  margin: 0;
  padding: ${vars.space.md} ${vars.space.lg};
  border: 1px solid ${vars.color.borderSubtle};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface};
  color: ${vars.color.text};

  dt {
    color: ${vars.color.textMuted};
    font-size: ${vars.font.size.sm};
  }
  dd {
    margin: 0;
    font-size: ${vars.font.size.md};
    font-weight: ${vars.font.weight.bold};
    font-variant-numeric: tabular-nums;
  }
`;
