export { useControllableState, type UseControllableStateParams } from './use-controllable-state';
export { useScrollLock } from './use-scroll-lock';
export { useFocusTrap, tabbableElements, type UseFocusTrapOptions } from './use-focus-trap';
export { useLayerStack, LAYER_ATTRIBUTE, layerOrder, nextLayerOrder, openLayerCount, type UseLayerStackOptions } from './use-layer-stack';
export { useInertOutside, inertOutside, LIVE_ATTRIBUTE } from './use-inert-outside';
export { usePresence, transitionTime, type Presence, type PresenceState, type UsePresenceOptions } from './use-presence';
export { useCountdown, type Countdown } from './use-countdown';
export { useThrottledCallback } from './use-throttled-callback';
