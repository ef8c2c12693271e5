import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Trans, useLingui } from '@lingui/react/macro';
import { styled } from 'styled-components';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { vars } from '../theme/css-variables';
import { Button } from '../Button/Button';
import { Portal } from '../Portal/Portal';
import { dialogsClosed, OverlayTrigger } from '../test/overlay-trigger';
import { translated } from '../test/story-i18n';
import { Modal, type ModalProps } from './Modal';
import modalMeta from './Modal.stories';

/** A trigger button and the modal it opens, as an app uses it. */
function ModalDemo({ trigger, ...args }: ModalProps & { trigger?: ReactNode }) {
  return (
    <OverlayTrigger trigger={trigger ?? <Trans>Open notice</Trans>} onOpenChange={args.onOpenChange}>
      {(state) => <Modal {...args} {...state} />}
    </OverlayTrigger>
  );
}

// The main stories' modal, closed until its trigger opens it, with a spy on each of its events.
const meta = {
  ...modalMeta,
  title: 'Overlay/Modal/Features',
  tags: ['!autodocs'],
  render: (args) => <ModalDemo {...args} />,
  args: { ...modalMeta.args, defaultOpen: undefined, onBeforeOpen: fn(), onOpened: fn(), onBeforeClose: fn(), onClosed: fn() },
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Opens from its trigger with focus inside, is 600 by 300 (narrower on a phone), fires its
 * events in order, and closes back to the trigger.
 */
export const OpensAndCloses: Story = {
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: translated('Open notice') });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: translated('Deposit bonus') });
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await waitFor(() => expect(args.onOpened).toHaveBeenCalledTimes(1));
    await expect(getComputedStyle(dialog).opacity).toBe('1');

    const { width, height } = dialog.getBoundingClientRect();
    await expect(width).toBe(Math.min(600, window.innerWidth - 32));
    await expect(height).toBeGreaterThanOrEqual(300);

    await userEvent.click(within(dialog).getByRole('button', { name: translated('Close') }));
    await dialogsClosed();
    await expect(trigger).toHaveFocus();
    const order = [args.onBeforeOpen, args.onOpened, args.onBeforeClose, args.onClosed].map(
      (handler) => (handler as ReturnType<typeof fn>).mock.invocationCallOrder[0],
    );
    await expect(order).toEqual([...order].sort((a, b) => a! - b!));
    await expect(args.onClosed).toHaveBeenCalledTimes(1);
  },
};

/** A press on the backdrop leaves it open: only Escape or the close control close it. */
export const BackdropDoesNotClose: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: translated('Open notice') }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(dialog.parentElement!);
    await expect(screen.getByRole('dialog')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await dialogsClosed();
  },
};

/** Tab and Shift+Tab cycle inside the modal; the page behind cannot take focus. */
export const KeyboardFocus: Story = {
  args: {
    children: (
      <>
        <label>
          <Trans>Amount</Trans> <input name="amount" />
        </label>
        <Button>
          <Trans>Deposit</Trans>
        </Button>
      </>
    ),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: translated('Open notice') }));
    const dialog = await screen.findByRole('dialog');
    const close = within(dialog).getByRole('button', { name: translated('Close') });
    const amount = within(dialog).getByRole('textbox', { name: translated('Amount') });
    const deposit = within(dialog).getByRole('button', { name: translated('Deposit') });
    await expect(close).toHaveFocus();
    await userEvent.tab();
    await expect(amount).toHaveFocus();
    await userEvent.tab();
    await expect(deposit).toHaveFocus();
    await userEvent.tab();
    await expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(deposit).toHaveFocus();
    // The page behind is inert.
    await expect(canvas.getByRole('button', { name: translated('Open notice'), hidden: true }).closest('[inert]')).not.toBeNull();
  },
};

/** With `isDismissable` off, Escape does nothing; the close control still closes it. */
export const NotDismissable: Story = {
  args: { isDismissable: false },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: translated('Open notice') }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await expect(screen.getByRole('dialog')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: translated('Close') }));
    await dialogsClosed();
  },
};

/**
 * The page behind is fixed while the modal is open, nothing moves (no jump, no layout shift),
 * and the page is back at the same scroll position after it closes.
 */
