import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { siteConfig, winnerBoard } from '@platform/api';
import type { WinnerBoardEntry } from '@platform/api';
import { api } from '../../../lib/api';
import { axeViolations, renderInApp } from '../../../test/render-in-app';
import { WinnersList, winnersOf } from './WinnersList';

vi.mock('../../../lib/api', () => ({ api: { call: vi.fn() } }));

const call = vi.mocked(api.call);

const entries: WinnerBoardEntry[] = Array.from({ length: 20 }, (_, index) => ({
  vo: {
    userName: `pl***${String(index).padStart(2, '0')}`,
    gameName: `Game ${index}`,
    gameType: 'RNG',
    vassalage: 'PT',
    winAmount: 1000 + index + 0.5,
    winTime: Date.UTC(2031, 0, 1, 0, index),
  },
}));

function answer(board: WinnerBoardEntry[] | Promise<never>) {
  call.mockImplementation(async (definition) => {
    if (definition === winnerBoard) return board;
    if (definition === siteConfig) return { currencySymbol: 'RM' };
    throw new Error('unexpected call');
  });
}

beforeEach(() => {
  call.mockReset();
});

describe('WinnersList', () => {
  it('shows the 20 latest wins: masked player, game and amount with the currency symbol', async () => {
    answer(entries);
    const { container } = await renderInApp(<WinnersList />);
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(21);
    expect(within(rows[1]!).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['pl***00', 'Game 0', 'RM 1,000.50']);
    expect(call).toHaveBeenCalledWith(winnerBoard, { gameCategory: 'ALL', language: 'en', limitNum: 20 });
    expect(screen.getByRole('region', { name: 'Latest winners' })).toHaveAttribute('tabindex', '0');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('holds its place with a skeleton while loading', async () => {
    answer(new Promise<never>(() => {}));
    const { container } = await renderInApp(<WinnersList />, { colorMode: 'dark' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading winners');
    expect(screen.queryByRole('table')).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('says so when there are no wins, and keeps at most 20', async () => {
    answer([]);
    await renderInApp(<WinnersList />);
    expect(await screen.findByText('No wins to show yet.')).toBeInTheDocument();
    expect(winnersOf([...entries, ...entries])).toHaveLength(20);
    expect(winnersOf([{ vo: null } as unknown as WinnerBoardEntry, entries[0]!])).toHaveLength(1);
  });
});
