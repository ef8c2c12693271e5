import { describe, expect, it } from 'vitest';
import { FEATURE, MEMBER_CENTRE_PAGES, type FeatureNode } from '@platform/api/contract';
import { memberCentrePagesOffered, type MemberCentreConditions } from './pages-offered';

const everything: MemberCentreConditions = {
  whitelabel: [],
  isMultiWallet: true,
  isCreditMode: false,
  mayTransferToUpline: true,
  built: new Set(MEMBER_CENTRE_PAGES),
};

const tree = (pages: Record<string, boolean>, isCentreOn = true): FeatureNode[] => [
  {
    modId: FEATURE.memberCentre,
    enabled: isCentreOn ? '1' : '0',
    childrenNodes: Object.entries(pages).map(([modId, isOn]) => ({ modId, enabled: isOn ? '1' : '0', childrenNodes: [] })),
  },
];

describe('memberCentrePagesOffered', () => {
  it("offers every built page in the spec's menu order when nothing says otherwise", () => {
    expect(memberCentrePagesOffered(everything)).toEqual([...MEMBER_CENTRE_PAGES]);
    expect(memberCentrePagesOffered({ ...everything, built: new Set(['withdraw', 'securityCenter', 'messageV2'] as const) })).toEqual([
      'securityCenter',
      'withdraw',
      'messageV2',
    ]);
  });

  it('offers my wallet only to a multi-wallet merchant', () => {
    expect(memberCentrePagesOffered({ ...everything, isMultiWallet: false })).not.toContain('transferFund');
  });

  it('offers no deposit and no withdrawal in credit mode', () => {
    const offered = memberCentrePagesOffered({ ...everything, isCreditMode: true });
    expect(offered).not.toContain('depositv2');
    expect(offered).not.toContain('withdraw');
    expect(offered).toContain('transferFund');
  });

  it("offers the transfer to the upline only when the member's toUpline allows it", () => {
    expect(memberCentrePagesOffered({ ...everything, mayTransferToUpline: false })).not.toContain('transferUpline');
  });

  it('leaves out a page the whitelabel tree switches off, keeps one it does not name, and shows only the protection tools when the centre is off', () => {
    const offered = memberCentrePagesOffered({ ...everything, whitelabel: tree({ manualRebate: false, referral: true }) });
    expect(offered).not.toContain('manualRebate');
    expect(offered).toContain('referral');
    expect(offered).toContain('securityCenter');
    expect(memberCentrePagesOffered({ ...everything, whitelabel: tree({ referral: true }, false) })).toEqual(['responsibleGaming']);
  });

  it('always offers the responsible-gaming tools, whatever the whitelabel tree says', () => {
    expect(memberCentrePagesOffered({ ...everything, whitelabel: tree({ responsibleGaming: false }) })).toContain('responsibleGaming');
    expect(memberCentrePagesOffered({ ...everything, whitelabel: tree({}, false), isCreditMode: true, isMultiWallet: false })).toEqual(['responsibleGaming']);
  });
});
