import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { rovingIndex, useRovingFocus, type RovingOrientation } from './use-roving-focus';

describe('rovingIndex', () => {
  it('moves to the next and previous item, wrapping at the ends', () => {
    expect(rovingIndex('ArrowDown', 0, 3, 'vertical')).toBe(1);
    expect(rovingIndex('ArrowDown', 2, 3, 'vertical')).toBe(0);
    expect(rovingIndex('ArrowUp', 0, 3, 'vertical')).toBe(2);
    expect(rovingIndex('ArrowUp', 2, 3, 'vertical')).toBe(1);
  });

  it('goes to the first item on Home and the last on End', () => {
    expect(rovingIndex('Home', 2, 5, 'horizontal')).toBe(0);
    expect(rovingIndex('End', 0, 5, 'horizontal')).toBe(4);
  });

  it('only answers the arrows of its orientation', () => {
    expect(rovingIndex('ArrowRight', 0, 3, 'vertical')).toBeUndefined();
    expect(rovingIndex('ArrowDown', 0, 3, 'horizontal')).toBeUndefined();
    expect(rovingIndex('ArrowRight', 0, 3, 'horizontal')).toBe(1);
    expect(rovingIndex('ArrowLeft', 0, 3, 'both')).toBe(2);
    expect(rovingIndex('ArrowDown', 0, 3, 'both')).toBe(1);
  });

  it('leaves other keys and empty lists alone', () => {
    expect(rovingIndex('Enter', 0, 3, 'both')).toBeUndefined();
    expect(rovingIndex('ArrowDown', 0, 0, 'both')).toBeUndefined();
  });
});

function Group({ activeKey, orientation }: { activeKey?: string; orientation?: RovingOrientation }) {
  const keys = ['one', 'two', 'three'];
  const { itemProps, groupProps } = useRovingFocus({ keys, activeKey, orientation });
  return (
    <>
      <div {...groupProps}>
        {keys.map((key) => (
          <button key={key} type="button" {...itemProps(key)}>
            {key}
          </button>
        ))}
      </div>
      <button type="button">after</button>
    </>
  );
}

describe('useRovingFocus', () => {
  it('gives the group one tab stop, on the active item', async () => {
    render(<Group activeKey="two" />);
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'two' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'after' })).toHaveFocus();
  });

  it('puts the tab stop on the first item when none is active', async () => {
    render(<Group />);
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'one' })).toHaveFocus();
  });

  it('moves the focus with the arrows, Home and End, and the tab stop with it', async () => {
    render(<Group activeKey="one" orientation="vertical" />);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('button', { name: 'two' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'two' })).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('button', { name: 'one' })).toHaveAttribute('tabindex', '-1');
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('button', { name: 'three' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('button', { name: 'one' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: 'one' })).toHaveFocus();
  });

  it('hands the tab stop back to the active item when the focus leaves', async () => {
    render(<Group activeKey="one" />);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('button', { name: 'three' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'one' })).toHaveAttribute('tabindex', '0');
    await userEvent.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'one' })).toHaveFocus();
  });
});
