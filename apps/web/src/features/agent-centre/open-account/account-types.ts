import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { AGENT_LEVELS, AGENT_TYPES, MEMBER_ACCOUNT_TYPE, TRIAL_ACCOUNT_TYPE, accountTypesCreatableBy } from '@platform/api';
import type { SelectOption } from '@platform/ui';
import { useMemberInfo } from '../../../lib/server-state/use-member-info';
import { useSession } from '../../../lib/session/session';

const MEMBER = msg({ message: 'Member', comment: 'Account type 0: a player, not an agent.' });
const AGENT_OF_LEVEL = msg({ message: 'Level {level} agent', comment: 'An agent account type by its level in the tree (1 at the top).' });
const AGENT_OF_LEVEL_AND_TYPE = msg({
  message: 'Level {level} agent ({type})',
  comment: 'An agent account type where two types share a level (41 and 42 are both level 3): the type number tells them apart.',
});
const TRIAL = msg({ message: 'Trial account', comment: 'Account type 4: a free-play account, not a real one.' });
const OTHER_TYPE = msg({ message: 'Type {type}', comment: 'An account type the site has no name for.' });

const levelOf = (type: number): number | undefined => (AGENT_LEVELS as Record<number, number | undefined>)[type];

/** An account type as an agent reads it: "Member", "Level 2 agent", "Level 3 agent (41)", "Trial account". */
export function accountTypeLabel(type: number, i18n: I18n): string {
  if (type === MEMBER_ACCOUNT_TYPE) return i18n._(MEMBER);
  if (type === TRIAL_ACCOUNT_TYPE) return i18n._(TRIAL);
  const level = levelOf(type);
  const isLevelShared = level !== undefined && AGENT_TYPES.filter((other) => AGENT_LEVELS[other] === level).length > 1;
  const label = level === undefined ? OTHER_TYPE : isLevelShared ? AGENT_OF_LEVEL_AND_TYPE : AGENT_OF_LEVEL;
  // The descriptor and its values apart from the call: Lingui's extractor reads a literal in i18n._() as a message.
  const withValues = { ...label, values: { level, type } };
  return i18n._(withValues);
}

/** The account types as the options of a select, in the order given. */
export function accountTypeOptions(types: readonly number[], i18n: I18n): SelectOption[] {
  return types.map((type) => ({ value: String(type), label: accountTypeLabel(type, i18n) }));
}

/**
 * The account types the logged-in agent may open, worked out as the gateway does
 * (accountTypesCreatableBy: a member, or an agent type of its own level or below). Undefined
 * while the account type is not known yet (member info still loading).
 */
export function useCreatableAccountTypes(): number[] | undefined {
  const session = useSession();
  const member = useMemberInfo();
  const type = session?.type ?? member.data?.type;
  return type == null ? undefined : accountTypesCreatableBy(type);
}
