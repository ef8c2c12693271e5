import { setupI18n, type MessageDescriptor } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { loadUiMessages } from '../i18n';
import {
  ACTIVITY_STATUS_CODES,
  DEPOSIT_STATUS_CODES,
  EXCHANGE_STATUS_CODES,
  WITHDRAWAL_STATUS_CODES,
  activityStatus,
  depositStatus,
  exchangeStatus,
  withdrawalStatus,
  type StatusDescriptor,
} from './status-lists';

const lists: [string, readonly string[], Record<string, StatusDescriptor>][] = [
  ['activity', ACTIVITY_STATUS_CODES, activityStatus],
  ['exchange', EXCHANGE_STATUS_CODES, exchangeStatus],
  ['withdrawal', WITHDRAWAL_STATUS_CODES, withdrawalStatus],
  ['deposit', DEPOSIT_STATUS_CODES, depositStatus],
];

describe.each(lists)('the %s statuses', (_name, codes, statuses) => {
  it('describe every code, and only those', () => {
    expect(Object.keys(statuses).sort()).toEqual([...codes].sort());
  });

  it('give every status a label of its own', () => {
    const labels = Object.values(statuses).map((status) => status.label.message);
    expect(new Set(labels).size).toBe(codes.length);
  });

  it.each(['ms', 'zh'] as const)('have every label translated into %s', async (locale) => {
    const i18n = setupI18n({ locale, messages: { [locale]: await loadUiMessages(locale) } });
    const untranslated = Object.values(statuses)
      .map((status) => status.label)
      .filter((label: MessageDescriptor) => {
        const text = i18n._(label);
        return text === '' || text === label.message || text === label.id;
      })
      .map((label) => label.message);
    expect(untranslated).toEqual([]);
  });
});

describe('status tones', () => {
  it('mark a rejection as danger and a finished payment as success in every list', () => {
    expect([activityStatus.REJECTED.tone, exchangeStatus.REJECTED.tone, withdrawalStatus.REJECTED.tone]).toEqual(['danger', 'danger', 'danger']);
    expect([withdrawalStatus.RECEIVED.tone, withdrawalStatus.FULLY_RECEIVED.tone, exchangeStatus.APPROVED.tone]).toEqual(['success', 'success', 'success']);
  });

  it('ask for attention when a withdrawal is only partly paid or not received', () => {
    expect(withdrawalStatus.PARTLY_PAID.tone).toBe('warning');
    expect(withdrawalStatus.NOT_RECEIVED.tone).toBe('warning');
  });

  it('mark a deposit that failed or was rejected as danger, and one that expired unpaid as neutral', () => {
    expect([depositStatus.FAILED.tone, depositStatus.REJECTED.tone, depositStatus.EXPIRED.tone, depositStatus.PAID.tone]).toEqual(['danger', 'danger', 'neutral', 'success']);
  });

  it('invite an action for the statuses a player acts on', () => {
    expect(activityStatus.JOIN_NOW.tone).toBe('accent');
    expect(activityStatus.CLAIM_PAYOUT.tone).toBe('accent');
  });
});
