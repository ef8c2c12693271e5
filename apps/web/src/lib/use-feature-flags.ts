import { useMemo } from 'react';
import { brand } from '@brand';
import { useSiteStatus } from './site-status-context';
import { mergeFeatureFlags, type FeatureFlags } from '../brand/feature-flags';

/** The tenant options in force: the server's whitelabel tree over the brand's defaults. */
export function useFeatureFlags(): FeatureFlags {
  const { whitelabel } = useSiteStatus().status;
  return useMemo(() => mergeFeatureFlags(brand.features, whitelabel), [whitelabel]);
}
