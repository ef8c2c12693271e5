import { describe, expect, it } from 'vitest';
import { maskEmail, maskPhone } from './mask-contact';

describe('maskEmail', () => {
  it('keeps the first character of the name and the domain', () => {
    expect(maskEmail('alice@example.com')).toBe('a***@example.com');
    expect(maskEmail('x@example.com')).toBe('x***@example.com');
    expect(maskEmail('名字@example.cn')).toBe('名***@example.cn');
  });

  it('never shows a value that is not an address', () => {
    expect(maskEmail('no-at-sign')).toBe('***');
    expect(maskEmail('@example.com')).toBe('***');
  });
});

describe('maskPhone', () => {
  it.each([
    ['123456678', '+60 12****678'],
    ['1234566789', '+60 12*****789'],
    ['12345678', '+60 12****78'],
    ['1234567', '+60 1*****7'],
    ['123456', '+60 1****6'],
    ['12345', '+60 ****5'],
    ['1234', '+60 ****'],
  ])('%s → %s, hiding at least four digits', (number, masked) => {
    expect(maskPhone('60', number)).toBe(masked);
    expect((masked.match(/\*/g) ?? []).length).toBeGreaterThanOrEqual(Math.min(4, number.length));
  });

  it('leaves out the dialling code when there is none', () => {
    expect(maskPhone(null, '123456678')).toBe('12****678');
  });
});
