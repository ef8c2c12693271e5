import { Type } from 'typebox';
import type { TSchema } from 'typebox';
import type { CallName } from '../contract/calls';
import {
  AffiliateQuerySchema,
  AffiliateSchema,
  DailySalaryTierSchema,
  DividendTierSchema,
  DownlinesPageSchema,
  DownlinesQuerySchema,
  HourlySalaryTierSchema,
  RealtimeSalaryTierSchema,
  contractRequestSchema,
  contractSchema,
} from './agent';
import {
  AffiliateLinkSchema,
  AffiliateLinksSchema,
  AgentTeamPageSchema,
  AgentTeamQuerySchema,
  CreateAffiliateLinkRequestSchema,
  CreateDownlineAccountRequestSchema,
  TeamMemberSchema,
  TransferToDownlineRequestSchema,
  UpdateAffiliateLinkRequestSchema,
} from './agent-team';
import {
  AgentDownlineProfitLossExportQuerySchema,
  AgentDownlineProfitLossExportSchema,
  AgentDownlineProfitLossQuerySchema,
  AgentDownlineProfitLossSchema,
  AgentDownlineTransactionsExportQuerySchema,
  AgentDownlineTransactionsExportSchema,
  AgentDownlineTransactionsPageSchema,
  AgentDownlineTransactionsQuerySchema,
  AgentTeamBetsExportQuerySchema,
  AgentTeamBetsExportSchema,
  AgentTeamBetsPageSchema,
  AgentTeamBetsQuerySchema,
  AgentTeamOverviewQuerySchema,
  AgentTeamOverviewSchema,
} from './agent-reports';
import {
  AnnouncementSchema,
  AnnouncementsQuerySchema,
  BannersQuerySchema,
  HelpArticleQuerySchema,
  HelpArticleSchema,
  HelpCategorySchema,
  HelpCenterQuerySchema,
  NoticesQuerySchema,
  WinnerBoardEntrySchema,
  WinnerBoardQuerySchema,
} from './content';
import { GatewayPublicKeySchema } from './crypto';
import { BannerSchema, DefaultedPageQuerySchema, LoginResultSchema, MemberInfoSchema, NoInputSchema, NoticeSchema, SmsCodeResultSchema, ValidationRulesSchema, VendorSchema } from './entities';
import { FavouriteChangeSchema, FavouriteIdsQuerySchema, FavouriteIdsSchema, FavouritesPageSchema, FavouritesQuerySchema } from './favourites';
import { FeedbackHistoryPageSchema, FeedbackHistoryQuerySchema, FeedbackRequestSchema } from './feedback';
import { DeleteMessagesRequestSchema, InboxChangeSchema, InboxMessageSchema, InboxPageSchema, InboxQuerySchema, OpenMessageRequestSchema } from './inbox';
import {
  GameLaunchFBQuerySchema,
  GameLaunchSchema,
  GameListPageSchema,
  GameListQuerySchema,
  GameMenuSchema,
  GameMenusQuerySchema,
  GameVendorsQuerySchema,
  HotGamesQuerySchema,
  HotGamesSchema,
  LaunchGameQuerySchema,
  PvpRoomSchema,
  PvpRoomsQuerySchema,
  RecentGamesPageSchema,
  RecentGamesQuerySchema,
} from './games';
import {
  LotteryGameSchema,
  LotteryMenuGroupSchema,
  LotteryMenuQuerySchema,
  OpenedNumeroQuerySchema,
  OpenedNumeroSchema,
  PopularGamesQuerySchema,
  VnOpenedNumbersQuerySchema,
} from './lottery';
import {
  ChangePasswordRequestSchema,
  ForgotPasswordByEmailRequestSchema,
  MemberIconSchema,
  PlayerAvatarSchema,
  SetPasswordByPhoneRequestSchema,
  SetPasswordByPhoneResultSchema,
  UnreadCountSchema,
  UpdateLanguageRequestSchema,
} from './member';
import {
  MissionClaimRequestSchema,
  MissionClaimResultSchema,
  MissionLeaderboardEntrySchema,
  MissionLeaderboardQuerySchema,
  MissionListSchema,
  MissionSummarySchema,
} from './mission';
import { ReferralClaimRequestSchema, ReferralClaimResultSchema, ReferralFriendsPageSchema, ReferralFriendsQuerySchema, ReferralInfoSchema } from './referral';
import {
  ConvertPointsRequestSchema,
  ConvertPointsResultSchema,
  PointsBalanceSchema,
  PointsDetailsPageSchema,
  RedeemListPageSchema,
  RedeemListQuerySchema,
  RedeemRecordSchema,
  RedeemRecordsPageSchema,
  RedeemRequestSchema,
} from './points';
import {
  PromotionDetailQuerySchema,
  PromotionDetailSchema,
  PromotionsQuerySchema,
  PromotionsSchema,
  RaffleClaimRequestSchema,
  RafflePrizeSchema,
  RewardCenterSchema,
} from './promotion';
import { ApplyPromotionRequestSchema, ClaimRewardRequestSchema, PromotionApplicationSchema, RewardClaimSchema, RewardClaimsPageSchema, RewardClaimsQuerySchema } from './rewards';
import { MobileRegisterRequestSchema, RegisterRequestSchema } from './register';
import {
  BindEmailCodeRequestSchema,
  BindEmailRequestSchema,
  BindPhoneCodeRequestSchema,
  BindPhoneRequestSchema,
  BoundContactSchema,
  ContactCodeResultSchema,
  LoginHistoryPageSchema,
  LoginHistoryQuerySchema,
  MemberSessionSchema,
  SecurityProfileSchema,
  TotpSetupSchema,
  EnableTotpRequestSchema,
  DisableTotpRequestSchema,
  TotpStatusSchema,
  SignOutSessionQuerySchema,
  SignedOutSchema,
  UpdateNicknameRequestSchema,
  UpdateNicknameResultSchema,
} from './security';
import { FreePlayLoginRequestSchema, LoginRequestSchema, SecondFactorCodeRequestSchema, SecondFactorCodeResultSchema, VerifySecondFactorRequestSchema } from './session';
import {
  CountryCodesSchema,
  CustomerServiceQuerySchema,
  CustomerServiceSchema,
  DomainRouteQuerySchema,
  DomainRouteSchema,
  RegisterSettingsSchema,
  RoutersSchema,
  SiteConfigSchema,
  SystemStatusQuerySchema,
  SystemStatusSchema,
} from './system';
import { CaptchaImageSchema, CaptchaQuerySchema, RegisterSmsRequestSchema, SmsCodeRequestSchema } from './verification';
import {
  BalanceSchema,
  ConsolidatedFundsSchema,
  MemberTransactionsPageSchema,
  MemberTransactionsQuerySchema,
  MemberTransferRequestSchema,
  MemberTransferResultSchema,
  MerchantWalletQuerySchema,
  MerchantWalletSchema,
  PromotionalCreditsPageSchema,
  WalletTransferRequestSchema,
  WalletTransferResultSchema,
} from './wallet';
import {
  BetDetailQuerySchema,
  BetDetailSchema,
  BetRecordsPageSchema,
  BetRecordsQuerySchema,
  MemberTransactionsExportQuerySchema,
  MemberTransactionsExportSchema,
  PersonalProfitQuerySchema,
  PersonalProfitSchema,
} from './records';
import { ClaimRebateRequestSchema, ClaimRebateResultSchema, RebateClaimsPageSchema, RebateClaimsQuerySchema, RebateSummarySchema } from './rebate';
import {
  AgentIncomeQuerySchema,
  AgentIncomeSchema,
  AgentSettlementsPageSchema,
  AgentSettlementsQuerySchema,
  ContractSimulationRequestSchema,
  ContractSimulationSchema,
  RealtimeAccrualSchema,
} from './settlement';
import { AgentContractsPageSchema, AgentContractsQuerySchema, ContractOfferImpactRequestSchema, ContractOfferImpactSchema } from './agent-contracts';
import {
  AddBankCardRequestSchema,
  BankCardSchema,
  BankCardsSchema,
  ChangePaymentPasswordRequestSchema,
  ConfirmWithdrawalRequestSchema,
  PaymentPasswordStatusSchema,
  RemoveBankCardRequestSchema,
  SetPaymentPasswordRequestSchema,
  UplineAccountSchema,
  WithdrawalFormSchema,
  WithdrawalRequestSchema,
  WithdrawalSchema,
  WithdrawalsPageSchema,
  WithdrawalsQuerySchema,
} from './withdrawals';
import { CreateDepositRequestSchema, DepositChannelsSchema, DepositOrderQuerySchema, DepositOrderSchema, DepositRecordsPageSchema, DepositRecordsQuerySchema } from './payments';
import { FeatureNodeSchema } from './whitelabel';
import {
  ExcludeRequestSchema,
  ExclusionSchema,
  LimitChangeRequestSchema,
  PlayerLimitSchema,
  ProtectionHistorySchema,
  ProtectionSettingsSchema,
  SessionSummarySchema,
  SetLimitRequestSchema,
  SetRealityCheckRequestSchema,
} from './protection';

