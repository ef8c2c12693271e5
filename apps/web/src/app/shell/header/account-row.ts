import { css } from 'styled-components';
import { WIDE } from './breakpoints';

/** The session time's lines under the balance below WIDE (small type, tight). */
export const SESSION_TIME_LINE_HEIGHT = 1.2;

/** The balance's height: its refresh button's. */
const BALANCE_HEIGHT = '32px';

/**
 * The signed-in account row's height, kept before the account bar loads (Header) and before the
 * session time loads (AccountBar), so that neither arrival pushes the page down: the menu button's
 * 40 px on a wide header; below WIDE the balance over the session time's line.
 */
export const accountRowHeight = css`
  min-height: 40px;

  @media not all and ${WIDE} {
    min-height: calc(${BALANCE_HEIGHT} + ${({ theme }) => theme.font.size.xs} * ${SESSION_TIME_LINE_HEIGHT});
  }
`;
