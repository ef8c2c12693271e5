export { StatCard, formatFigure, type StatCardProps, type StatCardFormat } from './StatCard';
export { changeDirection, changeMood, changeSentence, formatChangePercent, type ChangeDirection, type ChangeMood } from './stat-change';
