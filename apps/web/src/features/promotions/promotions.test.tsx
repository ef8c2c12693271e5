import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, applyPromotion, promotionDetail, promotions, raffleClaim, type ActivityStatus, type ApplyPromotionRequest, type Promotion, type PromotionDetail } from '@platform/api';
import { api } from '../../lib/api';
import { closeLoginPrompt, useLoginPrompt } from '../../lib/session/login-prompt';
import { sessionStore } from '../../lib/session/session';
import { axeViolations, renderInApp } from '../../test/render-in-app';
import PromoDetailPage from './PromoDetailPage';
import PromotionsPage from './PromotionsPage';

vi.mock('../../lib/api', () => ({ api: { call: vi.fn(), cached: vi.fn() } }));

const call = vi.mocked(api.call);

function promotion(id: number, categoryIds: string[], extra: Partial<Promotion> = {}): Promotion {
  return {
    promotionId: id,
    kind: 'STANDARD',
    title: `Promotion ${id}`,
    summary: `Summary ${id}`,
    imageUrl: `/img/${id}.svg`,
    categoryIds,
    tags: [],
    startTime: '2025-01-01T00:00:00',
    endTime: null,
    status: 'JOIN_NOW',
    ...extra,
  };
}

const STATUSES: ActivityStatus[] = [
  'JOIN_NOW',
  'CLAIM_PAYOUT',
  'APPLYING',
  'REGISTRATION_CLOSED',
  'REJECTED',
  'ISSUED',
  'CLAIMED',
  'IN_PROGRESS',
  'SIGNED_UP',
  'COMING_SOON',
];

const LIST = {
  categories: [
    { categoryId: 'DEPOSIT', name: 'Deposit Bonus' },
    { categoryId: 'DAILY', name: 'Daily' },
    { categoryId: 'VIP', name: 'VIP' },
  ],
  list: [
    promotion(1, ['DEPOSIT'], { tags: ['HOT'], endTime: '2026-12-20T00:00:00' }),
    promotion(2, ['DEPOSIT', 'DAILY'], { status: 'CLAIMED' }),
    promotion(3, ['DAILY'], { status: 'COMING_SOON', tags: ['NEW', 'LIMITED'] }),
  ],
};

const RAFFLE: PromotionDetail & { kind: string } = {
  ...promotion(15, ['DAILY'], { title: 'Daily Lucky Draw' }),
  kind: 'RAFFLE',
  content: '<h3>Prizes</h3><p>One draw a day.</p><img src="x" onerror="alert(1)"><script>alert(2)</script>',
};

function answer(details: Record<number, PromotionDetail> = { 15: RAFFLE }) {
  call.mockImplementation(async (definition, input) => {
    if (definition === promotions) return LIST;
    if (definition === promotionDetail) {
      const found = details[Number((input as { promotionId: number }).promotionId)];
      if (!found) throw new ApiError({ code: 'NOT_FOUND', status: 404, message: 'No promotion' });
      return found;
    }
    if (definition === raffleClaim) return { prizeName: 'P8.88 bonus credit', amount: 8.88 };
    return null;
  });
}

function LoginPromptProbe() {
  const prompt = useLoginPrompt();
  return prompt.isOpen ? <p>login prompt open</p> : null;
}

beforeEach(() => call.mockReset());
afterEach(() => {
  sessionStore.signOut();
  closeLoginPrompt();
});

