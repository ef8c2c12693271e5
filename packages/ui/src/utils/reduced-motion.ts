import { css } from 'styled-components';

/** Changes of colour, size and place happen at once for a player who asked for less motion. */
export const noTransitionForReducedMotion = css`
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;
