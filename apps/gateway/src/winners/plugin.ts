import type { FastifyPluginAsync } from 'fastify';
import { gameIconUrl } from '../assets/asset-urls';
import type { GatewayDeps } from '../deps';
import { registerCall } from '../http/call-route';
import { maskAccount } from '../shared/mask-account';
import { roundMoney } from '../shared/money';

interface WinRow {
  account: string;
  game_name: string;
  game_type: string;
  vassalage: string;
  node_id: string | null;
  win_amount: number;
  won_at: Date;
}

/**
 * The winner board: the latest big wins of the brand's demo game and the seeded past winners
 * (shared by every brand), newest first, of every category (ALL) or one.
 */
export const winnersPlugin: FastifyPluginAsync<GatewayDeps> = async (app, deps) => {
  registerCall(app, deps, 'winnerBoard', {
    handler: async (input, context) => {
      const category = input.gameCategory.toUpperCase();
      const result = await deps.db.query<WinRow>(
        `select account, game_name, game_type, vassalage, node_id, win_amount::float8 as win_amount, won_at
           from big_win
          where (merchant_code is null or merchant_code = $1) and ($2 = 'ALL' or game_type = $2)
          order by won_at desc, id desc limit $3`,
        [context.merchantCode, category, input.limitNum],
      );
      return result.rows.map((row) => ({
        vo: {
          userName: maskAccount(row.account),
          gameName: row.game_name,
          gameType: row.game_type,
          vassalage: row.vassalage,
          winAmount: roundMoney(row.win_amount),
          winTime: row.won_at.getTime(),
          ...(row.node_id ? { iconUrl: gameIconUrl(row.node_id) } : {}),
        },
      }));
    },
  });
};
