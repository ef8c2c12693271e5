import type { Game } from './types';

/** The game's name, under whichever key the call used (gameName, nodeName, title). */
export function gameName(game: Game): string {
  return game.gameName || game.nodeName || game.title || '';
}

/** The game's icon, falling back through iconUrl, showIcon, lagerIcon and url. */
export function gameIcon(game: Game): string | undefined {
  return game.iconUrl || game.showIcon || game.lagerIcon || game.url || undefined;
}

/** Whether a numeric platform flag is set (1). */
export const isSet = (flag: number | undefined): boolean => flag === 1;
