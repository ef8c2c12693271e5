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
import { FeedbackRequestSchema } from './feedback';
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
import { MissionLeaderboardEntrySchema, MissionLeaderboardQuerySchema, MissionSummarySchema } from './mission';
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
import { MobileRegisterRequestSchema, RegisterRequestSchema } from './register';
import { FreePlayLoginRequestSchema, LoginRequestSchema } from './session';
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
import { FeatureNodeSchema } from './whitelabel';

/** A call's schemas: its input (query of a GET/DELETE, body of a POST/PUT) and its envelope's value. */
export interface CallSchemas<Request extends TSchema = TSchema, Response extends TSchema = TSchema> {
  readonly request: Request;
  readonly response: Response;
}

const call = <Request extends TSchema, Response extends TSchema>(request: Request, response: Response): CallSchemas<Request, Response> => ({ request, response });

/** The value of a call that answers nothing. */
const NoValue = Type.Null();

/**
 * The request and response schemas of every call of the contract, by the call's name in CALLS.
 * The contract's request and response types are `Static` of these (see src/contract).
 */
export const CALL_SCHEMAS = {
  // session
  login: call(LoginRequestSchema, LoginResultSchema),
  freePlayLogin: call(FreePlayLoginRequestSchema, LoginResultSchema),
  logout: call(NoInputSchema, NoValue),
  // member
  memberInfo: call(NoInputSchema, MemberInfoSchema),
  memberIcon: call(NoInputSchema, MemberIconSchema),
  playerAvatar: call(NoInputSchema, PlayerAvatarSchema),
  changePassword: call(ChangePasswordRequestSchema, NoValue),
  forgotPasswordByEmail: call(ForgotPasswordByEmailRequestSchema, NoValue),
  setPasswordByPhone: call(SetPasswordByPhoneRequestSchema, SetPasswordByPhoneResultSchema),
  updateLanguage: call(UpdateLanguageRequestSchema, NoValue),
  unreadCount: call(NoInputSchema, UnreadCountSchema),
  // registration
  register: call(RegisterRequestSchema, LoginResultSchema),
  registerMobile: call(MobileRegisterRequestSchema, LoginResultSchema),
  // verification
  captcha: call(CaptchaQuerySchema, CaptchaImageSchema),
  smsNoLogin: call(SmsCodeRequestSchema, SmsCodeResultSchema),
  registerSms: call(RegisterSmsRequestSchema, SmsCodeResultSchema),
  registerMobileSms: call(SmsCodeRequestSchema, SmsCodeResultSchema),
  // wallet
  balance: call(NoInputSchema, BalanceSchema),
  walletTransfer: call(WalletTransferRequestSchema, WalletTransferResultSchema),
  memberTransfer: call(MemberTransferRequestSchema, MemberTransferResultSchema),
  merchantWallet: call(MerchantWalletQuerySchema, Type.Array(MerchantWalletSchema)),
  consolidatedFunds: call(NoInputSchema, ConsolidatedFundsSchema),
  promotionalCredits: call(DefaultedPageQuerySchema, PromotionalCreditsPageSchema),
  memberTransactions: call(MemberTransactionsQuerySchema, MemberTransactionsPageSchema),
  // games
  gameMenus: call(GameMenusQuerySchema, Type.Array(GameMenuSchema)),
  gameVendors: call(GameVendorsQuerySchema, Type.Array(VendorSchema)),
  gameList: call(GameListQuerySchema, GameListPageSchema),
  recentGames: call(RecentGamesQuerySchema, RecentGamesPageSchema),
  hotGames: call(HotGamesQuerySchema, HotGamesSchema),
  gameLaunchFB: call(GameLaunchFBQuerySchema, GameLaunchSchema),
  pvpRooms: call(PvpRoomsQuerySchema, Type.Array(PvpRoomSchema)),
  launchGame: call(LaunchGameQuerySchema, GameLaunchSchema),
  // favourites
  favouriteIds: call(FavouriteIdsQuerySchema, FavouriteIdsSchema),
  favourites: call(FavouritesQuerySchema, FavouritesPageSchema),
  addFavourite: call(FavouriteChangeSchema, FavouriteIdsSchema),
  removeFavourite: call(FavouriteChangeSchema, FavouriteIdsSchema),
  // lottery
  lotteryMenu: call(LotteryMenuQuerySchema, Type.Array(LotteryMenuGroupSchema)),
  lotteryRecentMenu: call(LotteryMenuQuerySchema, Type.Array(LotteryMenuGroupSchema)),
  popularGames: call(PopularGamesQuerySchema, Type.Array(LotteryGameSchema)),
  vnOpenedNumbers: call(VnOpenedNumbersQuerySchema, Type.Array(OpenedNumeroSchema)),
  openedNumero: call(OpenedNumeroQuerySchema, Type.Union([OpenedNumeroSchema, Type.Null()])),
  // content
  announcements: call(AnnouncementsQuerySchema, Type.Array(AnnouncementSchema)),
  notices: call(NoticesQuerySchema, Type.Array(NoticeSchema)),
  banners: call(BannersQuerySchema, Type.Array(BannerSchema)),
  helpCenter: call(HelpCenterQuerySchema, Type.Array(HelpCategorySchema)),
  helpArticle: call(HelpArticleQuerySchema, HelpArticleSchema),
  winnerBoard: call(WinnerBoardQuerySchema, Type.Array(WinnerBoardEntrySchema)),
  // agent
  affiliate: call(AffiliateQuerySchema, AffiliateSchema),
  hourlySalaryContract: call(contractRequestSchema(HourlySalaryTierSchema), contractSchema(HourlySalaryTierSchema)),
  dailySalaryContract: call(contractRequestSchema(DailySalaryTierSchema), contractSchema(DailySalaryTierSchema)),
  realtimeSalaryContract: call(contractRequestSchema(RealtimeSalaryTierSchema), contractSchema(RealtimeSalaryTierSchema)),
  dividendRequest: call(contractRequestSchema(DividendTierSchema), contractSchema(DividendTierSchema)),
  downlines: call(DownlinesQuerySchema, DownlinesPageSchema),
  // points
  pointsBalance: call(NoInputSchema, PointsBalanceSchema),
  redeemList: call(RedeemListQuerySchema, RedeemListPageSchema),
  redeem: call(RedeemRequestSchema, RedeemRecordSchema),
  convertPoints: call(ConvertPointsRequestSchema, ConvertPointsResultSchema),
  redeemRecords: call(DefaultedPageQuerySchema, RedeemRecordsPageSchema),
  pointsDetails: call(DefaultedPageQuerySchema, PointsDetailsPageSchema),
  // promotions
  promotions: call(PromotionsQuerySchema, PromotionsSchema),
  promotionDetail: call(PromotionDetailQuerySchema, PromotionDetailSchema),
  reward: call(NoInputSchema, RewardCenterSchema),
  raffleClaim: call(RaffleClaimRequestSchema, RafflePrizeSchema),
  // missions
  missionSummary: call(NoInputSchema, MissionSummarySchema),
  missionLeaderboard: call(MissionLeaderboardQuerySchema, Type.Array(MissionLeaderboardEntrySchema)),
  // feedback
  feedback: call(FeedbackRequestSchema, NoValue),
  // system
  systemStatus: call(SystemStatusQuerySchema, SystemStatusSchema),
  whitelabel: call(NoInputSchema, Type.Array(FeatureNodeSchema)),
  registerSettings: call(NoInputSchema, RegisterSettingsSchema),
  validationRules: call(NoInputSchema, ValidationRulesSchema),
  routers: call(NoInputSchema, RoutersSchema),
  domainRoute: call(DomainRouteQuerySchema, DomainRouteSchema),
  siteConfig: call(NoInputSchema, SiteConfigSchema),
  countryCode: call(NoInputSchema, CountryCodesSchema),
  customerService: call(CustomerServiceQuerySchema, CustomerServiceSchema),
  publicKey: call(NoInputSchema, GatewayPublicKeySchema),
} as const satisfies { readonly [Name in CallName]: CallSchemas };

/** The request and response schemas of a call by name. */
export type CallSchemasOf<Name extends CallName> = (typeof CALL_SCHEMAS)[Name];
