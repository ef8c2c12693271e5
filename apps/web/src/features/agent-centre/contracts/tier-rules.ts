import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { SettlementKind } from '@platform/api';
import { PAY_FIELD, THRESHOLD_FIELD, TIER_FIELDS, tierPay, tierThreshold, type AnyKindTier, type TierField, type TierFieldKey } from './tier-fields';

/** A contract has 1 to 10 tiers (the contract's schema). */
export const MIN_TIERS = 1;
export const MAX_TIERS = 10;

const MAX_AMOUNT = 1_000_000_000;
const MAX_MEMBERS = 1_000_000;
const NUMBER_SHAPE = /^-?\d+(\.\d+)?$/;

/** A tier as typed in the editor: each field's text. */
export type TierDraft = Partial<Record<TierFieldKey, string>>;

/** A rule a field breaks: which tier (0-based) and field, and what to tell the agent. */
export interface TierProblem {
  row: number;
  field: TierFieldKey;
  message: MessageDescriptor;
}

/** An empty tier of the kind, for the editor's first row and "Add tier". */
export function emptyDraft(kind: SettlementKind): TierDraft {
  return Object.fromEntries(TIER_FIELDS[kind].map((field) => [field.key, ''])) as TierDraft;
}

/** A field's value, or the rule its text breaks. Blank optional fields are `undefined`. */
function readField(field: TierField, text: string | undefined): { value?: number; problem?: MessageDescriptor } {
  const trimmed = (text ?? '').trim();
  if (trimmed === '') return field.isOptional ? {} : { problem: msg`Enter a value.` };
  if (!NUMBER_SHAPE.test(trimmed)) return { problem: msg`Enter a number, such as 1000 or 2.5.` };
  const value = Number(trimmed);
  if (field.kind !== 'signedMoney' && value < 0) return { problem: msg`Enter 0 or more.` };
  const decimals = trimmed.split('.')[1]?.length ?? 0;
  if (field.kind === 'members') {
    if (decimals > 0) return { problem: msg`Enter a whole number of members.` };
    if (value > MAX_MEMBERS) return { problem: msg`Enter at most 1,000,000 members.` };
    return { value };
  }
  if (decimals > 2) return { problem: msg`Use at most two decimals.` };
  if (field.kind === 'percent' && value > 100) return { problem: msg`Enter a percent from 0 to 100.` };
  if (Math.abs(value) > MAX_AMOUNT) return { problem: msg`Enter at most 1,000,000,000.` };
  return { value };
}

/**
 * The typed tiers as the kind's tiers, or the rules they break (the gateway's contract rules):
 * each number within its bounds with at most two decimals, thresholds rising strictly from tier
 * to tier, and a higher tier paying no less than the one before it.
 */
export function readTiers(kind: SettlementKind, drafts: readonly TierDraft[]): { tiers: AnyKindTier[] | null; problems: TierProblem[] } {
  const problems: TierProblem[] = [];
  const tiers = drafts.map((draft, row) => {
    const tier: Record<string, number> = {};
    for (const field of TIER_FIELDS[kind]) {
      const { value, problem } = readField(field, draft[field.key]);
      if (problem) problems.push({ row, field: field.key, message: problem });
      else if (value !== undefined) tier[field.key] = value;
    }
    return tier as AnyKindTier;
  });
  if (problems.length > 0) return { tiers: null, problems };

  for (let row = 1; row < tiers.length; row += 1) {
    const previous = row; // the tier before, numbered from 1
    if (tierThreshold(kind, tiers[row]!) <= tierThreshold(kind, tiers[row - 1]!)) {
      problems.push({ row, field: THRESHOLD_FIELD[kind], message: msg`Must be greater than tier ${previous}'s: tiers go lowest first.` });
    }
    if (tierPay(kind, tiers[row]!) < tierPay(kind, tiers[row - 1]!)) {
      problems.push({ row, field: PAY_FIELD[kind], message: msg`Must pay at least as much as tier ${previous}.` });
    }
  }
  return problems.length > 0 ? { tiers: null, problems } : { tiers, problems };
}
