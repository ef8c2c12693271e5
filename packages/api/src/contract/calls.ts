import { affiliate, dailySalaryContract, downlines, dividendRequest, hourlySalaryContract, realtimeSalaryContract } from './agent';
import {
  agentDownlineProfitLoss,
  agentDownlineProfitLossExport,
  agentDownlineTransactions,
  agentDownlineTransactionsExport,
  agentTeamBets,
  agentTeamBetsExport,
  agentTeamOverview,
} from './agent-reports';
import { affiliateLinks, agentNotices, agentTeam, createAffiliateLink, createDownlineAccount, transferToDownline, updateAffiliateLink } from './agent-team';
import { announcements, banners, helpArticle, helpCenter, notices, winnerBoard } from './content';
import { publicKey } from './crypto';
import { addFavourite, favouriteIds, favourites, removeFavourite } from './favourites';
import { feedback, feedbackHistory } from './feedback';
import { deleteMessages, inboxMessages, markAllMessagesRead, openMessage } from './inbox';
import { gameLaunchFB, gameList, gameMenus, gameVendors, hotGames, launchGame, pvpRooms, recentGames } from './games';
import { lotteryMenu, lotteryRecentMenu, openedNumero, popularGames, vnOpenedNumbers } from './lottery';
import {
  changePassword,
  forgotPasswordByEmail,
  memberIcon,
  memberInfo,
  playerAvatar,
  setPasswordByPhone,
  unreadCount,
  updateLanguage,
} from './member';
import { missionClaim, missionLeaderboard, missionList, missionSummary } from './mission';
import { referralClaim, referralFriends, referralInfo } from './referral';
import { convertPoints, pointsBalance, pointsDetails, redeem, redeemList, redeemRecords } from './points';
import { promotionDetail, promotions, raffleClaim, reward } from './promotion';
import { applyPromotion, claimReward, rewardClaims } from './rewards';
import { register, registerMobile } from './register';
import {
  bindEmail,
  bindEmailCode,
  bindPhone,
  bindPhoneCode,
  loginHistory,
  memberSessions,
  securityProfile,
  signOutOtherSessions,
  signOutSession,
  totpSetup,
  enableTotp,
  disableTotp,
  updateNickname,
} from './security';
import { freePlayLogin, login, logout, secondFactorCode, verifySecondFactor } from './session';
import {
  cancelLimitChange,
  confirmLimitChange,
  declineDepositLimitPrompt,
  exclude,
  protectionHistory,
  protectionSettings,
  sessionSummary,
  setLimit,
  setRealityCheck,
} from './protection';
import {
  countryCode,
  customerService,
  domainRoute,
  registerSettings,
  routers,
  siteConfig,
  systemStatus,
  validationRules,
  whitelabel,
} from './system';
import { captcha, registerMobileSms, registerSms, smsNoLogin } from './verification';
import { balance, consolidatedFunds, memberTransactions, memberTransfer, merchantWallet, promotionalCredits, walletTransfer } from './wallet';
import {
  addBankCard,
  bankCards,
  changePaymentPassword,
  confirmWithdrawal,
  paymentPasswordStatus,
  removeBankCard,
  requestWithdrawal,
  setPaymentPassword,
  uplineAccount,
  withdrawalForm,
  withdrawals,
} from './withdrawals';
import { createDeposit, depositChannels, depositOrder, depositRecords } from './payments';
import { betDetail, betRecords, memberTransactionsExport, personalProfit } from './records';
import { claimRebate, rebateClaims, rebateSummary } from './rebate';
import { agentIncome, agentRealtimeAccrual, agentSettlements, contractSimulation } from './settlement';
import { agentContracts, contractOfferImpact } from './agent-contracts';

/**
 * Every call of the contract by name: the gateway registers a route for each, and the README's
 * table lists exactly these (a test keeps the two in step).
 */
