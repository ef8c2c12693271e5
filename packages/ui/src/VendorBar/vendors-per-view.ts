/** The spec's vendor bar: 7 vendors in view for slots (RNG), 5 for fish and card games (PVP). */
const PER_VIEW: Record<string, number> = { RNG: 7, FISH: 5, PVP: 5 };
/** Other categories show as many as fish and card games. */
const DEFAULT_PER_VIEW = 5;

/** On a phone fewer vendors fit beside the controls: 3 in every category. */
const PHONE_PER_VIEW = 3;

/** How many vendors the bar shows at once for a category code (RNG, FISH, PVP…), on a wide screen. */
export function vendorsPerView(gameType: string): number {
  return PER_VIEW[gameType.toUpperCase()] ?? DEFAULT_PER_VIEW;
}

/** How many vendors the bar shows at once on a phone's screen (`PHONE_QUERY`). */
export function phoneVendorsPerView(gameType: string): number {
  return Math.min(PHONE_PER_VIEW, vendorsPerView(gameType));
}

/**
 * Whether the bar slides and scrolls on its own: only with more vendors than fit in view on a
 * wide screen (the spec: more than 7 for slots, more than 5 for fish and card games).
 */
export function isVendorBarSliding(vendorCount: number, gameType: string): boolean {
  return vendorCount > vendorsPerView(gameType);
}
