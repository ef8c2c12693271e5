import type { FastifyPluginAsync } from 'fastify';
import { ERROR_CODE } from '@platform/api/contract';
import type { RedeemItemType } from '@platform/api/contract';
import type { GatewayDeps } from '../deps';
import { registerCall, requireSession } from '../http/call-route';
import { RequestError } from '../http/envelope-errors';
import { localize } from '../http/locale';
import type { LocalizedText } from '../http/locale';
import { roundMoney } from '../shared/money';
import { sumBalance } from '../wallet/ledger';
import { convertMemberPoints } from './convert';
import { listPointsDetails, listRedeemRecords } from './history';
import { mallItemSvg } from './item-image';
import { MALL_ITEMS, mallItemImageUrl } from './mall-items';
import { currentPoints } from './points-ledger';
import { redeemItem } from './redeem';
import { POINTS_RATIO } from '@platform/api/schemas';
import { refuseIfExcluded } from '../protection/exclusions';

interface ItemRow {
  id: number;
  item_key: string;
  type: RedeemItemType;
  name: LocalizedText;
  points_required: number;
  amount_required: number | null;
  stock: number | null;
  redeem_amount: number | null;
  total: number;
}

/** Points balance, the points mall, redemption and conversion. */
export const pointsPlugin: FastifyPluginAsync<GatewayDeps> = async (app, deps) => {
  registerCall(app, deps, 'pointsBalance', {
    handler: async (_input, context) => {
      const { memberId } = requireSession(context);
      return { points: await currentPoints(deps.db, memberId), balance: await sumBalance(deps.db, memberId), ratio: POINTS_RATIO };
    },
  });

  registerCall(app, deps, 'redeemList', {
    handler: async (input, context) => {
      const { merchantCode } = requireSession(context);
      const result = await deps.db.query<ItemRow>(
        `select id, item_key, type, name, points_required, amount_required::float8 as amount_required, stock,
                redeem_amount::float8 as redeem_amount, count(*) over ()::int as total
           from redeem_item where merchant_code = $1 and active and ($2::text is null or type = $2)
          order by sort_order, id limit $3 offset $4`,
        [merchantCode, input.type ?? null, input.pageSize, (input.pageNo - 1) * input.pageSize],
      );
      const total = result.rows[0]?.total ?? 0;
      return {
        list: result.rows.map((row) => ({
          itemId: row.id,
          name: localize(row.name, context.locale),
          type: row.type,
          imageUrl: mallItemImageUrl(row.item_key),
          pointsRequired: row.points_required,
          amountRequired: row.amount_required === null ? null : roundMoney(row.amount_required),
          quantity: row.stock,
          redeemAmount: row.redeem_amount === null ? null : roundMoney(row.redeem_amount),
        })),
        totalPages: Math.ceil(total / input.pageSize),
      };
    },
  });

  registerCall(app, deps, 'redeem', {
    realAccountOnly: true,
    handler: async (input, context) => {
      const session = requireSession(context);
      // The points mall and points turned into money are incentives: none during a break or self-exclusion.
      await refuseIfExcluded(deps.db, session.memberId, context.now);
      return redeemItem(deps.db, session, input, context.locale, context.now);
    },
  });

  registerCall(app, deps, 'convertPoints', {
    realAccountOnly: true,
    handler: async (input, context) => {
      const { memberId } = requireSession(context);
      await refuseIfExcluded(deps.db, memberId, context.now);
      return convertMemberPoints(deps.db, memberId, input, context.now, context.reply);
    },
  });

  registerCall(app, deps, 'redeemRecords', {
    handler: async (input, context) => listRedeemRecords(deps.db, requireSession(context).memberId, input, context.locale),
  });

  registerCall(app, deps, 'pointsDetails', {
    handler: async (input, context) => listPointsDetails(deps.db, requireSession(context).memberId, input),
  });

  const items = new Map(MALL_ITEMS.map((item) => [item.key, item]));
  app.get<{ Params: { key: string } }>(
    '/lgw/assets/points-mall/:key(^[a-z0-9-]{1,64}).svg',
    { schema: { params: { type: 'object', properties: { key: { type: 'string', maxLength: 64 } }, required: ['key'] } } },
    async (request, reply) => {
      const item = items.get(request.params.key);
      if (!item) throw new RequestError(404, ERROR_CODE.notFound, 'No such points-mall image');
      return reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(mallItemSvg(item));
    },
  );
};