export const CALLS = /* @__PURE__ */ Object.freeze({
  // session
  login,
  freePlayLogin,
  logout,
  secondFactorCode,
  verifySecondFactor,
  // member
  memberInfo,
  memberIcon,
  playerAvatar,
  changePassword,
  forgotPasswordByEmail,
  setPasswordByPhone,
  updateLanguage,
  unreadCount,
  // security centre
  securityProfile,
  updateNickname,
  bindPhoneCode,
  bindPhone,
  bindEmailCode,
  bindEmail,
  loginHistory,
  memberSessions,
  signOutSession,
  signOutOtherSessions,
  totpSetup,
  enableTotp,
  disableTotp,
  // player protection
  protectionSettings,
  setLimit,
  confirmLimitChange,
  cancelLimitChange,
  declineDepositLimitPrompt,
  setRealityCheck,
  exclude,
  protectionHistory,
  sessionSummary,
  // registration
  register,
  registerMobile,
  // verification
  captcha,
  smsNoLogin,
  registerSms,
  registerMobileSms,
  // wallet
  balance,
  walletTransfer,
  memberTransfer,
  merchantWallet,
  consolidatedFunds,
  promotionalCredits,
  memberTransactions,
  // records
  betRecords,
  betDetail,
  personalProfit,
  memberTransactionsExport,
  // withdrawals
  paymentPasswordStatus,
  setPaymentPassword,
  changePaymentPassword,
  bankCards,
  addBankCard,
  removeBankCard,
  withdrawalForm,
  requestWithdrawal,
  withdrawals,
  confirmWithdrawal,
  uplineAccount,
  // payments
  depositChannels,
  createDeposit,
  depositOrder,
  depositRecords,
  // games
  gameMenus,
  gameVendors,
  gameList,
  recentGames,
  hotGames,
  gameLaunchFB,
  pvpRooms,
  launchGame,
  // favourites
  favouriteIds,
  favourites,
  addFavourite,
  removeFavourite,
  // lottery
  lotteryMenu,
  lotteryRecentMenu,
  popularGames,
  vnOpenedNumbers,
  openedNumero,
  // content
  announcements,
  notices,
  banners,
  helpCenter,
  helpArticle,
  winnerBoard,
  // agent
  affiliate,
  hourlySalaryContract,
  dailySalaryContract,
  realtimeSalaryContract,
  dividendRequest,
  downlines,
  // settlement (agent contracts' salary and dividends)
  agentIncome,
  agentSettlements,
  agentRealtimeAccrual,
  contractSimulation,
  agentContracts,
  contractOfferImpact,
  // agent team (open account, affiliate links, team management)
  createDownlineAccount,
  affiliateLinks,
  createAffiliateLink,
  updateAffiliateLink,
  agentTeam,
  transferToDownline,
  agentNotices,
  // agent reports (the team's overview, betting, profit and loss, transactions)
  agentTeamOverview,
  agentTeamBets,
  agentTeamBetsExport,
  agentDownlineProfitLoss,
  agentDownlineProfitLossExport,
  agentDownlineTransactions,
  agentDownlineTransactionsExport,
  // points
  pointsBalance,
  redeemList,
  redeem,
  convertPoints,
  redeemRecords,
  pointsDetails,
  // rebate
  rebateSummary,
  claimRebate,
  rebateClaims,
  // promotions
  promotions,
  promotionDetail,
  reward,
  raffleClaim,
  // rewards
  claimReward,
  rewardClaims,
  applyPromotion,
  // missions
  missionSummary,
  missionLeaderboard,
  missionList,
  missionClaim,
  // referral
  referralInfo,
  referralFriends,
  referralClaim,
  // feedback
  feedback,
  feedbackHistory,
  // inbox
  inboxMessages,
  openMessage,
  markAllMessagesRead,
  deleteMessages,
  // system
  systemStatus,
  whitelabel,
  registerSettings,
  validationRules,
  routers,
  domainRoute,
  siteConfig,
  countryCode,
  customerService,
  publicKey,
});

/** The registry's type: each name with its own request and response types. */
export type Calls = typeof CALLS;

/** The name of a call of the contract. */
export type CallName = keyof Calls;