export const ScrollLock: Story = {
  render: (args) => (
    <div data-testid="page">
      <p style={{ height: 900, margin: 0 }}>
        <Trans>Scroll down to the notice.</Trans>
      </p>
      <ModalDemo {...args} />
      <div style={{ height: 1500 }} />
    </div>
  ),
  play: async ({ canvas }) => {
    window.scrollTo({ top: 600, behavior: 'instant' });
    await waitFor(() => expect(window.scrollY).toBe(600));
    const trigger = canvas.getByRole('button', { name: translated('Open notice') });
    const page = canvas.getByTestId('page');
    const before = { trigger: trigger.getBoundingClientRect(), page: page.getBoundingClientRect() };

    await userEvent.click(trigger);
    await screen.findByRole('dialog');
    await expect(getComputedStyle(document.body).position).toBe('fixed');
    const during = { trigger: trigger.getBoundingClientRect(), page: page.getBoundingClientRect() };
    await expect(during.trigger.top).toBe(before.trigger.top);
    await expect(during.page.width).toBe(before.page.width);
    await expect(during.page.left).toBe(before.page.left);
    // Nothing to scroll while locked.
    await expect(document.documentElement.scrollHeight).toBe(document.documentElement.clientHeight);

    await userEvent.keyboard('{Escape}');
    await dialogsClosed();
    await expect(getComputedStyle(document.body).position).toBe('static');
    await expect(window.scrollY).toBe(600);
    await expect(trigger.getBoundingClientRect().top).toBe(before.trigger.top);
    window.scrollTo({ top: 0, behavior: 'instant' });
  },
};

function NestedDemo(args: ModalProps) {
  const [isInnerOpen, setInnerOpen] = useState(false);
  return (
    <ModalDemo {...args} title={<Trans>My account</Trans>}>
      <Button onClick={() => setInnerOpen(true)}>
        <Trans>Change password</Trans>
      </Button>
      <Modal title={<Trans>Password expiring</Trans>} isOpen={isInnerOpen} onOpenChange={setInnerOpen}>
        <Trans>Your password expires in 3 days.</Trans>
      </Modal>
    </ModalDemo>
  );
}

/**
 * A modal opened from a modal stacks above it. Escape closes only the top one; focus goes back
 * to the button that opened it, and the page stays locked until the last one closes.
 */
export const Nested: Story = {
  render: (args) => <NestedDemo {...args} />,
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: translated('Open notice') });
    await userEvent.click(trigger);
    const outer = await screen.findByRole('dialog', { name: translated('My account') });
    const change = within(outer).getByRole('button', { name: translated('Change password') });
    await userEvent.click(change);
    const inner = await screen.findByRole('dialog', { name: translated('Password expiring') });
    const zIndex = (dialog: HTMLElement) => Number(getComputedStyle(dialog.parentElement!).zIndex);
    await expect(zIndex(inner)).toBeGreaterThan(zIndex(outer));
    await expect(outer.closest('[inert]')).not.toBeNull();

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: translated('Password expiring') })).toBeNull());
    await expect(screen.getByRole('dialog', { name: translated('My account') })).toBeInTheDocument();
    await expect(change).toHaveFocus();
    await expect(getComputedStyle(document.body).position).toBe('fixed');

    await userEvent.keyboard('{Escape}');
    await dialogsClosed();
    await expect(getComputedStyle(document.body).position).toBe('static');
    await expect(trigger).toHaveFocus();
  },
};

function GuardedDemo(args: ModalProps) {
  const [hasAgreed, setAgreed] = useState(false);
  return (
    <ModalDemo
      {...args}
      title={<Trans>Terms of the bonus</Trans>}
      onBeforeClose={() => {
        args.onBeforeClose?.();
        return hasAgreed;
      }}
    >
      <label>
        <input type="checkbox" checked={hasAgreed} onChange={(event) => setAgreed(event.target.checked)} />{' '}
        <Trans>I have read the terms</Trans>
      </label>
    </ModalDemo>
  );
}

/** `onBeforeClose` returns false until the box is ticked: Escape and the close control are refused. */
export const BeforeCloseCancels: Story = {
  render: (args) => <GuardedDemo {...args} />,
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: translated('Open notice') }));
    const dialog = await screen.findByRole('dialog', { name: translated('Terms of the bonus') });
    await userEvent.keyboard('{Escape}');
    await userEvent.click(within(dialog).getByRole('button', { name: translated('Close') }));
    await expect(args.onBeforeClose).toHaveBeenCalledTimes(2);
    await expect(screen.getByRole('dialog')).toBeInTheDocument();
    await expect(args.onClosed).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: translated('I have read the terms') }));
    await userEvent.click(within(dialog).getByRole('button', { name: translated('Close') }));
    await dialogsClosed();
    await expect(args.onClosed).toHaveBeenCalledTimes(1);
  },
};

