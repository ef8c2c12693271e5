/**
 * The brands this build carries, the build's default first: written by the `platform:brands`
 * plugin of vite.config.ts from the BRAND variable.
 */
declare module 'virtual:brands' {
  // An ambient module may not import by a relative path, so the type is imported inline.
  // eslint-disable-next-line @typescript-eslint/consistent-type-imports
  export const brands: readonly import('../../brands/brand').Brand[];
}
