import { afterEach, describe, expect, it, vi } from 'vitest';
import { markScrollRegion, scrollRegionsIn, watchScrollRegions } from './scroll-regions';

/** A region whose table is `tableWidth` wide in a box `boxWidth` wide (jsdom lays nothing out). */
function region(tableWidth: number, boxWidth: number, inner = '<table><tr><td>A</td></tr></table>') {
  const element = document.createElement('div');
  element.setAttribute('data-prose-scroll', '');
  element.innerHTML = inner;
  Object.defineProperty(element, 'scrollWidth', { configurable: true, get: () => tableWidth });
  Object.defineProperty(element, 'clientWidth', { configurable: true, get: () => boxWidth });
  return element;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('markScrollRegion', () => {
  it('makes a box whose table is wider than it a named group the keyboard reaches', () => {
    const box = region(600, 320);
    markScrollRegion(box, 'Scrollable table');
    expect(box).toHaveAttribute('tabindex', '0');
    expect(box).toHaveAttribute('role', 'group');
    expect(box).toHaveAttribute('aria-label', 'Scrollable table');
  });

  it('names the group after the table caption when it has one', () => {
    const box = region(600, 320, '<table><caption> Prizes </caption><tr><td>A</td></tr></table>');
    markScrollRegion(box, 'Scrollable table');
    expect(box).toHaveAttribute('aria-label', 'Prizes');
  });

  it('adds no tab stop and no group to a table that fits, and takes them away when it comes to fit', () => {
    let width = 600;
    const box = region(0, 320);
    Object.defineProperty(box, 'scrollWidth', { configurable: true, get: () => width });
    markScrollRegion(box, 'Scrollable table');
    expect(box).toHaveAttribute('tabindex', '0');
    width = 320.5;
    markScrollRegion(box, 'Scrollable table');
    expect(box).not.toHaveAttribute('tabindex');
    expect(box).not.toHaveAttribute('role');
    expect(box).not.toHaveAttribute('aria-label');
  });
});

describe('watchScrollRegions', () => {
  it('marks the regions inside an element at once and again when one is resized', () => {
    const callbacks: Array<() => void> = [];
    const observed: Element[] = [];
    const disconnect = vi.fn();
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: () => void) {
          callbacks.push(callback);
        }
        observe(element: Element) {
          observed.push(element);
        }
        disconnect = disconnect;
      },
    );
    let width = 200;
    const box = region(0, 320);
    Object.defineProperty(box, 'scrollWidth', { configurable: true, get: () => width });
    const root = document.createElement('div');
    root.append(box);

    const stop = watchScrollRegions(scrollRegionsIn(root), 'Scrollable table');
    expect(box).not.toHaveAttribute('tabindex');
    expect(observed).toEqual([box, box.querySelector('table')]);

    width = 640;
    callbacks[0]!();
    expect(box).toHaveAttribute('tabindex', '0');
    stop();
    expect(disconnect).toHaveBeenCalled();
  });

  it('marks once and watches nothing without ResizeObserver', () => {
    vi.stubGlobal('ResizeObserver', undefined);
    const box = region(600, 320);
    const stop = watchScrollRegions([box], 'Scrollable table');
    expect(box).toHaveAttribute('role', 'group');
    expect(stop).not.toThrow();
  });
});
