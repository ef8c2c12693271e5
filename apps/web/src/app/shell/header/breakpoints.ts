/**
 * The header's widths, mobile first (360 px up). From `WIDE` the top row has room for the inline
 * login form and every account action; below it they fold into buttons and a menu.
 */
export const WIDE = '(min-width: 70rem)';
/** From here the promotions and points-mall links show their icon and name side by side. */
export const TABLET = '(min-width: 40rem)';
