import type { ReactNode } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { i18n } from '@lingui/core';
import { Trans } from '@lingui/react/macro';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Modal } from '../Modal/Modal';
import { OverlayTrigger } from '../test/overlay-trigger';
import { translated } from '../test/story-i18n';
import { COUNTRY_PICKER_CLOSE_DELAY_MS, CountryCodePicker, type CountryCodePickerProps } from './CountryCodePicker';
import countryCodePickerMeta, { InTextField as InTextFieldLayout } from './CountryCodePicker.stories';
import { countryName } from './country-names';

/** A trigger and the SMS login modal it opens (around the mobile number), as Modal's own stories do. */
function LoginModalDemo({ children }: { children: ReactNode }) {
  return (
    <OverlayTrigger trigger={<Trans>Log in</Trans>}>
      {(state) => (
        <Modal title={<Trans>Log in with SMS</Trans>} {...state} width={420} minHeight={240}>
          {children}
          <SendCodeButton />
        </Modal>
      )}
    </OverlayTrigger>
  );
}

function SendCodeButton() {
  return (
    <Button variant="secondary">
      <Trans>Send code</Trans>
    </Button>
  );
}

/** The picker with a "Send code" button after it, for the focus to move on to. */
function PickerThenSendCode(args: CountryCodePickerProps) {
  return (
    <div style={{ display: 'flex', gap: 12, alignItems: 'flex-start' }}>
      <CountryCodePicker {...args} />
      <SendCodeButton />
    </div>
  );
}

const meta = {
  ...countryCodePickerMeta,
  title: 'Forms/CountryCodePicker/Features',
  tags: ['!autodocs'],
} satisfies Meta<typeof CountryCodePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

const listbox = () => screen.queryByRole('listbox');
const popup = () => screen.getByRole('listbox').parentElement!;
/** A country's name in the language Storybook runs in, as the picker shows it. */
const nameOf = (countryCode: string) => countryName(countryCode, i18n.locale);
const option = (countryCode: string, dialingCode: string) => `+${dialingCode} ${nameOf(countryCode)}`;
const pickerName = () => translated('Country dialling code');
const codesShown = () => screen.getAllByRole('option').map((option) => option.textContent!.split(' ')[0]);

/** Standing alone: focus opens the list, a press on an option picks it and closes the list. */
export const PickWithPointer: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('combobox', { name: pickerName() });
    await expect(input).toHaveValue('+60');
    await expect(input).toHaveAccessibleDescription(nameOf('MY'));
    await userEvent.click(input);
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    const list = canvas.getByRole('listbox', { name: pickerName() });
    await expect(list).toBeVisible();
    await expect(canvas.getAllByRole('option').slice(0, 3).map((option) => option.textContent)).toEqual([option('MY', '60'), option('SG', '65'), option('TH', '66')]);
    await userEvent.click(canvas.getByRole('option', { name: option('SG', '65') }));
    await expect(args.onChange).toHaveBeenCalledWith({ countryCode: 'SG', countryDialingCode: '65' });
    await expect(listbox()).toBeNull();
    await expect(input).toHaveValue('+65');
    await expect(input).toHaveFocus();
    // The flag keeps its 24 by 18 box whether it loads or not, so nothing shifts.
    const flag = input.parentElement!.querySelector('img')!;
    await expect(flag).toHaveAttribute('alt', '');
    await expect(flag.getBoundingClientRect().width).toBe(24);
    await expect(flag.getBoundingClientRect().height).toBe(18);
  },
};

/** Tab in opens it; arrows, Home and End move; Enter picks; Tab without a pick moves on. */
export const Keyboard: Story = {
  render: (args) => <PickerThenSendCode {...args} />,
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('combobox');
    const active = () => document.getElementById(input.getAttribute('aria-activedescendant') ?? '');
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await expect(listbox()).toBeVisible();
    await expect(active()).toHaveTextContent(option('MY', '60'));
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(active()).toHaveTextContent(option('TH', '66'));
    await userEvent.keyboard('{End}');
    await expect(active()).toHaveTextContent(option('GB', '44'));
    // The long list scrolled to keep the active option in view.
    await expect(screen.getByRole('listbox').scrollTop).toBeGreaterThan(0);
    await userEvent.keyboard('{Home}{ArrowUp}{ArrowUp}{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith({ countryCode: 'CA', countryDialingCode: '1' });
    await expect(input).toHaveValue('+1');
    await expect(input).toHaveAccessibleDescription(nameOf('CA'));
    await expect(listbox()).toBeNull();

    await userEvent.keyboard('{ArrowDown}');
    await expect(listbox()).toBeVisible();
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: translated('Send code') })).toHaveFocus();
    await waitFor(() => expect(listbox()).toBeNull());
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(input).toHaveValue('+1');
  },
};

