import { affiliate, dailySalaryContract, downlines, dividendRequest, hourlySalaryContract, realtimeSalaryContract } from './agent';
import { announcements, banners, helpArticle, helpCenter, notices, winnerBoard } from './content';
import { publicKey } from './crypto';
import { addFavourite, favouriteIds, favourites, removeFavourite } from './favourites';
import { feedback } from './feedback';
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
import { missionLeaderboard, missionSummary } from './mission';
import { convertPoints, pointsBalance, pointsDetails, redeem, redeemList, redeemRecords } from './points';
import { promotionDetail, promotions, raffleClaim, reward } from './promotion';
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
  updateNickname,
} from './security';
import { freePlayLogin, login, logout } from './session';
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

/**
 * Every call of the contract by name: the gateway registers a route for each, and the README's
 * table lists exactly these (a test keeps the two in step).
 */
export const CALLS = /* @__PURE__ */ Object.freeze({
  // session
  login,
  freePlayLogin,
  logout,
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
  // points
  pointsBalance,
  redeemList,
  redeem,
  convertPoints,
  redeemRecords,
  pointsDetails,
  // promotions
  promotions,
  promotionDetail,
  reward,
  raffleClaim,
  // missions
  missionSummary,
  missionLeaderboard,
  // feedback
  feedback,
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
