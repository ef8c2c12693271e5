import { describe, expect, it } from 'vitest';
import { BANNERS } from '../test/lobby-fixtures';
import { giftBanners } from './gift-banners';

describe('giftBanners', () => {
  it('picks the first banner of w_topup_1, w_topup_2 and w_topup_3', () => {
    const { icon, button, content } = giftBanners(BANNERS);
    expect(icon?.bannerId).toBe(11);
    expect(button?.bannerId).toBe(12);
    expect(content?.bannerId).toBe(13);
  });

  it('leaves out the groups that have no banner', () => {
    expect(giftBanners(BANNERS.filter((banner) => banner.groupName !== 'w_topup_2'))).toEqual({
      icon: BANNERS.find((banner) => banner.groupName === 'w_topup_1'),
      button: undefined,
      content: BANNERS.find((banner) => banner.groupName === 'w_topup_3'),
    });
    expect(giftBanners(BANNERS.filter((banner) => banner.groupName === 'w_home'))).toEqual({
      icon: undefined,
      button: undefined,
      content: undefined,
    });
  });

  it('takes the first when a group has several', () => {
    const second = { bannerId: 99, groupName: 'w_topup_1', url: 'x' };
    expect(giftBanners([...BANNERS, second]).icon?.bannerId).toBe(11);
  });
});
