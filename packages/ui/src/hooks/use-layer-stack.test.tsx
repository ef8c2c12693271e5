import { useRef } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LAYER_ATTRIBUTE, layerOrder, nextLayerOrder, openLayerCount, useLayerStack } from './use-layer-stack';

function Layer({ order, isActive = true, onEscape }: { order: number; isActive?: boolean; onEscape: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  useLayerStack({ isActive, ref, onEscape });
  return (
    <div {...{ [LAYER_ATTRIBUTE]: order }}>
      <div ref={ref} />
    </div>
  );
}

describe('useLayerStack', () => {
  it('gives Escape to the top layer only, then to the one below once the top closes', async () => {
    const below = vi.fn();
    const top = vi.fn();
    const { rerender } = render(
      <>
        <Layer order={1} onEscape={below} />
        <Layer order={2} onEscape={top} />
      </>,
    );
    expect(openLayerCount()).toBe(2);
    await userEvent.keyboard('{Escape}');
    expect(top).toHaveBeenCalledTimes(1);
    expect(below).not.toHaveBeenCalled();
    rerender(
      <>
        <Layer order={1} onEscape={below} />
        <Layer order={2} isActive={false} onEscape={top} />
      </>,
    );
    await userEvent.keyboard('{Escape}');
    expect(below).toHaveBeenCalledTimes(1);
    expect(top).toHaveBeenCalledTimes(1);
  });

  it('orders layers by creation, not by which effect ran first', async () => {
    const outer = vi.fn();
    const inner = vi.fn();
    // The inner layer is a child, so its effect registers first; its later order still puts it on top.
    function Outer() {
      const ref = useRef<HTMLDivElement>(null);
      useLayerStack({ isActive: true, ref, onEscape: outer });
      return (
        <div {...{ [LAYER_ATTRIBUTE]: 10 }} ref={ref}>
          <Layer order={11} onEscape={inner} />
        </div>
      );
    }
    render(<Outer />);
    await userEvent.keyboard('{Escape}');
    expect(inner).toHaveBeenCalledTimes(1);
    expect(outer).not.toHaveBeenCalled();
  });

  it('ignores an Escape that a popover already handled, and stops listening when empty', async () => {
    const onEscape = vi.fn();
    const { unmount } = render(<Layer order={1} onEscape={onEscape} />);
    const handled = new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true });
    handled.preventDefault();
    document.body.dispatchEvent(handled);
    expect(onEscape).not.toHaveBeenCalled();
    unmount();
    expect(openLayerCount()).toBe(0);
    await userEvent.keyboard('{Escape}');
    expect(onEscape).not.toHaveBeenCalled();
  });

  it('numbers new layers in increasing order and reads the order of any node inside one', () => {
    const first = nextLayerOrder();
    const second = nextLayerOrder();
    expect(second).toBeGreaterThan(first);
    const layer = document.createElement('div');
    layer.setAttribute(LAYER_ATTRIBUTE, String(second));
    const child = layer.appendChild(document.createElement('span'));
    expect(layerOrder(child)).toBe(second);
    expect(layerOrder(document.createElement('p'))).toBe(0);
  });
});
