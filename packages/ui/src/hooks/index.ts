export { useControllableState, type UseControllableStateParams } from './use-controllable-state';
