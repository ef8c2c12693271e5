import { css } from 'styled-components';

/** Hides content visually while keeping it in the accessibility tree (as @platform/ui does inside). */
export const visuallyHidden = css`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
`;
