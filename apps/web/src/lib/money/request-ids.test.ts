import { describe, expect, it } from 'vitest';
import { ApiError } from '@platform/api';
import { createRequestIds, isUncertainFailure, newRequestId } from './request-ids';

describe('createRequestIds', () => {
  it('gives the same submission the same id until it is settled, and others their own', () => {
    const ids = createRequestIds();
    const first = ids.idFor('AG>MAIN:20.00');
    expect(first).toMatch(/^[A-Za-z0-9_.:-]{1,64}$/);
    expect(ids.idFor('AG>MAIN:20.00')).toBe(first);
    expect(ids.idFor('AG>MAIN:20.50')).not.toBe(first);
    ids.settle('AG>MAIN:20.00');
    expect(ids.idFor('AG>MAIN:20.00')).not.toBe(first);
  });

  it('forgets every id but those retained', () => {
    const ids = createRequestIds();
    const kept = ids.idFor('SBT>MAIN:30.25');
    const dropped = ids.idFor('AG>MAIN:120.50');
    ids.retainOnly(['SBT>MAIN:30.25']);
    expect(ids.idFor('SBT>MAIN:30.25')).toBe(kept);
    expect(ids.idFor('AG>MAIN:120.50')).not.toBe(dropped);
  });
});

describe('isUncertainFailure', () => {
  it('is true when no answer came (the request may have taken effect) and false for a refusal', () => {
    expect(isUncertainFailure(new TypeError('Failed to fetch'))).toBe(true);
    expect(isUncertainFailure(new ApiError({ status: 0, code: 'NETWORK_ERROR', message: '' }))).toBe(true);
    expect(isUncertainFailure(new ApiError({ status: 502, code: 'SYSTEM_ERROR', message: '' }))).toBe(true);
    expect(isUncertainFailure(new ApiError({ status: 400, code: 'INSUFFICIENT_BALANCE', message: '' }))).toBe(false);
  });
});

describe('newRequestId', () => {
  it('gives 32 hexadecimal characters, different each time', () => {
    const first = newRequestId();
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(newRequestId()).not.toBe(first);
  });
});
