import type { FastifyPluginAsync } from 'fastify';
import type { GatewayDeps } from '../deps';
import { registerCall, requireSession } from '../http/call-route';
import { registerDevBroadcastRoute } from './dev-broadcast-route';
import { deleteMessages, listInbox, markAllRead, openMessage } from './member-messages';

/**
 * The member's inbox (messageV2): the platform's messages in pages, one opened (and read), all
 * marked read, some deleted. The unread count the header shows is the accounts' unreadCount call.
 * Broadcasts (marketing to every member, never to an excluded one) are sent by the dev-mode desk.
 */
export const inboxPlugin: FastifyPluginAsync<GatewayDeps> = async (app, deps) => {
  registerCall(app, deps, 'inboxMessages', {
    handler: async (input, context) => listInbox(deps.db, requireSession(context).memberId, input, context.locale),
  });

  registerCall(app, deps, 'openMessage', {
    handler: async (input, context) => openMessage(deps.db, requireSession(context).memberId, input.id, context.locale, context.now),
  });

  registerCall(app, deps, 'markAllMessagesRead', {
    handler: async (_input, context) => markAllRead(deps.db, requireSession(context).memberId, context.now),
  });

  registerCall(app, deps, 'deleteMessages', {
    handler: async (input, context) => deleteMessages(deps.db, requireSession(context).memberId, input, context.now),
  });

  registerDevBroadcastRoute(app, deps);
};
