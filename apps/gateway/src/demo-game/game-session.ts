import type { Queryable } from '../db/database';

/** The game a launch opens in the demo slot. */
export interface DemoGameLaunch {
  memberId: number;
  merchantCode: string;
  nodeId: string;
  gameName: string;
  vassalage: string;
  /** A free trial (supportPlay 0): spins do not touch the wallet. */
  tryPlay: boolean;
  language: string;
}

/**
 * Opens a demo-game session for a launch and returns the game's address (a path on the gateway,
 * `/lgw/demo/slot?session=…`), which the site shows in its /game iframe.
 */
export async function createDemoGameSession(_db: Queryable, _launch: DemoGameLaunch, _now: Date): Promise<string> {
  throw new Error('Filled in by the demo-game work of issue 7');
}