/**
 * A call's schemas: its input (query of a GET/DELETE, body of a POST/PUT) and its envelope's
 * value, with the domain it belongs to (the OpenAPI document's tag).
 */
export interface CallSchemas<Request extends TSchema = TSchema, Response extends TSchema = TSchema> {
  readonly domain: string;
  readonly request: Request;
  readonly response: Response;
}

const call = <Request extends TSchema, Response extends TSchema>(domain: string, request: Request, response: Response): CallSchemas<Request, Response> => ({
  domain,
  request,
  response,
});

/** The value of a call that answers nothing. */
const NoValue = Type.Null();

/**
 * The request and response schemas of every call of the contract, by the call's name in CALLS.
 * The contract's request and response types are `Static` of these (see src/contract).
 */
export const CALL_SCHEMAS = {
  // session
  login: call('session', LoginRequestSchema, LoginResultSchema),
  freePlayLogin: call('session', FreePlayLoginRequestSchema, LoginResultSchema),
  logout: call('session', NoInputSchema, NoValue),
  secondFactorCode: call('session', SecondFactorCodeRequestSchema, SecondFactorCodeResultSchema),
  verifySecondFactor: call('session', VerifySecondFactorRequestSchema, LoginResultSchema),
  // member
  memberInfo: call('member', NoInputSchema, MemberInfoSchema),
  memberIcon: call('member', NoInputSchema, MemberIconSchema),
  playerAvatar: call('member', NoInputSchema, PlayerAvatarSchema),
  changePassword: call('member', ChangePasswordRequestSchema, NoValue),
  forgotPasswordByEmail: call('member', ForgotPasswordByEmailRequestSchema, NoValue),
  setPasswordByPhone: call('member', SetPasswordByPhoneRequestSchema, SetPasswordByPhoneResultSchema),
  updateLanguage: call('member', UpdateLanguageRequestSchema, NoValue),
  unreadCount: call('member', NoInputSchema, UnreadCountSchema),
  // security centre
  securityProfile: call('security', NoInputSchema, SecurityProfileSchema),
  updateNickname: call('security', UpdateNicknameRequestSchema, UpdateNicknameResultSchema),
  bindPhoneCode: call('security', BindPhoneCodeRequestSchema, ContactCodeResultSchema),
  bindPhone: call('security', BindPhoneRequestSchema, BoundContactSchema),
  bindEmailCode: call('security', BindEmailCodeRequestSchema, ContactCodeResultSchema),
  bindEmail: call('security', BindEmailRequestSchema, BoundContactSchema),
  loginHistory: call('security', LoginHistoryQuerySchema, LoginHistoryPageSchema),
  memberSessions: call('security', NoInputSchema, Type.Array(MemberSessionSchema)),
  signOutSession: call('security', SignOutSessionQuerySchema, SignedOutSchema),
  signOutOtherSessions: call('security', NoInputSchema, SignedOutSchema),
  totpSetup: call('security', NoInputSchema, TotpSetupSchema),
  enableTotp: call('security', EnableTotpRequestSchema, TotpStatusSchema),
  disableTotp: call('security', DisableTotpRequestSchema, TotpStatusSchema),
  // player protection
  protectionSettings: call('protection', NoInputSchema, ProtectionSettingsSchema),
  setLimit: call('protection', SetLimitRequestSchema, PlayerLimitSchema),
  confirmLimitChange: call('protection', LimitChangeRequestSchema, PlayerLimitSchema),
  cancelLimitChange: call('protection', LimitChangeRequestSchema, PlayerLimitSchema),
  declineDepositLimitPrompt: call('protection', NoInputSchema, NoValue),
  setRealityCheck: call('protection', SetRealityCheckRequestSchema, SetRealityCheckRequestSchema),
  exclude: call('protection', ExcludeRequestSchema, ExclusionSchema),
  protectionHistory: call('protection', NoInputSchema, ProtectionHistorySchema),
  sessionSummary: call('protection', NoInputSchema, SessionSummarySchema),
  // registration
  register: call('registration', RegisterRequestSchema, LoginResultSchema),
  registerMobile: call('registration', MobileRegisterRequestSchema, LoginResultSchema),
  // verification
  captcha: call('verification', CaptchaQuerySchema, CaptchaImageSchema),
  smsNoLogin: call('verification', SmsCodeRequestSchema, SmsCodeResultSchema),
  registerSms: call('verification', RegisterSmsRequestSchema, SmsCodeResultSchema),
  registerMobileSms: call('verification', SmsCodeRequestSchema, SmsCodeResultSchema),
  // wallet
  balance: call('wallet', NoInputSchema, BalanceSchema),
  walletTransfer: call('wallet', WalletTransferRequestSchema, WalletTransferResultSchema),
  memberTransfer: call('wallet', MemberTransferRequestSchema, MemberTransferResultSchema),
  merchantWallet: call('wallet', MerchantWalletQuerySchema, Type.Array(MerchantWalletSchema)),
  consolidatedFunds: call('wallet', NoInputSchema, ConsolidatedFundsSchema),
  promotionalCredits: call('wallet', DefaultedPageQuerySchema, PromotionalCreditsPageSchema),
  memberTransactions: call('wallet', MemberTransactionsQuerySchema, MemberTransactionsPageSchema),
  // records
  betRecords: call('records', BetRecordsQuerySchema, BetRecordsPageSchema),
  betDetail: call('records', BetDetailQuerySchema, BetDetailSchema),
  personalProfit: call('records', PersonalProfitQuerySchema, PersonalProfitSchema),
  memberTransactionsExport: call('records', MemberTransactionsExportQuerySchema, MemberTransactionsExportSchema),
  // withdrawals
  paymentPasswordStatus: call('withdrawals', NoInputSchema, PaymentPasswordStatusSchema),
  setPaymentPassword: call('withdrawals', SetPaymentPasswordRequestSchema, NoValue),
  changePaymentPassword: call('withdrawals', ChangePaymentPasswordRequestSchema, NoValue),
  bankCards: call('withdrawals', NoInputSchema, BankCardsSchema),
  addBankCard: call('withdrawals', AddBankCardRequestSchema, BankCardSchema),
  removeBankCard: call('withdrawals', RemoveBankCardRequestSchema, NoValue),
  withdrawalForm: call('withdrawals', NoInputSchema, WithdrawalFormSchema),
  requestWithdrawal: call('withdrawals', WithdrawalRequestSchema, WithdrawalSchema),
  withdrawals: call('withdrawals', WithdrawalsQuerySchema, WithdrawalsPageSchema),
  confirmWithdrawal: call('withdrawals', ConfirmWithdrawalRequestSchema, WithdrawalSchema),
  uplineAccount: call('withdrawals', NoInputSchema, UplineAccountSchema),
  // payments
  depositChannels: call('payments', NoInputSchema, DepositChannelsSchema),
  createDeposit: call('payments', CreateDepositRequestSchema, DepositOrderSchema),
  depositOrder: call('payments', DepositOrderQuerySchema, DepositOrderSchema),
  depositRecords: call('payments', DepositRecordsQuerySchema, DepositRecordsPageSchema),
  // games
  gameMenus: call('games', GameMenusQuerySchema, Type.Array(GameMenuSchema)),
  gameVendors: call('games', GameVendorsQuerySchema, Type.Array(VendorSchema)),
  gameList: call('games', GameListQuerySchema, GameListPageSchema),
  recentGames: call('games', RecentGamesQuerySchema, RecentGamesPageSchema),
  hotGames: call('games', HotGamesQuerySchema, HotGamesSchema),
  gameLaunchFB: call('games', GameLaunchFBQuerySchema, GameLaunchSchema),
  pvpRooms: call('games', PvpRoomsQuerySchema, Type.Array(PvpRoomSchema)),
  launchGame: call('games', LaunchGameQuerySchema, GameLaunchSchema),
  // favourites
  favouriteIds: call('favourites', FavouriteIdsQuerySchema, FavouriteIdsSchema),
  favourites: call('favourites', FavouritesQuerySchema, FavouritesPageSchema),
  addFavourite: call('favourites', FavouriteChangeSchema, FavouriteIdsSchema),
  removeFavourite: call('favourites', FavouriteChangeSchema, FavouriteIdsSchema),
  // lottery
  lotteryMenu: call('lottery', LotteryMenuQuerySchema, Type.Array(LotteryMenuGroupSchema)),
  lotteryRecentMenu: call('lottery', LotteryMenuQuerySchema, Type.Array(LotteryMenuGroupSchema)),
  popularGames: call('lottery', PopularGamesQuerySchema, Type.Array(LotteryGameSchema)),
  vnOpenedNumbers: call('lottery', VnOpenedNumbersQuerySchema, Type.Array(OpenedNumeroSchema)),
  openedNumero: call('lottery', OpenedNumeroQuerySchema, Type.Union([OpenedNumeroSchema, Type.Null()])),
  // content
  announcements: call('content', AnnouncementsQuerySchema, Type.Array(AnnouncementSchema)),
  notices: call('content', NoticesQuerySchema, Type.Array(NoticeSchema)),
  banners: call('content', BannersQuerySchema, Type.Array(BannerSchema)),
  helpCenter: call('content', HelpCenterQuerySchema, Type.Array(HelpCategorySchema)),
  helpArticle: call('content', HelpArticleQuerySchema, HelpArticleSchema),
  winnerBoard: call('content', WinnerBoardQuerySchema, Type.Array(WinnerBoardEntrySchema)),
  // agent
  affiliate: call('agent', AffiliateQuerySchema, AffiliateSchema),
  hourlySalaryContract: call('agent', contractRequestSchema(HourlySalaryTierSchema), contractSchema(HourlySalaryTierSchema)),
  dailySalaryContract: call('agent', contractRequestSchema(DailySalaryTierSchema), contractSchema(DailySalaryTierSchema)),
  realtimeSalaryContract: call('agent', contractRequestSchema(RealtimeSalaryTierSchema), contractSchema(RealtimeSalaryTierSchema)),
  dividendRequest: call('agent', contractRequestSchema(DividendTierSchema), contractSchema(DividendTierSchema)),
  downlines: call('agent', DownlinesQuerySchema, DownlinesPageSchema),
  // settlement
  agentIncome: call('settlement', AgentIncomeQuerySchema, AgentIncomeSchema),
  agentSettlements: call('settlement', AgentSettlementsQuerySchema, AgentSettlementsPageSchema),
  agentRealtimeAccrual: call('settlement', NoInputSchema, RealtimeAccrualSchema),
  contractSimulation: call('settlement', ContractSimulationRequestSchema, ContractSimulationSchema),
  agentContracts: call('settlement', AgentContractsQuerySchema, AgentContractsPageSchema),
  contractOfferImpact: call('settlement', ContractOfferImpactRequestSchema, ContractOfferImpactSchema),
  // agent team
  createDownlineAccount: call('agent-team', CreateDownlineAccountRequestSchema, TeamMemberSchema),
  affiliateLinks: call('agent-team', NoInputSchema, AffiliateLinksSchema),
  createAffiliateLink: call('agent-team', CreateAffiliateLinkRequestSchema, AffiliateLinkSchema),
  updateAffiliateLink: call('agent-team', UpdateAffiliateLinkRequestSchema, AffiliateLinkSchema),
  agentTeam: call('agent-team', AgentTeamQuerySchema, AgentTeamPageSchema),
  transferToDownline: call('agent-team', TransferToDownlineRequestSchema, MemberTransferResultSchema),
  agentNotices: call('agent-team', NoInputSchema, Type.Array(NoticeSchema)),
  // agent reports
  agentTeamOverview: call('agent-reports', AgentTeamOverviewQuerySchema, AgentTeamOverviewSchema),
  agentTeamBets: call('agent-reports', AgentTeamBetsQuerySchema, AgentTeamBetsPageSchema),
  agentTeamBetsExport: call('agent-reports', AgentTeamBetsExportQuerySchema, AgentTeamBetsExportSchema),
  agentDownlineProfitLoss: call('agent-reports', AgentDownlineProfitLossQuerySchema, AgentDownlineProfitLossSchema),
  agentDownlineProfitLossExport: call('agent-reports', AgentDownlineProfitLossExportQuerySchema, AgentDownlineProfitLossExportSchema),
  agentDownlineTransactions: call('agent-reports', AgentDownlineTransactionsQuerySchema, AgentDownlineTransactionsPageSchema),
  agentDownlineTransactionsExport: call('agent-reports', AgentDownlineTransactionsExportQuerySchema, AgentDownlineTransactionsExportSchema),
  // points
  pointsBalance: call('points', NoInputSchema, PointsBalanceSchema),
  redeemList: call('points', RedeemListQuerySchema, RedeemListPageSchema),
  redeem: call('points', RedeemRequestSchema, RedeemRecordSchema),
  convertPoints: call('points', ConvertPointsRequestSchema, ConvertPointsResultSchema),
  redeemRecords: call('points', DefaultedPageQuerySchema, RedeemRecordsPageSchema),
  pointsDetails: call('points', DefaultedPageQuerySchema, PointsDetailsPageSchema),
  // rebate
  rebateSummary: call('rebate', NoInputSchema, RebateSummarySchema),
  claimRebate: call('rebate', ClaimRebateRequestSchema, ClaimRebateResultSchema),
  rebateClaims: call('rebate', RebateClaimsQuerySchema, RebateClaimsPageSchema),
  // promotions
  promotions: call('promotions', PromotionsQuerySchema, PromotionsSchema),
  promotionDetail: call('promotions', PromotionDetailQuerySchema, PromotionDetailSchema),
  reward: call('promotions', NoInputSchema, RewardCenterSchema),
  raffleClaim: call('promotions', RaffleClaimRequestSchema, RafflePrizeSchema),
  // rewards
  claimReward: call('rewards', ClaimRewardRequestSchema, RewardClaimSchema),
  rewardClaims: call('rewards', RewardClaimsQuerySchema, RewardClaimsPageSchema),
  applyPromotion: call('rewards', ApplyPromotionRequestSchema, PromotionApplicationSchema),
  // missions
  missionSummary: call('missions', NoInputSchema, MissionSummarySchema),
  missionLeaderboard: call('missions', MissionLeaderboardQuerySchema, Type.Array(MissionLeaderboardEntrySchema)),
  missionList: call('missions', NoInputSchema, MissionListSchema),
  missionClaim: call('missions', MissionClaimRequestSchema, MissionClaimResultSchema),
  // referral
  referralInfo: call('referral', NoInputSchema, ReferralInfoSchema),
  referralFriends: call('referral', ReferralFriendsQuerySchema, ReferralFriendsPageSchema),
  referralClaim: call('referral', ReferralClaimRequestSchema, ReferralClaimResultSchema),
  // feedback
  feedback: call('feedback', FeedbackRequestSchema, NoValue),
  feedbackHistory: call('feedback', FeedbackHistoryQuerySchema, FeedbackHistoryPageSchema),
  // inbox
  inboxMessages: call('inbox', InboxQuerySchema, InboxPageSchema),
  openMessage: call('inbox', OpenMessageRequestSchema, InboxMessageSchema),
  markAllMessagesRead: call('inbox', NoInputSchema, InboxChangeSchema),
  deleteMessages: call('inbox', DeleteMessagesRequestSchema, InboxChangeSchema),
  // system
  systemStatus: call('system', SystemStatusQuerySchema, SystemStatusSchema),
  whitelabel: call('system', NoInputSchema, Type.Array(FeatureNodeSchema)),
  registerSettings: call('system', NoInputSchema, RegisterSettingsSchema),
  validationRules: call('system', NoInputSchema, ValidationRulesSchema),
  routers: call('system', NoInputSchema, RoutersSchema),
  domainRoute: call('system', DomainRouteQuerySchema, DomainRouteSchema),
  siteConfig: call('system', NoInputSchema, SiteConfigSchema),
  countryCode: call('system', NoInputSchema, CountryCodesSchema),
  customerService: call('system', CustomerServiceQuerySchema, CustomerServiceSchema),
  publicKey: call('system', NoInputSchema, GatewayPublicKeySchema),
} as const satisfies { readonly [Name in CallName]: CallSchemas };

/** The request and response schemas of a call by name. */
export type CallSchemasOf<Name extends CallName> = (typeof CALL_SCHEMAS)[Name];
