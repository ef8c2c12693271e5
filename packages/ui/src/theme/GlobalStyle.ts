import { createGlobalStyle } from 'styled-components';
import { vars } from './css-variables';

/** Page-wide base styles read from the theme's variables. */
export const GlobalStyle = /* @__PURE__ */ createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  /* The background sits on html so that the scrollbar gutter shares it. */
  html {
    scrollbar-gutter: stable;
    background: ${vars.color.background};
  }
  body {
    margin: 0;
    color: ${vars.color.text};
    font-family: ${vars.font.family};
    font-size: ${vars.font.size.md};
    line-height: ${vars.font.lineHeight};
    -webkit-font-smoothing: antialiased;
  }
`;
