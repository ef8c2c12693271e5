export { JackpotTicker, type JackpotTickerProps } from './JackpotTicker';
export { jackpotStartValue, type JackpotStartOptions } from './jackpot';
