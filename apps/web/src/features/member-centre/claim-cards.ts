import { styled } from 'styled-components';
import { unstyledList, vars } from '@platform/ui';

/** A list of cards each offering something to claim (the reward centre's rewards, the missions). */
export const ClaimCardList = styled.ul`
  ${unstyledList}
  display: grid;
  gap: ${vars.space.md};
`;

export const ClaimCard = styled.li`
  display: grid;
  gap: ${vars.space.sm};
  justify-items: start;
  padding: ${vars.space.md};
  border: 1px solid ${vars.color.borderSubtle};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface};
  color: ${vars.color.text};
`;

/** The card's first line: its title, then its status at the end. */
export const ClaimCardHeading = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space.sm};
  inline-size: 100%;
`;

/** The card's title; each page gives the heading level its outline needs (`as="h4"`). */
export const ClaimCardTitle = styled.h3`
  margin: 0;
  font-size: ${vars.font.size.md};
  flex: 1 1 12rem;
  min-inline-size: 0;
`;
