import type { BrandTheme } from '@platform/ui';
import type { Locale } from '@platform/ui/i18n';
import type { FeatureFlags } from '../src/brand/feature-flags';

/**
 * A brand's logos, as URLs (import the SVG files of the brand's folder). Each is drawn on the
 * header of its colour mode, so each must read on that background; `mark` is drawn on both and
 * carries its own background.
 */
export interface BrandLogos {
  /** The full logo (sign and name) on a light header. */
  light: string;
  /** The full logo on a dark header. */
  dark: string;
  /** The small square sign: favicon, narrow headers, loading screens. Readable on light and dark. */
  mark: string;
}

/**
 * The brand's type faces, as CSS font-family stacks. System fonts only: nothing is downloaded
 * at run time, so each stack names the faces common on Windows, macOS, iOS, Android and Linux
 * and ends in a generic family. Include a CJK face for CN.
 */
export interface BrandFonts {
  /** Body text, controls and numbers (becomes the theme's `font.family`). */
  body: string;
  /** Headings h1 to h6 (set by BrandGlobalStyle in src/brand). */
  heading: string;
}

/** One link of the app download page and the side bar. */
export interface BrandAppDownloads {
  /** The Android package (.apk) or its store page. Absent: no Android app offered. */
  android?: string;
  /** The iOS store page or install profile. Absent: no iOS app offered. */
  ios?: string;
}

/** A regulator or certification badge shown in the footer. */
export interface RegulatorBadge {
  /** The body's proper name, used as the image's alternative text and the link's name. */
  name: string;
  /** The badge image (an SVG of the brand's folder). */
  image: string;
  /** The body's page about the licence; the badge is not a link without it. */
  href?: string;
}

/**
 * Everything that makes a brand. A new brand is a new folder beside this file holding a
 * brand.ts that exports `brand: Brand`, and its SVG files; the build picks it up by folder name
 * (see vite.config.ts: BRAND=<folder> builds one brand, no BRAND builds all of them and picks
 * one by hostname).
 */
export interface Brand {
  /** The folder name: `royal` for brands/royal. Set on `<html data-brand>` before the first paint. */
  id: string;
  /** The brand's name as players see it: the page title, the logo's alternative text. */
  name: string;
  /** The merchant code the gateway knows this brand by, sent with every call. */
  merchantCode: string;
  /**
   * The hostnames that pick this brand when a build carries several; a host matches itself and
   * its subdomains (`jade.localhost` also picks on `www.jade.localhost`), the longest match wins,
   * and a host no brand lists (127.0.0.1, localhost) gets the build's first brand.
   */
  hosts: readonly string[];
  /** Colours for light and dark, radii, type faces and the logos, from `createBrandTheme`. */
  theme: BrandTheme;
  /** The logo files (the same URLs as `theme.logos`, where `logoFor` and `useBrandTheme` read them). */
  logos: BrandLogos;
  /** Type faces: system font stacks only. */
  fonts: BrandFonts;
  /** Hash URLs (#/promotions) by default; history URLs (/promotions) need the server to answer page paths with index.html, as the gateway does. */
  routerMode: 'hash' | 'history';
  /**
   * The spec's logged-out redirect (section 2): when true, every route but /login, /register,
   * /register.html, /helpmc and /download needs a stored session token and otherwise goes to /login.
   */
  redirectLoggedOut: boolean;
  /**
   * The tenant options of spec section 1 when the server's whitelabel tree does not state them:
   * `mergeFeatureFlags(brand.features, status.whitelabel)` gives those in force.
   */
  features: FeatureFlags;
  /** Whether agents get the agent centre entry (header, member menu) on this brand. */
  allowAgentCentre: boolean;
  /** Whether members get the member centre (wallet, history, inbox, …) on this brand. */
  allowMemberCentre: boolean;
  /** The languages the language selector offers, in its order (MS, EN, CN as locales ms, en, zh). MS, the default, must be among them. */
  languages: readonly Locale[];
  /** The app download links (the /down page, the side bar). */
  appDownloads: BrandAppDownloads;
  /** The regulator badges of the footer, in order. */
  regulators: readonly RegulatorBadge[];
}