/**
 * Typing filters by name (in the player's language or English), country code or dialling code;
 * nothing matching is said in words.
 */
export const Filtering: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('combobox');
    const options = () => canvas.getAllByRole('option').map((option) => option.textContent);
    await userEvent.click(input);
    await userEvent.keyboard('jap');
    await expect(options()).toEqual([option('JP', '81')]);
    await userEvent.clear(input);
    await userEvent.keyboard(nameOf('HK'));
    await expect(options()).toEqual([option('HK', '852')]);
    await userEvent.clear(input);
    await userEvent.keyboard('+1');
    await expect(options()).toEqual([option('US', '1'), option('CA', '1')]);
    await userEvent.clear(input);
    await userEvent.keyboard('85');
    await expect(codesShown()).toEqual(['+852', '+853', '+855']);
    await userEvent.clear(input);
    await userEvent.keyboard('xyz');
    await expect(canvas.queryAllByRole('option')).toEqual([]);
    await expect(canvas.getByRole('status')).toHaveTextContent(translated('No matching country'));
    await userEvent.clear(input);
    await userEvent.keyboard('kor{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith({ countryCode: 'KR', countryDialingCode: '82' });
    await expect(input).toHaveValue('+82');
  },
};

/** The spec: it closes about 200 ms after focus leaves, so a press on an option still lands. */
export const ClosesAfterBlur: Story = {
  render: (args) => <PickerThenSendCode {...args} />,
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('combobox');
    await userEvent.click(input);
    await userEvent.keyboard('sin');
    const blurredAt = performance.now();
    await userEvent.click(canvas.getByRole('button', { name: translated('Send code') }));
    await expect(listbox()).toBeVisible();
    await waitFor(() => expect(listbox()).toBeNull(), { timeout: 2000, interval: 10 });
    await expect(performance.now() - blurredAt).toBeGreaterThanOrEqual(COUNTRY_PICKER_CLOSE_DELAY_MS);
    // Closed without a pick: the selected code again.
    await expect(input).toHaveValue('+60');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/**
 * In a TextField's prefix, inside its box: the list hangs below the box, unclipped, and scrolls
 * when long; a press on an option keeps focus with the picker.
 */
export const InTextField: Story = {
  ...InTextFieldLayout,
  play: async ({ canvas, args }) => {
    const number = canvas.getByRole('textbox', { name: translated('Mobile number') });
    const input = canvas.getByRole('combobox', { name: pickerName() });
    const box = input.closest<HTMLElement>('[data-field-control]')!;
    await expect(box).toContainElement(input);
    await userEvent.click(input);
    const list = screen.getByRole('listbox');
    await expect(getComputedStyle(box).overflow).toBe('visible');
    await expect(popup().getBoundingClientRect().top).toBeGreaterThanOrEqual(box.getBoundingClientRect().bottom);
    // Seen, not clipped: the point at the middle of the first option is that option.
    const first = canvas.getAllByRole('option')[0]!;
    const rect = first.getBoundingClientRect();
    await expect(first.contains(document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2))).toBe(true);
    await expect(getComputedStyle(list).overflowY).toBe('auto');
    await expect(list.scrollHeight).toBeGreaterThan(list.clientHeight);

    await userEvent.click(canvas.getByRole('option', { name: /^\+62 / }));
    await expect(args.onChange).toHaveBeenCalledWith({ countryCode: 'ID', countryDialingCode: '62' });
    await expect(input).toHaveValue('+62');
    await expect(input).toHaveFocus();
    await userEvent.click(number);
    await userEvent.keyboard('123456789');
    await expect(number).toHaveValue('123456789');
  },
};

