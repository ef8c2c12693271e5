/** A flag the platform sends as a number: 1 means yes. */
export type NumericFlag = 0 | 1 | number;

/** A game as the game-list, hot, recent and favourite calls return it (spec section 3). */
export interface Game {
  nodeId: string | number;
  /** The vendor's code (AG, PT, CQ9…). */
  vassalage: string;
  /** The category code: RNG, FISH, LIVE, PVP, SPORTS, ESPORTS, LOTT, ELOTT. */
  gameType: string;
  /** The name, under whichever key the call used. */
  gameName?: string;
  nodeName?: string;
  title?: string;
  /** The icon, under whichever key the call used; the first present wins, in this order. */
  iconUrl?: string;
  showIcon?: string;
  lagerIcon?: string;
  url?: string;
  /** The vendor's display name. */
  displayName?: string;
  isHot?: NumericFlag;
  isNew?: NumericFlag;
  /** 0 offers a free trial. */
  supportPlay?: NumericFlag;
  /** `VASSALAGE` opens the vendor's popup game list instead of a game. */
  isGame?: string;
  defaultPlayType?: string;
  gameCode?: string;
  code?: string;
  /** The smallest bet, for the minimum-bet filter. */
  minBet?: number;
  /** jackpot, table, arcade or bingo, for the classification filter. */
  gameClassify?: string;
}

/** A vendor (provider) within a category. */
export interface Vendor {
  vassalage: string;
  displayName: string;
  gameType: string;
  isHot?: NumericFlag;
  /** The vendor's logo, when the app has one. */
  logoUrl?: string;
}

/** A category of the header's nav, with its vendors. */
export interface GameCategory {
  /** The category code (RNG, LIVE…), also its route. */
  code: string;
  /** The translated name the app shows. */
  name: string;
  vendors: Vendor[];
  isHot?: NumericFlag;
}

/** A banner of a group (w_home, w_rng… w_topup_1..3). */
export interface Banner {
  bannerId: string | number;
  groupName: string;
  /** The image. */
  url: string;
  /** Set when a press opens something: a game, a promotion, a page (the app decides). */
  linkageType?: string | null;
  /** What the linkage points at (a route, a promotion id, a URL). */
  linkage?: string | null;
  /** The banner's text for screen readers, when the server sends one. */
  title?: string;
}

/** A notice (announcement) with its rich-text body. */
export interface Notice {
  id: string | number;
  title: string;
  /** HTML from the back office: sanitised before it is shown. */
  content: string;
  /** When it was published: epoch milliseconds or an ISO string. */
  createTime?: number | string;
}
