import { useRef } from 'react';
import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LIVE_ATTRIBUTE, inertOutside, useInertOutside } from './use-inert-outside';
import { LAYER_ATTRIBUTE } from './use-layer-stack';

function add(parent: Element, attributes: Record<string, string> = {}) {
  const element = parent.appendChild(document.createElement('div'));
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  return element;
}

describe('inertOutside', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('makes the rest of the page inert, keeps later layers live, and restores everything', () => {
    const page = add(document.body);
    const earlierLayer = add(document.body, { [LAYER_ATTRIBUTE]: '3' });
    const layer = add(document.body, { [LAYER_ATTRIBUTE]: '5' });
    const panel = add(layer);
    const laterLayer = add(document.body, { [LAYER_ATTRIBUTE]: '8' });
    const release = inertOutside(panel);
    expect(page).toHaveAttribute('inert');
    expect(earlierLayer).toHaveAttribute('inert');
    expect(layer).not.toHaveAttribute('inert');
    expect(laterLayer).not.toHaveAttribute('inert');
    release();
    expect(page).not.toHaveAttribute('inert');
    expect(earlierLayer).not.toHaveAttribute('inert');
  });

  it('is nested-safe: an element stays inert until the last layer that covered it lets go', () => {
    const page = add(document.body);
    const outer = add(document.body, { [LAYER_ATTRIBUTE]: '1' });
    const inner = add(document.body, { [LAYER_ATTRIBUTE]: '2' });
    const releaseOuter = inertOutside(outer);
    const releaseInner = inertOutside(inner);
    expect(outer).toHaveAttribute('inert');
    releaseInner();
    expect(outer).not.toHaveAttribute('inert');
    expect(page).toHaveAttribute('inert');
    releaseOuter();
    expect(page).not.toHaveAttribute('inert');
  });

  it('keeps live regions (toasts) live, however deep they sit', () => {
    const app = add(document.body);
    const content = add(app);
    const toasts = add(app, { [LIVE_ATTRIBUTE]: '' });
    const layer = add(document.body, { [LAYER_ATTRIBUTE]: '1' });
    const release = inertOutside(layer);
    expect(content).toHaveAttribute('inert');
    expect(toasts).not.toHaveAttribute('inert');
    expect(app).not.toHaveAttribute('inert');
    release();
    expect(content).not.toHaveAttribute('inert');
  });

  it('leaves alone an element that was inert already', () => {
    const page = add(document.body, { inert: '' });
    const layer = add(document.body, { [LAYER_ATTRIBUTE]: '1' });
    inertOutside(layer)();
    expect(page).toHaveAttribute('inert');
  });

  it('covers the siblings along the way up when the layer sits deeper in the page', () => {
    const app = add(document.body);
    const header = add(app);
    const main = add(app);
    const layer = add(main, { [LAYER_ATTRIBUTE]: '1' });
    const aside = add(document.body);
    const release = inertOutside(layer);
    expect(header).toHaveAttribute('inert');
    expect(aside).toHaveAttribute('inert');
    expect(app).not.toHaveAttribute('inert');
    expect(main).not.toHaveAttribute('inert');
    release();
    expect(header).not.toHaveAttribute('inert');
  });
});

describe('useInertOutside', () => {
  it('applies while active and restores on deactivation', () => {
    function Layer({ isActive }: { isActive: boolean }) {
      const ref = useRef<HTMLDivElement>(null);
      useInertOutside(ref, isActive);
      return <div ref={ref} {...{ [LAYER_ATTRIBUTE]: '1' }} />;
    }
    const sibling = add(document.body);
    const { rerender, container } = render(<Layer isActive />);
    expect(sibling).toHaveAttribute('inert');
    expect(container).not.toHaveAttribute('inert');
    rerender(<Layer isActive={false} />);
    expect(sibling).not.toHaveAttribute('inert');
    sibling.remove();
  });
});
