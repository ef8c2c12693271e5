export { Timeline, type TimelineProps, type TimelineStepProps, type TimelineStepState } from './Timeline';
