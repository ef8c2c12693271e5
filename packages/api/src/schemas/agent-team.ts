import type { Static } from 'typebox';
import { Type } from 'typebox';
import { DefaultedPageNoField, DefaultedPageSizeField, AmountField, RecordIdField, RequestIdField, boundedText, singleLineText } from './input-fields';
import { integerEnum, nullable, stringEnum } from './schema-builders';
import { NICKNAME_MAX_LENGTH } from './security';
import { PaymentPasswordField } from './withdrawals';

/*
 * The agent centre's open-account and team-management pages (registerCenter,
 * downlineManagmentView): accounts an agent opens, its affiliate links, its team level by level,
 * and transfers to its downlines.
 */

/** The account types an agent may open or register through a link: a member (0) or an agent type; never a trial account (4). */
export const DownlineAccountTypeSchema = integerEnum([0, 1, 2, 41, 42], {
  description: 'A member (0) or an agent type (1, 2, 41, 42) of the agent\'s own level or below (see accountTypesCreatableBy); never a trial account (4).',
});
export type DownlineAccountType = Static<typeof DownlineAccountTypeSchema>;

/** An account in a team call: bounded here, the merchant's username rule judges the rest. */
const AccountField = (description: string) => singleLineText(64, { minLength: 1, description });

/** The agent opens a direct downline account; the merchant's registration rules apply to the fields asked. */
export const CreateDownlineAccountRequestSchema = Type.Object(
  {
    account: AccountField('The new account (the registration rule `username` applies).'),
    password: boundedText(128, { minLength: 1, description: 'The registration rule `password` applies.' }),
    confirmPassword: boundedText(128, { description: 'Must equal the password.' }),
    type: DownlineAccountTypeSchema,
    nickname: Type.Optional(singleLineText(NICKNAME_MAX_LENGTH, { description: 'Optional; the nickname rules of the security centre apply.' })),
    realName: Type.Optional(
      singleLineText(100, { description: 'The real name (payee name): required when the merchant\'s registration rule `payeeName` requires it.' }),
    ),
  },
  { additionalProperties: false, description: 'The agent opens a direct downline account; the merchant\'s registration rules apply to the fields asked.' },
);
export type CreateDownlineAccountRequest = Static<typeof CreateDownlineAccountRequestSchema>;

/** A contract a team member runs with its upline, as the team list shows it. */
export const TeamContractSchema = Type.Object(
  {
    kind: stringEnum(['HOURLY', 'DAILY', 'REALTIME', 'DIVIDEND']),
    topRate: Type.Number({ description: "The contract's highest tier rate (amount for hourly salary)." }),
  },
  { description: 'A contract a team member runs with its upline, as the team list shows it.' },
);
export type TeamContract = Static<typeof TeamContractSchema>;

/** A member of the agent's team, as team management shows it. */
export const TeamMemberSchema = Type.Object(
  {
    account: Type.String(),
    nickname: nullable(Type.String()),
    type: Type.Number({ description: 'Account type: 1, 2, 41, 42 are agents; 0 members; 4 trial.' }),
    upline: nullable(Type.String({ description: "The upline's account (null only for the top of a tree)." })),
    /** Levels below the asking agent: 1 for a direct downline. */
    level: Type.Number({ description: 'Levels below the asking agent: 1 for a direct downline.' }),
    mainBalance: Type.Number(),
    totalBalance: Type.Number({ description: 'All wallets, what a pending withdrawal froze apart.' }),
    lastLoginTime: nullable(Type.String({ description: 'ISO date-time of the last login; null when never logged in.' })),
    teamSize: Type.Number({ description: 'Downlines at every level below this member (the member itself not counted).' }),
    directDownlineCount: Type.Number(),
    contracts: Type.Array(TeamContractSchema, { description: 'The contracts running (ACTIVE) between this member and its upline.' }),
    registerTime: Type.String({ description: 'ISO date-time of the registration.' }),
  },
  { description: 'A member of the agent\'s team, as team management shows it.' },
);
export type TeamMember = Static<typeof TeamMemberSchema>;

