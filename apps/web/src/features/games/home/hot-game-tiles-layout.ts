import { styled } from 'styled-components';

/**
 * Phones: one row that scrolls sideways (two and a bit tiles in view). Wider: four, then six,
 * columns. The skeletons use the same grid, so the tiles take their places exactly.
 */
export const Tiles = styled.ul`
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: minmax(140px, 42%);
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0 0 ${({ theme }) => theme.space.xs};
  list-style: none;
  overflow-x: auto;
  overscroll-behavior-x: contain;
  scroll-snap-type: x mandatory;

  & > * {
    min-width: 0;
    scroll-snap-align: start;
  }

  @media (min-width: 600px) {
    grid-auto-flow: row;
    grid-template-columns: repeat(4, minmax(0, 1fr));
    overflow-x: visible;
  }
  @media (min-width: 960px) {
    grid-template-columns: repeat(6, minmax(0, 1fr));
  }
`;
