import { describe, expect, it } from 'vitest';
import { cellContent, columnAlign, summaryCells, type DataTableColumn } from './data-table-columns';

interface Bet {
  id: string;
  game: string;
  stake: number;
  placedAt: string;
}

const BET: Bet = { id: 'B-1', game: 'Sic Bo', stake: 1500, placedAt: '2026-05-01' };
const COLUMNS: DataTableColumn<Bet>[] = [
  { key: 'placedAt', header: 'Date', kind: 'date' },
  { key: 'game', header: 'Game', card: 'title' },
  { key: 'stake', header: 'Stake', kind: 'money' },
  { key: 'id', header: 'Reference', card: 'hidden' },
];

describe('columnAlign', () => {
  it('puts money and numbers at the end, the rest at the start, unless the column says', () => {
    expect(columnAlign({ key: 'stake', header: 'Stake', kind: 'money' })).toBe('end');
    expect(columnAlign({ key: 'count', header: 'Count', kind: 'number' })).toBe('end');
    expect(columnAlign({ key: 'when', header: 'When', kind: 'datetime' })).toBe('start');
    expect(columnAlign({ key: 'game', header: 'Game' })).toBe('start');
    expect(columnAlign({ key: 'stake', header: 'Stake', kind: 'money', align: 'center' })).toBe('center');
  });
});

describe('cellContent', () => {
  it('reads the column’s field and writes it by kind', () => {
    expect(cellContent(BET, 0, COLUMNS[2]!, 'en', 'P')).toBe('P 1,500.00');
    expect(cellContent(BET, 0, COLUMNS[1]!, 'en')).toBe('Sic Bo');
  });

  it('uses the column’s renderer when it has one', () => {
    const column: DataTableColumn<Bet> = { key: 'link', header: 'Details', cell: (row, index) => `${row.id}#${index}` };
    expect(cellContent(BET, 4, column, 'en')).toBe('B-1#4');
  });
});

describe('summaryCells', () => {
  it('writes totals by their column’s kind, one cell per column', () => {
    const cells = summaryCells(COLUMNS, { stake: 4200.5, game: '3 bets' }, 'Total', 'en', 'P');
    expect(cells.map((cell) => cell.key)).toEqual(['placedAt', 'game', 'stake', 'id']);
    expect(cells[2]).toEqual({ key: 'stake', content: 'P 4,200.50', card: undefined });
    expect(cells[1]).toEqual({ key: 'game', content: '3 bets', card: 'title' });
  });

  it('labels the first cell when it has no value, and heads the phone card with it', () => {
    const cells = summaryCells(COLUMNS, { stake: 10 }, 'Page total', 'en');
    expect(cells[0]).toEqual({ key: 'placedAt', content: 'Page total', card: 'title' });
  });

  it('leaves columns without a total out of the phone card', () => {
    const cells = summaryCells(COLUMNS, { stake: 10 }, 'Total', 'en');
    expect(cells[1]).toEqual({ key: 'game', content: null, card: 'hidden' });
    expect(cells[3]).toEqual({ key: 'id', content: null, card: 'hidden' });
  });

  it('keeps a first-column value, and shows elements as they are', () => {
    const badge = { type: 'strong' };
    const cells = summaryCells(COLUMNS, { placedAt: '2026-05-31', stake: badge as never }, 'Total', 'en');
    expect(cells[0]!.content).toBe(new Intl.DateTimeFormat('en', { dateStyle: 'medium' }).format(new Date(2026, 4, 31)));
    expect(cells[2]!.content).toBe(badge);
  });
});
