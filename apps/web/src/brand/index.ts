export { mergeFeatureFlags, FEATURE_FLAG_IDS, FEATURE_GROUPS, type FeatureFlagId, type FeatureFlags } from './feature-flags';
export { selectBrand, hostMatches, normalizeHostname, type BrandHosts } from './select-brand';
export { BrandGlobalStyle } from './BrandGlobalStyle';
export { applyBrandIcon, applyBrandToDocument } from './document';
