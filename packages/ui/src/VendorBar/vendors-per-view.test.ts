import { describe, expect, it } from 'vitest';
import { isVendorBarSliding, phoneVendorsPerView, vendorsPerView } from './vendors-per-view';

describe('vendorsPerView', () => {
  it('shows 7 vendors for slots and 5 for fish and card games', () => {
    expect(vendorsPerView('RNG')).toBe(7);
    expect(vendorsPerView('FISH')).toBe(5);
    expect(vendorsPerView('PVP')).toBe(5);
  });

  it('shows 5 for any other category, and reads the code in any case', () => {
    expect(vendorsPerView('LIVE')).toBe(5);
    expect(vendorsPerView('SPORTS')).toBe(5);
    expect(vendorsPerView('')).toBe(5);
    expect(vendorsPerView('rng')).toBe(7);
  });

  it('shows 3 on a phone, in every category', () => {
    expect(phoneVendorsPerView('RNG')).toBe(3);
    expect(phoneVendorsPerView('fish')).toBe(3);
    expect(phoneVendorsPerView('PVP')).toBe(3);
    expect(phoneVendorsPerView('LIVE')).toBe(3);
  });
});

describe('isVendorBarSliding', () => {
  it('slides only with more vendors than fit: more than 7 for slots, more than 5 for fish and cards', () => {
    expect(isVendorBarSliding(7, 'RNG')).toBe(false);
    expect(isVendorBarSliding(8, 'RNG')).toBe(true);
    expect(isVendorBarSliding(5, 'FISH')).toBe(false);
    expect(isVendorBarSliding(6, 'FISH')).toBe(true);
    expect(isVendorBarSliding(5, 'PVP')).toBe(false);
    expect(isVendorBarSliding(6, 'PVP')).toBe(true);
    expect(isVendorBarSliding(0, 'RNG')).toBe(false);
  });
});
