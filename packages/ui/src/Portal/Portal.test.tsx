import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LAYER_ATTRIBUTE } from '../hooks/use-layer-stack';
import { Portal } from './Portal';

describe('Portal', () => {
  it('renders its children in a layer at the end of the body, numbered in creation order', () => {
    const { container, unmount } = render(
      <div data-testid="app">
        <Portal>
          <p>First</p>
        </Portal>
        <Portal>
          <p>Second</p>
        </Portal>
      </div>,
    );
    const first = screen.getByText('First').parentElement!;
    const second = screen.getByText('Second').parentElement!;
    expect(first.parentElement).toBe(document.body);
    expect(container).not.toContainElement(first);
    expect(Number(second.getAttribute(LAYER_ATTRIBUTE))).toBeGreaterThan(Number(first.getAttribute(LAYER_ATTRIBUTE)));
    expect([...document.body.children].indexOf(second)).toBeGreaterThan([...document.body.children].indexOf(first));
    unmount();
    expect(first).not.toBeInTheDocument();
    expect(second).not.toBeInTheDocument();
  });

  it('keeps a nested layer after its parent in the page, although the nested one mounts first', () => {
    render(
      <Portal>
        <p>Outer</p>
        <Portal>
          <p>Inner</p>
        </Portal>
      </Portal>,
    );
    const outer = screen.getByText('Outer').parentElement!;
    const inner = screen.getByText('Inner').parentElement!;
    const layers = [...document.body.querySelectorAll(`[${LAYER_ATTRIBUTE}]`)];
    expect(layers.indexOf(inner)).toBeGreaterThan(layers.indexOf(outer));
  });

  it('renders into a given container', () => {
    function WithContainer() {
      const [element, setElement] = useState<HTMLElement | null>(null);
      return (
        <section data-testid="box" ref={setElement}>
          {element && (
            <Portal container={element}>
              <p>Inside</p>
            </Portal>
          )}
        </section>
      );
    }
    render(<WithContainer />);
    expect(screen.getByTestId('box')).toContainElement(screen.getByText('Inside'));
    expect(screen.getByText('Inside').parentElement).toHaveAttribute(LAYER_ATTRIBUTE);
  });
});

describe('Portal children', () => {
  it('are in the page by the time their refs and layout effects run, so they can take focus', () => {
    render(
      <Portal>
        <button type="button" ref={(node) => node?.focus()}>
          Focused on mount
        </button>
      </Portal>,
    );
    expect(screen.getByRole('button', { name: 'Focused on mount' })).toHaveFocus();
  });
});