/** One step of the path from the agent down to the level shown. */
export const TeamPathStepSchema = Type.Object({ account: Type.String(), type: Type.Number() });
export type TeamPathStep = Static<typeof TeamPathStepSchema>;

/** Browses the team level by level, or searches it by part of an account. */
export const AgentTeamQuerySchema = Type.Object(
  {
    pageNo: DefaultedPageNoField,
    pageSize: DefaultedPageSizeField,
    account: Type.Optional(AccountField('The level to show: this member\'s direct downlines (a member of the agent\'s team); the agent\'s own when left out.')),
    search: Type.Optional(singleLineText(64, { description: 'Part of an account, without regard to case: matches at every level below the level shown.' })),
  },
  { additionalProperties: false, description: 'Browses the team level by level, or searches it by part of an account.' },
);
export type AgentTeamQuery = Static<typeof AgentTeamQuerySchema>;

export const AgentTeamPageSchema = Type.Object({
  path: Type.Array(TeamPathStepSchema, { description: 'From the agent (first) down to the member whose level is shown (last).' }),
  list: Type.Array(TeamMemberSchema),
  totalCount: Type.Number(),
  totalPages: Type.Number(),
});
export type AgentTeamPage = Static<typeof AgentTeamPageSchema>;

/** An affiliate link of the agent: registering through its code makes a direct downline of its account type. */
export const AffiliateLinkSchema = Type.Object(
  {
    id: Type.Number(),
    name: Type.String(),
    code: Type.String({ description: 'The affiliate code the link carries (letters and digits nobody confuses).' }),
    accountType: Type.Number({ description: 'The account type a registration through the link gets.' }),
    url: Type.String({ description: "The registration page on the brand's primary domain, with the code: `https://<domain>/#/register?affiliateCode=<code>`." }),
    enabled: Type.Boolean({ description: 'A disabled link registers nobody (its code is refused as an invalid invitation code).' }),
    createTime: Type.String({ description: 'ISO date-time.' }),
    registeredCount: Type.Number({ description: 'Members registered through the link.' }),
  },
  { description: 'An affiliate link of the agent: registering through its code makes a direct downline of its account type.' },
);
export type AffiliateLink = Static<typeof AffiliateLinkSchema>;

export const AffiliateLinksSchema = Type.Object({
  list: Type.Array(AffiliateLinkSchema, { description: 'Newest first.' }),
  accountTypes: Type.Array(Type.Number(), { description: 'The account types this agent may give a link (or a new account).' }),
  maxLinks: Type.Number({ description: 'How many links an agent may have.' }),
});
export type AffiliateLinks = Static<typeof AffiliateLinksSchema>;

const LinkNameField = singleLineText(32, { minLength: 1, description: 'A name the agent recognises the link by.' });

export const CreateAffiliateLinkRequestSchema = Type.Object(
  { name: LinkNameField, accountType: DownlineAccountTypeSchema },
  { additionalProperties: false, description: 'Creates an affiliate link with a new code.' },
);
export type CreateAffiliateLinkRequest = Static<typeof CreateAffiliateLinkRequestSchema>;

export const UpdateAffiliateLinkRequestSchema = Type.Object(
  {
    id: RecordIdField,
    name: Type.Optional(LinkNameField),
    enabled: Type.Optional(Type.Boolean({ description: 'False disables the link; true enables it again.' })),
  },
  { additionalProperties: false, description: 'Renames an affiliate link, or disables or enables it.' },
);
export type UpdateAffiliateLinkRequest = Static<typeof UpdateAffiliateLinkRequestSchema>;

/** The agent moves withdrawable money from its main wallet to a member of its team. */
export const TransferToDownlineRequestSchema = Type.Object(
  {
    toAccount: AccountField("The downline's account: any member of the agent's team (not a trial account)."),
    amount: AmountField,
    paymentPassword: PaymentPasswordField,
    requestId: RequestIdField,
  },
  { additionalProperties: false, description: 'The agent moves withdrawable money from its main wallet to a member of its team, once per requestId.' },
);
export type TransferToDownlineRequest = Static<typeof TransferToDownlineRequestSchema>;