describe('PromotionsPage', () => {
  it('filters the cards by the category tab, and links each card to its detail', async () => {
    answer();
    await renderInApp(<PromotionsPage />, { route: '/promotions' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Promotions' })).toBeInTheDocument();
    const titles = () => screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    await screen.findByRole('tab', { name: 'All', selected: true });
    expect(titles()).toEqual(['Promotion 1', 'Promotion 2', 'Promotion 3']);

    await userEvent.click(screen.getByRole('tab', { name: 'Daily' }));
    expect(titles()).toEqual(['Promotion 2', 'Promotion 3']);
    await userEvent.click(screen.getByRole('tab', { name: 'Deposit Bonus' }));
    expect(titles()).toEqual(['Promotion 1', 'Promotion 2']);
    await userEvent.click(screen.getByRole('tab', { name: 'VIP' }));
    expect(screen.getByText('There are no promotions in this category yet.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'All' }));
    const card = screen.getByRole('article', { name: 'Promotion 1' });
    expect(within(card).getByRole('link', { name: 'Promotion 1' })).toHaveAttribute('href', '/promoDetail?id=1');
    expect(within(card).getByText('HOT')).toBeInTheDocument();
    expect(within(card).getByText('Join now')).toBeInTheDocument();
    expect(within(card).getByText('Period: 2025-01-01 to 2026-12-20')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Promotion 2' })).getByText('Claimed')).toBeInTheDocument();
    expect(call).toHaveBeenCalledTimes(1);
  });

  it('opens the tab of ?category=', async () => {
    answer();
    await renderInApp(<PromotionsPage />, { route: '/promotions?category=VIP', locale: 'ms' });
    expect(await screen.findByRole('tab', { name: 'VIP', selected: true })).toBeInTheDocument();
  });

  it('translates every activity status', async () => {
    call.mockResolvedValue({ categories: [], list: STATUSES.map((status, i) => promotion(i + 1, [], { status })) });
    await renderInApp(<PromotionsPage />, { locale: 'zh' });
    await screen.findAllByRole('article');
    const labels = STATUSES.map((status) => document.querySelector(`[data-status="${status}"]`)?.textContent);
    expect(new Set(labels).size).toBe(STATUSES.length);
    for (const [i, label] of labels.entries()) expect(label, STATUSES[i]).toMatch(/[\u4e00-\u9fff]/);
  });

  it('shows an empty state, and a retry after a failure', async () => {
    call.mockRejectedValueOnce(new ApiError({ code: 'NETWORK_ERROR', status: 0, message: '' }));
    await renderInApp(<PromotionsPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Network connection abnormal, please retry.');
    call.mockResolvedValueOnce({ categories: [], list: [] });
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('There are no promotions right now. Please come back soon.')).toBeInTheDocument();
  });

  it.each(['light', 'dark'] as const)('has no axe violations in %s mode', async (colorMode) => {
    answer();
    const { container } = await renderInApp(<PromotionsPage />, { colorMode });
    await screen.findAllByRole('article');
    expect(await axeViolations(container)).toEqual([]);
  });
});

describe('PromoDetailPage', () => {
  it('shows not found for an unknown id, and for an id the gateway cannot know without asking', async () => {
    answer();
    await renderInApp(<PromoDetailPage />, { route: '/promoDetail?id=999' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Promotion not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all promotions' })).toHaveAttribute('href', '/promotions');
  });

  it('does not ask for a malformed id', async () => {
    answer();
    await renderInApp(<PromoDetailPage />, { route: '/promoDetail?id=abc' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Promotion not found' })).toBeInTheDocument();
    expect(call).not.toHaveBeenCalled();
  });

  it('shows the promotion with sanitised terms and a back link', async () => {
    answer();
    const { container } = await renderInApp(<PromoDetailPage />, { route: '/promoDetail?id=15' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Daily Lucky Draw' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /All promotions/ })).toHaveAttribute('href', '/promotions');
    expect(screen.getByRole('heading', { level: 3, name: 'Prizes' })).toBeInTheDocument();
    expect(container.querySelector('script, [onerror]')).toBeNull();
  });

  it('asks a guest to log in before the raffle draw', async () => {
    answer();
    await renderInApp(
      <>
        <PromoDetailPage />
        <LoginPromptProbe />
      </>,
      { route: '/promoDetail?id=15' },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Draw now' }));
    expect(screen.getByText('login prompt open')).toBeInTheDocument();
    expect(call).not.toHaveBeenCalledWith(raffleClaim, expect.anything());
  });

  it('refuses the draw to a trial account with the warning', async () => {
    sessionStore.signIn({ token: 'trial-token', account: 'trial001', type: 4 });
    answer();
    await renderInApp(<PromoDetailPage />, { route: '/promoDetail?id=15' });
    await userEvent.click(await screen.findByRole('button', { name: 'Draw now' }));
    const warning = await screen.findByRole('dialog', { name: 'Real account needed' });
    expect(warning).toHaveTextContent('Please register or log in to a real account.');
    expect(call).not.toHaveBeenCalledWith(raffleClaim, expect.anything());
  });

  it('draws for a real member and shows the prize; a second draw the same day is explained', async () => {
    sessionStore.signIn({ token: 'member-token', account: 'player01', type: 0 });
    answer();
    await renderInApp(<PromoDetailPage />, { route: '/promoDetail?id=15' });
    await userEvent.click(await screen.findByRole('button', { name: 'Draw now' }));
    expect(call).toHaveBeenCalledWith(raffleClaim, { promotionId: 15 });
    expect(await screen.findByText('You won P8.88 bonus credit!')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Draw now' })).not.toBeInTheDocument();
  });

  it('explains a refused draw', async () => {
    sessionStore.signIn({ token: 'member-token', account: 'player01', type: 0 });
    answer();
    await renderInApp(<PromoDetailPage />, { route: '/promoDetail?id=15' });
    const draw = await screen.findByRole('button', { name: 'Draw now' });
    call.mockRejectedValueOnce(new ApiError({ code: 'OPERATION_NOT_ALLOWED', status: 409, message: 'You have already drawn today' }));
    await userEvent.click(draw);
    expect(await screen.findByRole('alert')).toHaveTextContent('You have already drawn today, or the draw is closed.');
  });

  it('sends a member who joins a standard promotion to deposit, after the real-account check', async () => {
    sessionStore.signIn({ token: 'member-token', account: 'player01', type: 0 });
    answer({ 1: { ...promotion(1, ['DEPOSIT']), content: '<p>Terms</p>' } });
    await renderInApp(
      <Routes>
        <Route path="/promoDetail" element={<PromoDetailPage />} />
        <Route path="/member/depositv2" element={<p>Deposit page</p>} />
      </Routes>,
      { route: '/promoDetail?id=1' },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Join now' }));
    expect(await screen.findByText('Deposit page')).toBeInTheDocument();
  });

  it.each(['light', 'dark'] as const)('has no axe violations in %s mode', async (colorMode) => {
    answer();
    const { container } = await renderInApp(<PromoDetailPage />, { route: '/promoDetail?id=15', colorMode });
    await screen.findByRole('heading', { level: 1, name: 'Daily Lucky Draw' });
    expect(await axeViolations(container)).toEqual([]);
  });
});

describe('the activity application', () => {
  const CASHBACK: PromotionDetail = { ...promotion(4, ['DAILY'], { title: 'Live Casino Cashback', applicationRequired: true }), content: '<p>Apply every Tuesday.</p>' };
  const PNG_BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

  beforeEach(() => {
    URL.createObjectURL = vi.fn(() => 'blob:test/1');
    URL.revokeObjectURL = vi.fn();
  });

  it('applies with a proof image and a remark, after the rule that an image is needed', async () => {
    sessionStore.signIn({ token: 'member-token', account: 'player01', type: 0 });
    answer({ 4: CASHBACK });
    await renderInApp(<PromoDetailPage />, { route: '/promoDetail?id=4' });
    await userEvent.click(await screen.findByRole('button', { name: 'Apply now' }));
    const dialog = await screen.findByRole('dialog', { name: 'Apply: Live Casino Cashback' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Remark/ }), 'Lost 900');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send application' }));
    expect(await within(dialog).findByText('Add at least one proof image.')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /Remark/ })).toHaveValue('Lost 900');
    const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input, new File([PNG_BYTES], 'proof.png', { type: 'image/png' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send application' }));
    expect(await screen.findByText(/Application sent/)).toBeInTheDocument();
    const sent = call.mock.calls.filter(([definition]) => definition === applyPromotion).map(([, input]) => input as ApplyPromotionRequest);
    expect(sent).toEqual([{ promotionId: 4, remark: 'Lost 900', proofImages: [btoa(String.fromCharCode(...PNG_BYTES))] }]);
  });

  it('shows why an application was rejected and lets the member apply again', async () => {
    sessionStore.signIn({ token: 'member-token', account: 'player01', type: 0 });
    answer({ 4: { ...CASHBACK, status: 'REJECTED', rejectionReason: 'Net loss below 200' } });
    await renderInApp(<PromoDetailPage />, { route: '/promoDetail?id=4' });
    expect(await screen.findByText('Net loss below 200')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Apply now' })).toBeInTheDocument();
  });
});
