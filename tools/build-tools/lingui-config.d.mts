import type { LinguiConfig } from '@lingui/conf';

export declare function platformLinguiConfig(catalogs: NonNullable<LinguiConfig['catalogs']>): LinguiConfig;
