import { styled } from 'styled-components';
import { vars } from '@platform/ui';

/** A content page's frame inside the layout's main area: its parts stacked with the page gap. */
export const PageSection = styled.section`
  display: grid;
  gap: ${vars.space.lg};
`;

/** A content page's title (the one h1 of the page). */
export const PageHeading = styled.h1`
  margin: 0;
  font-size: ${vars.font.size.xl};
  line-height: 1.3;
`;
