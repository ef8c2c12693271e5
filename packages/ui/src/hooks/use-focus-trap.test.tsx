import { useRef, useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { tabbableElements, useFocusTrap } from './use-focus-trap';
import { LAYER_ATTRIBUTE } from './use-layer-stack';

function Trap({ isActive, withFields = true, focusSecond = false }: { isActive: boolean; withFields?: boolean; focusSecond?: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  const second = useRef<HTMLInputElement>(null);
  useFocusTrap(ref, { isActive, initialFocusRef: focusSecond ? second : undefined });
  return (
    <div ref={ref} tabIndex={-1} data-testid="trap" {...{ [LAYER_ATTRIBUTE]: '50' }}>
      {withFields && (
        <>
          <input aria-label="First" />
          <input aria-label="Second" ref={second} />
          <button type="button" disabled>
            Disabled
          </button>
          <button type="button">Last</button>
        </>
      )}
    </div>
  );
}

function Page({ withFields, focusSecond }: { withFields?: boolean; focusSecond?: boolean }) {
  const [isActive, setActive] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setActive(!isActive)}>
        Trigger
      </button>
      <button type="button">Outside</button>
      <div {...{ [LAYER_ATTRIBUTE]: '49' }}>
        <button type="button">Earlier layer</button>
      </div>
      <div {...{ [LAYER_ATTRIBUTE]: '51' }}>
        <button type="button">Later layer</button>
      </div>
      <Trap isActive={isActive} withFields={withFields} focusSecond={focusSecond} />
      <button type="button" onClick={() => setActive(false)} data-testid="release">
        Release
      </button>
    </>
  );
}

describe('useFocusTrap', () => {
  it('moves focus to the first tabbable element and cycles Tab and Shift+Tab inside', async () => {
    render(<Page />);
    await userEvent.click(screen.getByRole('button', { name: 'Trigger' }));
    expect(screen.getByLabelText('First')).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByLabelText('Second')).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Last' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByLabelText('First')).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Last' })).toHaveFocus();
  });

  it('returns focus to the trigger when released', async () => {
    render(<Page />);
    const trigger = screen.getByRole('button', { name: 'Trigger' });
    await userEvent.click(trigger);
    expect(trigger).not.toHaveFocus();
    screen.getByTestId('release').click();
    await userEvent.keyboard('{Escape}');
    expect(trigger).toHaveFocus();
  });

  it('brings focus back from the page and earlier layers, but lets later layers (popovers) hold it', async () => {
    render(<Page />);
    await userEvent.click(screen.getByRole('button', { name: 'Trigger' }));
    await userEvent.tab();
    screen.getByRole('button', { name: 'Outside' }).focus();
    expect(screen.getByLabelText('Second')).toHaveFocus();
    screen.getByRole('button', { name: 'Earlier layer' }).focus();
    expect(screen.getByLabelText('Second')).toHaveFocus();
    const popover = screen.getByRole('button', { name: 'Later layer' });
    popover.focus();
    expect(popover).toHaveFocus();
  });

  it('focuses the initial-focus element when given, and the container when nothing inside is tabbable', async () => {
    const { unmount } = render(<Page focusSecond />);
    await userEvent.click(screen.getByRole('button', { name: 'Trigger' }));
    expect(screen.getByLabelText('Second')).toHaveFocus();
    unmount();
    render(<Page withFields={false} />);
    await userEvent.click(screen.getByRole('button', { name: 'Trigger' }));
    expect(screen.getByTestId('trap')).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByTestId('trap')).toHaveFocus();
  });

  it('lists tabbable elements without disabled, hidden, inert or tabindex -1 ones', () => {
    const container = document.createElement('div');
    container.innerHTML = `
      <a href="#a">link</a><a>no href</a><button disabled>off</button><input type="hidden">
      <div hidden><button>hidden</button></div><div inert><button>inert</button></div>
      <span tabindex="-1">minus</span><span tabindex="0">zero</span><textarea></textarea>`;
    expect(tabbableElements(container).map((element) => element.tagName)).toEqual(['A', 'SPAN', 'TEXTAREA']);
  });
});
