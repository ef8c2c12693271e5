export { SessionTimer, type SessionTimerProps } from './SessionTimer';
export { elapsedSeconds, formatElapsed } from './elapsed';
