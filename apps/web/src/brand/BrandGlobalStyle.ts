import { createGlobalStyle } from 'styled-components';
import type { BrandFonts } from '../../brands/brand';

/**
 * Page-wide styles of the brand that the theme's tokens do not carry: the heading type face
 * (the body face is the theme's `font.family`). Render it beside `GlobalStyle`.
 */
export const BrandGlobalStyle = createGlobalStyle<{ $fonts: BrandFonts }>`
  h1, h2, h3, h4, h5, h6 {
    font-family: ${({ $fonts }) => $fonts.heading};
  }
`;
