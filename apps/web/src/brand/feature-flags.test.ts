import { describe, expect, it } from 'vitest';
import { FEATURE, type FeatureNode } from '@platform/api/contract';
import { FEATURE_FLAG_IDS, mergeFeatureFlags, type FeatureFlags } from './feature-flags';
import { featureNodeState } from './feature-node-state';

const node = (modId: string, enabled: boolean, childrenNodes: FeatureNode[] = []): FeatureNode => ({
  modId,
  enabled: enabled ? '1' : '0',
  childrenNodes,
});

const allOn = Object.fromEntries(FEATURE_FLAG_IDS.map((id) => [id, true])) as FeatureFlags;
const allOff = Object.fromEntries(FEATURE_FLAG_IDS.map((id) => [id, false])) as FeatureFlags;

describe('mergeFeatureFlags', () => {
  it('keeps the brand defaults when the server sends no tree', () => {
    expect(mergeFeatureFlags(allOn, [])).toEqual(allOn);
    expect(mergeFeatureFlags(allOff, undefined)).toEqual(allOff);
    expect(mergeFeatureFlags(allOn, null)).toEqual(allOn);
  });

  it('lets a flag the server states win, in both directions, at any depth', () => {
    const tree = [
      node(FEATURE.registration, true, [node(FEATURE.mobileRegistration, false), node(FEATURE.usernameRegistration, true)]),
      node(FEATURE.login, true, [node(FEATURE.freePlay, true)]),
    ];
    const merged = mergeFeatureFlags({ ...allOn, [FEATURE.usernameRegistration]: false, [FEATURE.freePlay]: false }, tree);
    expect(merged[FEATURE.mobileRegistration]).toBe(false);
    expect(merged[FEATURE.usernameRegistration]).toBe(true);
    expect(merged[FEATURE.freePlay]).toBe(true);
  });

  it('keeps the brand default of a flag the server omits', () => {
    const tree = [node(FEATURE.login, true, [node(FEATURE.freePlay, false)])];
    const merged = mergeFeatureFlags({ ...allOff, [FEATURE.mobileCodeLogin]: true, [FEATURE.directRegistration]: true }, tree);
    expect(merged).toEqual({ ...allOff, [FEATURE.mobileCodeLogin]: true, [FEATURE.directRegistration]: true });
  });

  it('reads a flag stated at the top level, outside any group', () => {
    expect(mergeFeatureFlags(allOff, [node(FEATURE.freePlay, true)])[FEATURE.freePlay]).toBe(true);
  });

  it('switches off everything under a node that is off, as the gateway does', () => {
    const tree = [
      node(FEATURE.registration, false, [node(FEATURE.mobileRegistration, true)]),
      node(FEATURE.login, true, [node(FEATURE.freePlay, true)]),
    ];
    const merged = mergeFeatureFlags(allOn, tree);
    // Stated on, but under a group that is off; and the group's unlisted flags go off too.
    expect(merged[FEATURE.mobileRegistration]).toBe(false);
    expect(merged[FEATURE.registrationSmsVerification]).toBe(false);
    expect(merged[FEATURE.usernameRegistration]).toBe(false);
    // The other group is untouched.
    expect(merged[FEATURE.freePlay]).toBe(true);
    expect(merged[FEATURE.mobileCodeLogin]).toBe(true);
  });

  it('reads the demo gateway tree of Jade Palace', () => {
    const tree = [
      node(FEATURE.registration, true, [
        node(FEATURE.mobileRegistration, false),
        node(FEATURE.registrationSmsVerification, false),
        node(FEATURE.mobilePasswordOnRegistration, false),
        node(FEATURE.directRegistration, true),
        node(FEATURE.usernameRegistration, true),
      ]),
      node(FEATURE.login, true, [
        node(FEATURE.freePlay, false),
        node(FEATURE.forcedPasswordChange, true),
        node(FEATURE.mobileCodeLogin, false),
      ]),
    ];
    expect(mergeFeatureFlags(allOn, tree)).toEqual({
      [FEATURE.mobileRegistration]: false,
      [FEATURE.registrationSmsVerification]: false,
      [FEATURE.mobilePasswordOnRegistration]: false,
      [FEATURE.freePlay]: false,
      [FEATURE.forcedPasswordChange]: true,
      [FEATURE.mobileCodeLogin]: false,
      [FEATURE.directRegistration]: true,
      [FEATURE.usernameRegistration]: true,
    });
  });

  it('ignores unknown modIds and malformed nodes, and never changes the defaults it is given', () => {
    const defaults = { ...allOn };
    const tree = [
      node('SOMETHING_ELSE', false),
      { enabled: '0', childrenNodes: [] } as unknown as FeatureNode,
      { modId: FEATURE.freePlay, enabled: '0' } as unknown as FeatureNode,
      null as unknown as FeatureNode,
    ];
    const merged = mergeFeatureFlags(defaults, tree);
    expect(merged).toEqual({ ...allOn, [FEATURE.freePlay]: false });
    expect(defaults).toEqual(allOn);
    expect(merged).not.toBe(defaults);
  });
});

describe('featureNodeState', () => {
  const tree: FeatureNode[] = [
    node(FEATURE.memberCentre, true, [node('depositv2', true), node('manualRebate', false)]),
    node(FEATURE.transferToUpline, false, [node(FEATURE.agentTransferToUpline, true)]),
  ];

  it('is true for a stated node that is on, with every node above it on', () => {
    expect(featureNodeState(tree, [FEATURE.memberCentre, 'depositv2'])).toBe(true);
    expect(featureNodeState(tree, [FEATURE.memberCentre])).toBe(true);
  });

  it('is false for a node that is off, or under one that is off', () => {
    expect(featureNodeState(tree, [FEATURE.memberCentre, 'manualRebate'])).toBe(false);
    expect(featureNodeState(tree, [FEATURE.transferToUpline, FEATURE.agentTransferToUpline])).toBe(false);
    expect(featureNodeState(tree, [FEATURE.transferToUpline, 'not-there'])).toBe(false);
  });

  it('is undefined where the tree says nothing, or is malformed', () => {
    expect(featureNodeState(tree, [FEATURE.memberCentre, 'referral'])).toBeUndefined();
    expect(featureNodeState(tree, ['MEMBER'])).toBeUndefined();
    expect(featureNodeState(undefined, [FEATURE.memberCentre])).toBeUndefined();
    expect(featureNodeState({ modId: 'x' } as unknown as FeatureNode[], [FEATURE.memberCentre])).toBeUndefined();
  });
});
