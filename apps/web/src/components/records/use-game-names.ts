import { useMemo } from 'react';
import type { GameMenu } from '@platform/api';
import { useGameMenus } from '../../lib/server-state/use-game-menus';

/** The game types and vendors as the header's nav names them, in the running language. */
export interface GameNames {
  /** The categories with their vendors, in nav order (empty while they load or when they fail). */
  menus: readonly GameMenu[];
  /** A game type's name ("Slots", "电子游戏"); the code itself for a type the nav does not show. */
  gameType: (code: string) => string;
  /** A vendor's display name; the code itself for one the nav does not show. */
  vendor: (code: string) => string;
}

const NO_MENUS: readonly GameMenu[] = [];

/**
 * Names for the records' game types and vendors: the lobby's game menus, which the gateway
 * translates, so a report says "Slots" exactly as the nav does. Reports still show while the
 * menus load (then with the codes).
 */
export function useGameNames(): GameNames {
  const menus = useGameMenus().data ?? NO_MENUS;
  return useMemo(() => {
    const gameTypes = new Map(menus.map((menu) => [menu.code.toUpperCase(), menu.name]));
    const vendors = new Map<string, string>();
    for (const vendor of menus.flatMap((menu) => menu.vendors)) {
      if (!vendors.has(vendor.vassalage)) vendors.set(vendor.vassalage, vendor.displayName);
    }
    return {
      menus,
      gameType: (code) => gameTypes.get(code.toUpperCase()) ?? code,
      vendor: (code) => vendors.get(code) ?? code,
    };
  }, [menus]);
}
