import {
  dailySalaryContract,
  dividendRequest,
  hourlySalaryContract,
  realtimeSalaryContract,
  type CallDefinition,
  type Contract,
  type ContractRequest,
  type SettlementKind,
} from '@platform/api';
import { api } from '../../../lib/api';
import type { AnyKindTier } from './tier-fields';

/** Each kind's contract call: one body shape for an offer, a termination and the downline's decision. */
const CONTRACT_CALLS = {
  REALTIME: realtimeSalaryContract,
  HOURLY: hourlySalaryContract,
  DAILY: dailySalaryContract,
  DIVIDEND: dividendRequest,
} as const satisfies Record<SettlementKind, unknown>;

/** A contract call of any kind: the bodies differ only in the tiers' shape, which the kind's fields give. */
type AnyKindContractCall = CallDefinition<ContractRequest<AnyKindTier>, Contract<AnyKindTier>>;

/** Sends a contract request (offer, termination or decision) through the call of `kind`. */
export function sendContractRequest(kind: SettlementKind, body: ContractRequest<AnyKindTier>): Promise<Contract<AnyKindTier>> {
  return api.call(CONTRACT_CALLS[kind] as AnyKindContractCall, body);
}

