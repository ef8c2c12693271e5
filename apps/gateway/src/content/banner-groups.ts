/** The banner groups of spec section 2 and the three top-up groups. */
export const BANNER_GROUPS = [
  'w_home',
  'w_rng',
  'w_live',
  'w_fish',
  'w_pvp',
  'w_sports',
  'w_esports',
  'w_lott',
  'w_down',
  'w_promotion',
  'w_shop',
  'w_help',
  'w_topup_1',
  'w_topup_2',
  'w_topup_3',
] as const;
