import { ERROR_CODE, accountTypesCreatableBy } from '@platform/api/contract';
import { RequestError } from '../http/envelope-errors';

/**
 * Refuses (403) an account type the agent may not open or give a link: see
 * accountTypesCreatableBy (a member, or an agent type of the agent's own level or below).
 */
export function assertCreatableType(agentType: number, accountType: number): void {
  const allowed = accountTypesCreatableBy(agentType);
  if (!allowed.includes(accountType)) {
    throw new RequestError(403, ERROR_CODE.operationNotAllowed, `You may open accounts of the types ${allowed.join(', ')} only`);
  }
}
