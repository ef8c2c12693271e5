import { AGENT_TYPES, ERROR_CODE } from '@platform/api/contract';
import { requireSession } from '../http/call-route';
import type { CallContext } from '../http/call-route';
import { RequestError } from '../http/envelope-errors';

/** The session's member when it is an agent (types 1, 2, 41, 42); refuses anyone else with "non-agents cannot log in" (403). */
export function requireAgent(context: CallContext) {
  const member = requireSession(context);
  if (!(AGENT_TYPES as readonly number[]).includes(member.type)) {
    throw new RequestError(403, ERROR_CODE.notAgent, 'Only agents can do this: your account is not an agent account');
  }
  return member;
}
