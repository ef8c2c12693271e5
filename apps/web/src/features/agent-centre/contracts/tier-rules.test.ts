import { describe, expect, it } from 'vitest';
import { emptyDraft, readTiers } from './tier-rules';

const messages = (result: ReturnType<typeof readTiers>) => result.problems.map(({ row, field, message }) => [row, field, message.message]);

describe('readTiers', () => {
  it('reads each kind as exactly its tier fields, an hourly tier without active members leaving them out', () => {
    expect(readTiers('HOURLY', [{ betAmount: '500', amount: '8.5', activeMembers: '' }])).toEqual({ tiers: [{ betAmount: 500, amount: 8.5 }], problems: [] });
    expect(readTiers('REALTIME', [{ singleBet: '10', profitSalaryRate: '0.2', lossSalaryRate: '0.5' }]).tiers).toEqual([
      { singleBet: 10, profitSalaryRate: 0.2, lossSalaryRate: 0.5 },
    ]);
    expect(readTiers('DIVIDEND', [{ periodValidBet: '0', periodProfitLoss: '-100.5', activeMembers: '0', rate: '0' }]).tiers).toEqual([
      { periodValidBet: 0, periodProfitLoss: -100.5, activeMembers: 0, rate: 0 },
    ]);
  });

  it('starts a row with every field of the kind blank, and says which are missing', () => {
    expect(emptyDraft('DAILY')).toEqual({ periodValidBet: '', activeMembers: '', rate: '' });
    expect(messages(readTiers('HOURLY', [emptyDraft('HOURLY')]))).toEqual([
      [0, 'betAmount', 'Enter a value.'],
      [0, 'amount', 'Enter a value.'],
    ]);
  });

  it('refuses text, negatives outside the loss threshold, a third decimal and out-of-range numbers', () => {
    const result = readTiers('DIVIDEND', [{ periodValidBet: '1e3', periodProfitLoss: '-1000000001', activeMembers: '-1', rate: '100.01' }]);
    expect(result.tiers).toBeNull();
    expect(messages(result)).toEqual([
      [0, 'periodValidBet', 'Enter a number, such as 1000 or 2.5.'],
      [0, 'periodProfitLoss', 'Enter at most 1,000,000,000.'],
      [0, 'activeMembers', 'Enter 0 or more.'],
      [0, 'rate', 'Enter a percent from 0 to 100.'],
    ]);
    expect(messages(readTiers('DAILY', [{ periodValidBet: '1.005', activeMembers: '1000001', rate: '1' }]))).toEqual([
      [0, 'periodValidBet', 'Use at most two decimals.'],
      [0, 'activeMembers', 'Enter at most 1,000,000 members.'],
    ]);
  });

  it('wants thresholds rising strictly and a higher tier paying no less (real-time: its higher rate)', () => {
    const result = readTiers('REALTIME', [
      { singleBet: '10', profitSalaryRate: '0.2', lossSalaryRate: '0.6' },
      { singleBet: '10', profitSalaryRate: '0.5', lossSalaryRate: '0.5' },
    ]);
    expect(messages(result)).toEqual([
      [1, 'singleBet', "Must be greater than tier {previous}'s: tiers go lowest first."],
      [1, 'profitSalaryRate', 'Must pay at least as much as tier {previous}.'],
    ]);
    expect(result.problems[0]!.message.values).toEqual({ previous: 1 });
    expect(
      readTiers('HOURLY', [
        { betAmount: '100', amount: '5' },
        { betAmount: '200', amount: '5' },
      ]).problems,
    ).toEqual([]);
  });
});
