import { useLayoutEffect, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { LAYER_ATTRIBUTE, nextLayerOrder } from '../hooks/use-layer-stack';

export interface PortalProps {
  children?: ReactNode;
  /** Where the layer goes; `document.body` when omitted. */
  container?: Element | null;
}

/**
 * Renders its children in a layer of their own at the end of the page (or of `container`), out
 * of any clipping or stacking context. Each layer carries `data-pf-layer` with its creation
 * order: a popover portalled from inside an open modal is a later layer, so the modal's focus
 * trap lets it take focus and the modal's inert background does not cover it.
 */
export function Portal({ children, container }: PortalProps) {
  const [layer] = useState(() => {
    if (typeof document === 'undefined') return null;
    const element = document.createElement('div');
    element.setAttribute(LAYER_ATTRIBUTE, String(nextLayerOrder()));
    return element;
  });
  // The children render once the layer is in the page, so their refs and layout effects can
  // focus and measure; before paint, and never on the server.
  const [isAttached, setAttached] = useState(false);
  useLayoutEffect(() => {
    if (!layer) return;
    const parent = container ?? document.body;
    // Keep layers in creation order, also when a nested layer mounts in the same render.
    const order = Number(layer.getAttribute(LAYER_ATTRIBUTE));
    const above = [...parent.children].find((child) => Number(child.getAttribute(LAYER_ATTRIBUTE)) > order);
    parent.insertBefore(layer, above ?? null);
    // The layer is a node outside React's tree: this state mirrors that it is now in the page.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setAttached(true);
    return () => layer.remove();
  }, [layer, container]);
  return layer && isAttached ? createPortal(children, layer) : null;
}
Portal.displayName = 'Portal';
