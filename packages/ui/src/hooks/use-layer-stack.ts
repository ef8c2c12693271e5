import { useEffect, useEffectEvent } from 'react';

/**
 * Every layer container (a `Portal`) carries this attribute with its creation order, so that
 * behaviour of a modal can tell the layers opened after it (a listbox popped up from inside it)
 * from the page and the layers below it.
 */
export const LAYER_ATTRIBUTE = 'data-pf-layer';

let createdLayers = 0;

/** The order of a new layer: layers created later sit above those created earlier. */
export function nextLayerOrder(): number {
  return ++createdLayers;
}

/** The order of the layer that holds `node`: 0 for the page itself. */
export function layerOrder(node: Element | null | undefined): number {
  return Number(node?.closest(`[${LAYER_ATTRIBUTE}]`)?.getAttribute(LAYER_ATTRIBUTE) ?? 0);
}

interface Layer {
  order: number;
  onEscape: (event: KeyboardEvent) => void;
}

const stack: Layer[] = [];

/** How many layers are open now: a new modal stacks its z-index above them. */
export function openLayerCount(): number {
  return stack.length;
}

function handleKeyDown(event: KeyboardEvent) {
  // A popover that handled Escape itself calls preventDefault; IME composition keeps its Escape.
  if (event.key !== 'Escape' || event.defaultPrevented || event.isComposing) return;
  stack.at(-1)?.onEscape(event);
}

export interface UseLayerStackOptions {
  /** Whether the layer is open: only open layers are on the stack. */
  isActive: boolean;
  /** The layer's element (or any node inside it): its layer order keeps the stack sorted. */
  ref: { current: Element | null };
  /** Called for Escape only when this layer is the top one. */
  onEscape?: (event: KeyboardEvent) => void;
}

/**
 * Puts an open layer on the one stack of open layers. Escape goes to the top layer only, so
 * Escape in a nested modal closes that modal and leaves the one below it open.
 */
export function useLayerStack({ isActive, ref, onEscape }: UseLayerStackOptions): void {
  const escape = useEffectEvent((event: KeyboardEvent) => onEscape?.(event));
  useEffect(() => {
    if (!isActive) return;
    const layer: Layer = { order: layerOrder(ref.current), onEscape: (event) => escape(event) };
    // Sorted by creation order, so a parent and child opened in one render stack correctly.
    const index = stack.findIndex((other) => other.order > layer.order);
    stack.splice(index < 0 ? stack.length : index, 0, layer);
    if (stack.length === 1) document.addEventListener('keydown', handleKeyDown);
    return () => {
      stack.splice(stack.indexOf(layer), 1);
      if (!stack.length) document.removeEventListener('keydown', handleKeyDown);
    };
  }, [isActive, ref]);
}
