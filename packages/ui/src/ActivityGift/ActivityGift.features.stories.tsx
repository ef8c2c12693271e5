import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, type fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { dialogsClosed } from '../test/overlay-trigger';
import { translated } from '../test/story-i18n';
import { BANNERS } from '../test/lobby-fixtures';
import type { ActivityGift } from './ActivityGift';
import activityGiftMeta, { Expanded as ExpandedGift, ModalOpen as OpenGiftModal } from './ActivityGift.stories';

const CONTENT = BANNERS.find((banner) => banner.groupName === 'w_topup_3')!;
const OFFER_TITLE = CONTENT.title!;

const meta = {
  ...activityGiftMeta,
  title: 'Promotion/ActivityGift/Features',
  tags: ['!autodocs'],
} satisfies Meta<typeof ActivityGift>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The icon toggles the widget: expanded it shows the offer picture and More. */
export const Collapsed: Story = {
  play: async ({ canvas, args }) => {
    const icon = canvas.getByRole('button', { name: 'Gift' });
    await expect(icon).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('button', { name: translated('More') })).toBeNull();
    // Fixed at the bottom right of its frame.
    const frame = icon.closest('[data-state]')!.parentElement!.getBoundingClientRect();
    const box = icon.getBoundingClientRect();
    await expect(frame.right - box.right).toBeCloseTo(16, 0);
    await expect(frame.bottom - box.bottom).toBeCloseTo(16, 0);

    await userEvent.click(icon);
    await expect(icon).toHaveAttribute('aria-expanded', 'true');
    const offer = canvas.getByRole('button', { name: 'Top up and get 20% more' });
    await expect(offer).toBeVisible();
    await expect(canvas.getByRole('button', { name: translated('More') })).toBeVisible();
    // The panel opens above the icon.
    await expect(offer.getBoundingClientRect().bottom).toBeLessThanOrEqual(icon.getBoundingClientRect().top);
    await expect(args.onExpandedChange).toHaveBeenLastCalledWith(true);

    await userEvent.click(icon);
    await expect(icon).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('button', { name: translated('More') })).toBeNull();
  },
};

/** The close icon collapses it and puts focus back on the icon. */
export const Expanded: Story = {
  ...ExpandedGift,
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: translated('Close') }));
    const icon = canvas.getByRole('button', { name: 'Gift' });
    await expect(icon).toHaveAttribute('aria-expanded', 'false');
    await expect(icon).toHaveFocus();
    await expect(args.onExpandedChange).toHaveBeenLastCalledWith(false);
    await expect(args.onModalOpenChange).not.toHaveBeenCalled();
  },
};

/**
 * More collapses the widget and opens the gift modal with the w_topup_3 picture; Deposit closes
 * the modal, then calls onDeposit, and focus is back on the icon.
 */
export const MoreOpensTheModal: Story = {
  args: { defaultExpanded: true },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: translated('More') }));
    const dialog = await screen.findByRole('dialog', { name: OFFER_TITLE });
    await expect(canvas.queryByRole('button', { name: translated('More'), hidden: true })).toBeNull();
    await expect(args.onExpandedChange).toHaveBeenLastCalledWith(false);
    await expect(args.onModalOpenChange).toHaveBeenLastCalledWith(true);
    await waitFor(() => expect(dialog.querySelector('img')).toHaveAttribute('src', CONTENT.url));

    await userEvent.click(within(dialog).getByRole('button', { name: translated('Deposit') }));
    await expect(args.onDeposit).toHaveBeenCalledTimes(1);
    const closing = (args.onModalOpenChange as ReturnType<typeof fn>).mock.invocationCallOrder.at(-1)!;
    await expect(args.onModalOpenChange).toHaveBeenLastCalledWith(false);
    await expect(closing).toBeLessThan((args.onDeposit as ReturnType<typeof fn>).mock.invocationCallOrder[0]!);
    await dialogsClosed();
    await expect(canvas.getByRole('button', { name: 'Gift' })).toHaveFocus();
  },
};

/** The offer picture does what More does. */
export const OfferPictureOpensTheModal: Story = {
  args: { defaultExpanded: true },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Top up and get 20% more' }));
    const dialog = await screen.findByRole('dialog', { name: OFFER_TITLE });
    await userEvent.click(within(dialog).getByRole('button', { name: translated('Close') }));
    await dialogsClosed();
    await expect(canvas.getByRole('button', { name: 'Gift' })).toHaveAttribute('aria-expanded', 'false');
  },
};

/** The app opens the gift modal on a player's first visit; closing it leaves the collapsed icon. */
export const FirstVisit: Story = {
  ...OpenGiftModal,
  play: async ({ canvas, args }) => {
    const dialog = await screen.findByRole('dialog', { name: OFFER_TITLE });
    // Visible once the modal has faded in.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: translated('Deposit') })).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await dialogsClosed();
    await expect(args.onModalOpenChange).toHaveBeenLastCalledWith(false);
    await expect(args.onDeposit).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: 'Gift' })).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Keyboard: Enter expands, Tab reaches close, the picture and More, Space opens the modal. */
export const Keyboard: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    const icon = canvas.getByRole('button', { name: 'Gift' });
    await expect(icon).toHaveFocus();
    await expect(getComputedStyle(icon).outlineStyle).toBe('solid');
    await userEvent.keyboard('{Enter}');
    await expect(icon).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: translated('Close') })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Top up and get 20% more' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: translated('More') })).toHaveFocus();
    await userEvent.keyboard(' ');
    const dialog = await screen.findByRole('dialog', { name: OFFER_TITLE });
    const deposit = within(dialog).getByRole('button', { name: translated('Deposit') });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    deposit.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onDeposit).toHaveBeenCalledTimes(1);
    await dialogsClosed();
    await expect(icon).toHaveFocus();
  },
};

/** Without a w_topup_1 banner nothing shows, not even on a first visit. */
export const WithoutBanners: Story = {
  args: { banners: BANNERS.filter((banner) => banner.groupName !== 'w_topup_1'), defaultModalOpen: true },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};
