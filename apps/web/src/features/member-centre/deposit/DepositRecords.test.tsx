import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, depositRecords } from '@platform/api';
import { presetDateRange } from '@platform/ui';
import { api } from '../../../lib/api';
import { sessionStore } from '../../../lib/session/session';
import { axeViolations, renderInApp } from '../../../test/render-in-app';
import DepositPage from './DepositPage';
import { answer, order, signInMember } from './deposit-test-support';

vi.mock('../../../lib/api', () => ({ api: { call: vi.fn(), cached: vi.fn() } }));

const call = vi.mocked(api.call);

const RECORDS = [
  order('QR_EWALLET', { orderNo: 'DP000003', status: 'PAID', amount: 250, createTime: new Date(2026, 2, 5, 14, 30).getTime() }),
  order('BANK_TRANSFER', { orderNo: 'DP000002', status: 'REJECTED', amount: 1_000 }),
  order('USDT', { orderNo: 'DP000001', status: 'EXPIRED', amount: 50 }),
];

async function openRecords(options: Parameters<typeof renderInApp>[1] = {}) {
  const rendered = await renderInApp(<DepositPage />, options);
  await userEvent.click(await screen.findByRole('tab', { name: 'Deposit record' }));
  return rendered;
}

const recordCalls = () => call.mock.calls.filter(([definition]) => definition === depositRecords).map(([, input]) => input);

beforeEach(() => {
  call.mockReset();
  signInMember();
});
afterEach(() => sessionStore.signOut());

describe('DepositRecords', () => {
  it('asks for the last 7 days first and shows each order with its time, number, channel, amount and status', async () => {
    answer({ records: RECORDS });
    await openRecords();
    const week = presetDateRange('last7Days');
    expect(recordCalls()).toEqual([{ pageNo: 1, pageSize: 10, startDate: week.start, endDate: week.end }]);
    const table = await screen.findByRole('table', { name: 'Deposit record' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    const cells = within(rows[0]!).getAllByRole('cell').map((cell) => cell.textContent);
    expect(cells[1]).toContain('DP000003');
    expect(cells[2]).toContain("Touch 'n Go eWallet");
    expect(cells[3]).toContain('P 250.00');
    expect(cells[0]).toContain('2026');
    expect(rows.map((row) => within(row).getAllByRole('cell')[4]?.textContent)).toEqual([
      expect.stringContaining('Paid'),
      expect.stringContaining('Rejected'),
      expect.stringContaining('Expired'),
    ]);
  });

  it('asks again for the range the player picks', async () => {
    answer({ records: RECORDS });
    await openRecords();
    await userEvent.click(await screen.findByRole('button', { name: 'Today' }));
    const today = presetDateRange('today');
    expect(recordCalls().at(-1)).toEqual({ pageNo: 1, pageSize: 10, startDate: today.start, endDate: today.end });
  });

  it('says when there are no deposits in the range', async () => {
    answer({ records: [] });
    await openRecords();
    const table = await screen.findByRole('table', { name: 'Deposit record' });
    expect(await within(table).findByText('No deposits in these dates.')).toBeInTheDocument();
  });

  it('shows why the record could not load, and asks again on Retry', async () => {
    answer({ records: new ApiError({ code: 'SYSTEM_ERROR', status: 500, message: 'down' }) });
    await openRecords();
    expect(await screen.findByText('System error. Please try again later.')).toBeInTheDocument();
    answer({ records: RECORDS });
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('DP000003')).toBeInTheDocument();
  });

  it.each(['light', 'dark'] as const)('has no axe violations in %s mode', async (colorMode) => {
    answer({ records: RECORDS });
    const { container } = await openRecords({ colorMode });
    await screen.findByRole('table', { name: 'Deposit record' });
    expect(await axeViolations(container)).toEqual([]);
  });
});
