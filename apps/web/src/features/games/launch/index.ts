export { useStartGame, useStartingGame, type StartGame } from './use-start-game';
export {
  planGameStart,
  isVendorCard,
  isLotteryVendor,
  lotteryGameTarget,
  lotteryPath,
  lobbyPath,
  gamePagePath,
  readGamePageParams,
  readLotteryQuery,
  targetName,
  LOTTERY_GAME_TYPES,
  PRIZE_MODE_BY_VENDOR,
  type StartTarget,
  type StartOptions,
  type StartPlan,
  type StartAction,
  type GamePageParams,
  type LotteryPageQuery,
} from './start-game';
export { readSelectedVendor, storeSelectedVendor } from './selected-vendor';
export { GameFrame, GAME_SANDBOX, LOTTERY_SANDBOX } from './GameFrame';