/** On a 320 px phone the list stays within the screen's width. */
export const OnPhone: Story = {
  ...InTextFieldLayout,
  decorators: [
    (Story) => (
      <div style={{ display: 'flex', justifyContent: 'flex-end' }}>
        <div style={{ width: 220 }}>{Story()}</div>
      </div>
    ),
  ],
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('combobox'));
    const { left, right, top } = popup().getBoundingClientRect();
    await expect(window.innerWidth).toBe(320);
    await expect(left).toBeGreaterThanOrEqual(0);
    await expect(right).toBeLessThanOrEqual(document.documentElement.getBoundingClientRect().right);
    // Both edges are on screen: the points just inside them are the list's.
    for (const x of [left + 2, right - 2]) {
      await expect(popup().contains(document.elementFromPoint(x, top + 20))).toBe(true);
    }
  },
};

/**
 * In the open login modal, worked by keyboard: focus opens the list, arrows move, Enter picks;
 * Escape closes only the list, and a second Escape closes the modal.
 */
export const InModal: Story = {
  ...InTextFieldLayout,
  decorators: [(Story) => <LoginModalDemo>{Story()}</LoginModalDemo>],
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: translated('Log in') }));
    const dialog = await screen.findByRole('dialog', { name: translated('Log in with SMS') });
    // Faded in (the modal's transition), so what is in it is seen.
    await waitFor(() => expect(getComputedStyle(dialog).opacity).toBe('1'));
    const input = within(dialog).getByRole('combobox', { name: pickerName() });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    const list = await within(dialog).findByRole('listbox');
    await expect(list).toBeVisible();
    await expect(list.closest('[inert]')).toBeNull();
    const first = within(list).getAllByRole('option')[0]!.getBoundingClientRect();
    await expect(dialog.contains(document.elementFromPoint(first.left + 8, first.top + first.height / 2))).toBe(true);

    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith({ countryCode: 'VN', countryDialingCode: '84' });
    await expect(input).toHaveValue('+84');
    await expect(within(dialog).queryByRole('listbox')).toBeNull();

    await userEvent.keyboard('{ArrowDown}');
    await expect(within(dialog).getByRole('listbox')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(within(dialog).queryByRole('listbox')).toBeNull();
    await expect(screen.getByRole('dialog', { name: translated('Log in with SMS') })).toBeInTheDocument();
    await expect(input).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** Flags that fail to load (a missing path here) are hidden, keeping their space; the codes stay. */
export const BrokenFlags: Story = {
  args: { imageHost: '/missing-country-flags/' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('combobox');
    const flag = input.parentElement!.querySelector('img')!;
    await expect(flag).toHaveAttribute('src', '/missing-country-flags/COUNTRY_FLAG/MY.png');
    const codeLeft = input.getBoundingClientRect().left;
    await waitFor(() => expect(flag).toHaveAttribute('data-failed'), { timeout: 5000 });
    await expect(getComputedStyle(flag).visibility).toBe('hidden');
    await expect(input.getBoundingClientRect().left).toBe(codeLeft);
    await expect(input).toHaveValue('+60');
    await userEvent.click(input);
    const option = canvas.getByRole('option', { name: /^\+65 / });
    const optionFlag = option.querySelector('img')!;
    await waitFor(() => expect(optionFlag).toHaveAttribute('data-failed'), { timeout: 5000 });
    await expect(getComputedStyle(optionFlag).visibility).toBe('hidden');
    await expect(option).toBeVisible();
  },
};

/** No countries from the server: nothing to pick, disabled-looking, still named. */
export const NoCountries: Story = {
  args: { countries: [] },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('combobox', { name: pickerName() });
    await expect(input).toBeDisabled();
    await expect(input).toHaveValue('');
    await expect(getComputedStyle(input.parentElement!).opacity).toBe('0.55');
  },
};

/** One country still opens and picks. */
export const OneCountry: Story = {
  args: { countries: [{ countryCode: 'SG', countryDialingCode: '65' }], defaultValue: undefined },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('combobox');
    await expect(input).toHaveValue('+65');
    await userEvent.click(input);
    await expect(canvas.getAllByRole('option')).toHaveLength(1);
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith({ countryCode: 'SG', countryDialingCode: '65' });
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('combobox');
    await expect(input).toBeDisabled();
    await userEvent.click(input);
    await expect(listbox()).toBeNull();
  },
};

export const Invalid: Story = {
  args: { isInvalid: true },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('combobox');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(getComputedStyle(input.parentElement!).borderTopColor).toBe('rgb(185, 31, 42)');
  },
};
