import { FEATURE, type FeatureNode } from '@platform/api/contract';

/**
 * The eight tenant options of spec section 1, by their modId in the whitelabel feature tree.
 * REGISTRATION and LOGIN are not flags of their own: they group these (see FEATURE_GROUPS).
 */
export const FEATURE_FLAG_IDS = [
  FEATURE.mobileRegistration,
  FEATURE.registrationSmsVerification,
  FEATURE.mobilePasswordOnRegistration,
  FEATURE.freePlay,
  FEATURE.forcedPasswordChange,
  FEATURE.mobileCodeLogin,
  FEATURE.directRegistration,
  FEATURE.usernameRegistration,
] as const;

export type FeatureFlagId = (typeof FEATURE_FLAG_IDS)[number];

/** Every tenant option, on or off: `flags[FEATURE.freePlay]`. */
export type FeatureFlags = Readonly<Record<FeatureFlagId, boolean>>;

/** The group nodes of the tree and the flags each holds, as the gateway builds the tree. */
export const FEATURE_GROUPS: Readonly<Record<string, readonly FeatureFlagId[]>> = {
  [FEATURE.registration]: [
    FEATURE.mobileRegistration,
    FEATURE.registrationSmsVerification,
    FEATURE.mobilePasswordOnRegistration,
    FEATURE.directRegistration,
    FEATURE.usernameRegistration,
  ],
  [FEATURE.login]: [FEATURE.freePlay, FEATURE.forcedPasswordChange, FEATURE.mobileCodeLogin],
};

const FLAG_IDS: ReadonlySet<string> = new Set(FEATURE_FLAG_IDS);

function isFeatureFlagId(modId: string): modId is FeatureFlagId {
  return FLAG_IDS.has(modId);
}

/**
 * The tenant options in force: the server's whitelabel feature tree (GET /wps/system/status,
 * `.whitelabel`) over the brand's defaults.
 *
 * - A flag the tree states (at any depth) wins over the brand's default.
 * - A flag the tree omits keeps the brand's default.
 * - A node that is off switches off everything beneath it, as the gateway does (a feature is on
 *   only when every node above it is on); a group node (REGISTRATION, LOGIN) that is off also
 *   switches off the flags of its group it does not list.
 * - A missing or malformed tree (not an array, nodes without a modId) changes nothing.
 *
 * Pure: the brand's defaults are not changed.
 */
export function mergeFeatureFlags(brandDefaults: FeatureFlags, tree: readonly FeatureNode[] | null | undefined): FeatureFlags {
  const flags: Record<FeatureFlagId, boolean> = { ...brandDefaults };
  const visit = (nodes: unknown, isParentOn: boolean) => {
    if (!Array.isArray(nodes)) return;
    for (const node of nodes as Partial<FeatureNode>[]) {
      if (typeof node !== 'object' || node === null || typeof node.modId !== 'string') continue;
      const isOn = isParentOn && String(node.enabled) === '1';
      if (isFeatureFlagId(node.modId)) flags[node.modId] = isOn;
      if (!isOn) for (const id of FEATURE_GROUPS[node.modId] ?? []) flags[id] = false;
      visit(node.childrenNodes, isOn);
    }
  };
  visit(tree, true);
  return flags;
}
