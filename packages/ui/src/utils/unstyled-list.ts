import { css } from 'styled-components';

/** A list with no bullets, indent or margin: a list in the markup, a row or grid on screen. */
export const unstyledList = css`
  margin: 0;
  padding: 0;
  list-style: none;
`;