const COUNTRY_CODES = ['+60', '+65', '+86'];

/** Story-only: a dialling-code listbox in its own Portal, as the registration form's picker. */
function CountryCodePicker() {
  const { t } = useLingui();
  const listId = useId();
  const [code, setCode] = useState(COUNTRY_CODES[0]!);
  const [active, setActive] = useState(0);
  const [anchor, setAnchor] = useState<DOMRect | null>(null);
  const [button, setButton] = useState<HTMLButtonElement | null>(null);
  const close = (picked?: number) => {
    if (picked !== undefined) setCode(COUNTRY_CODES[picked]!);
    setAnchor(null);
    button?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown') setActive((active + 1) % COUNTRY_CODES.length);
    else if (event.key === 'ArrowUp') setActive((active + COUNTRY_CODES.length - 1) % COUNTRY_CODES.length);
    else if (event.key === 'Enter' || event.key === ' ') close(active);
    else if (event.key === 'Escape') close();
    else return;
    event.preventDefault();
  };
  return (
    <>
      <Button
        ref={setButton}
        variant="secondary"
        aria-haspopup="listbox"
        aria-expanded={anchor !== null}
        onClick={(event) => setAnchor(event.currentTarget.getBoundingClientRect())}
      >
        <Trans>Country code</Trans>: {code}
      </Button>
      {anchor && (
        <Portal>
          <Listbox
            id={listId}
            role="listbox"
            aria-label={t`Country code`}
            aria-activedescendant={`${listId}-${active}`}
            tabIndex={-1}
            ref={(node) => node?.focus()}
            style={{ top: anchor.bottom + 4, left: anchor.left }}
            onKeyDown={onKeyDown}
            onBlur={() => setAnchor(null)}
            // Options are picked by pointer here; the keys move the active option above.
            onClick={(event) => {
              const option = (event.target as Element).closest('[role="option"]');
              if (option) close(COUNTRY_CODES.indexOf(option.textContent ?? ''));
            }}
          >
            {COUNTRY_CODES.map((option, index) => (
              <li
                key={option}
                id={`${listId}-${index}`}
                role="option"
                aria-selected={option === code}
                data-active={index === active || undefined}
              >
                {option}
              </li>
            ))}
          </Listbox>
        </Portal>
      )}
    </>
  );
}

const Listbox = styled.ul`
  position: fixed;
  z-index: ${vars.zIndex.popover};
  min-width: 120px;
  margin: 0;
  padding: ${vars.space.xs};
  list-style: none;
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surfaceRaised};
  color: ${vars.color.text};
  box-shadow: ${vars.shadow.md};

  & > li {
    padding: ${vars.space.sm} ${vars.space.md};
    border-radius: ${vars.radius.sm};
    cursor: pointer;
  }
  & > li[data-active] {
    background: ${vars.color.secondary};
  }
  &:focus-visible {
    outline: 3px solid ${vars.color.focusRing};
  }
`;

/**
 * The registration modal's case: a listbox portalled from inside the modal takes focus (the
 * trap lets later layers hold it, and they are not inert); its Escape closes only the listbox.
 */
export const PopoverInside: Story = {
  args: { title: <Trans>Register</Trans>, children: <CountryCodePicker /> },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: translated('Open notice') }));
    const dialog = await screen.findByRole('dialog', { name: translated('Register') });
    const picker = within(dialog).getByRole('button', { name: new RegExp(translated('Country code')) });
    await userEvent.click(picker);
    const listbox = await screen.findByRole('listbox', { name: translated('Country code') });
    await expect(listbox).toHaveFocus();
    await expect(listbox.closest('[inert]')).toBeNull();
    await expect(dialog).not.toContainElement(listbox);

    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(screen.queryByRole('listbox')).toBeNull();
    await expect(picker).toHaveTextContent('+65');
    await expect(picker).toHaveFocus();

    await userEvent.click(picker);
    await screen.findByRole('listbox');
    await userEvent.keyboard('{Escape}');
    await expect(screen.queryByRole('listbox')).toBeNull();
    await expect(screen.getByRole('dialog', { name: translated('Register') })).toBeInTheDocument();

    await userEvent.click(picker);
    await userEvent.click(await screen.findByRole('option', { name: '+86' }));
    await expect(picker).toHaveTextContent('+86');
  },
};
