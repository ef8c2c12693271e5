import type { Static } from 'typebox';
import { Type } from 'typebox';
import { DefaultedPageNoField, DefaultedPageSizeField, RequestIdField } from './input-fields';
import { nullable, stringEnum } from './schema-builders';

/** The merchant's referral rules: what an invited friend must do, and what the inviter earns for it. */
export const ReferralRulesSchema = Type.Object(
  {
    firstDepositReward: Type.Number({ description: "Paid once per friend when the friend's first deposit is paid." }),
    qualifiedReward: Type.Number({ description: 'Paid once per friend when the friend qualifies.' }),
    qualifyingDeposits: Type.Number({ description: 'A friend qualifies with paid deposits of at least this much in total…' }),
    qualifyingValidBets: Type.Number({ description: '…and valid bets of at least this much in total.' }),
  },
  { description: "The merchant's referral rules." },
);
export type ReferralRules = Static<typeof ReferralRulesSchema>;

/** The member's invitation code and what the invitations brought. */
export const ReferralInfoSchema = Type.Object(
  {
    code: Type.String({ description: "The member's invitation code: stable, unique in the merchant. The link is the site's registration address with ?referralCode=<code>." }),
    rules: ReferralRulesSchema,
    friendCount: Type.Integer(),
    qualifiedCount: Type.Integer(),
    earnedAmount: Type.Number({ description: 'Rewards already credited.' }),
    claimableAmount: Type.Number({ description: 'Rewards earned and not claimed yet (one press of referralClaim credits them).' }),
  },
  { description: "The member's invitation code and what the invitations brought." },
);
export type ReferralInfo = Static<typeof ReferralInfoSchema>;

/** REGISTERED: no paid deposit yet. DEPOSITED: a first deposit paid. QUALIFIED: met the merchant's deposit and valid-bet thresholds. */
export const ReferralFriendStatusSchema = stringEnum(['REGISTERED', 'DEPOSITED', 'QUALIFIED'], {
  description: "REGISTERED: no paid deposit yet. DEPOSITED: a first deposit paid. QUALIFIED: met the merchant's thresholds.",
});
export type ReferralFriendStatus = Static<typeof ReferralFriendStatusSchema>;

export const ReferralFriendsQuerySchema = Type.Object({ pageNo: DefaultedPageNoField, pageSize: DefaultedPageSizeField }, { additionalProperties: false });
export type ReferralFriendsQuery = Static<typeof ReferralFriendsQuerySchema>;

/** A friend who registered with the member's invitation. */
export const ReferralFriendSchema = Type.Object(
  {
    account: Type.String({ description: 'Masked by the gateway.' }),
    registeredAt: Type.Number({ description: 'Epoch milliseconds.' }),
    status: ReferralFriendStatusSchema,
    firstDepositAt: nullable(Type.Number({ description: 'Epoch milliseconds.' })),
    earnedAmount: Type.Number({ description: 'Rewards for this friend already credited.' }),
    claimableAmount: Type.Number({ description: 'Rewards for this friend earned and not claimed yet.' }),
  },
  { description: 'A friend who registered with the member’s invitation.' },
);
export type ReferralFriend = Static<typeof ReferralFriendSchema>;

export const ReferralFriendsPageSchema = Type.Object({ list: Type.Array(ReferralFriendSchema), totalPages: Type.Integer() }, { description: 'Friends, newest first.' });
export type ReferralFriendsPage = Static<typeof ReferralFriendsPageSchema>;

export const ReferralClaimRequestSchema = Type.Object(
  { requestId: RequestIdField },
  { additionalProperties: false, description: 'Credits every referral reward earned and not claimed yet; the same requestId answers the first result.' },
);
export type ReferralClaimRequest = Static<typeof ReferralClaimRequestSchema>;

export const ReferralClaimResultSchema = Type.Object(
  {
    amount: Type.Number({ description: 'Credited by this claim (promotional credit).' }),
    rewardCount: Type.Integer({ description: 'Friend milestones paid by this claim.' }),
    referenceNo: Type.String({ description: "The bonus's reference number in the account record." }),
    balance: Type.Number({ description: "The member's total balance after the claim." }),
  },
  { description: 'What a referral claim credited.' },
);
export type ReferralClaimResult = Static<typeof ReferralClaimResultSchema>;
