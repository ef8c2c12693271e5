import { styled } from 'styled-components';
import { unstyledList } from '@platform/ui';

/** An ordered list of steps, each numbered in a filled circle (installation guides, how to join). */
export const NumberedSteps = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  ${unstyledList}
  counter-reset: step;
  li {
    position: relative;
    min-height: 28px;
    padding-left: calc(28px + ${({ theme }) => theme.space.md});
    counter-increment: step;
  }
  li::before {
    content: counter(step);
    position: absolute;
    top: 0;
    left: 0;
    display: grid;
    place-items: center;
    width: 28px;
    height: 28px;
    border-radius: 50%;
    background: ${({ theme }) => theme.color.primary};
    color: ${({ theme }) => theme.color.onPrimary};
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
`;

