import { css } from 'styled-components';
import { vars } from '../theme/css-variables';

/**
 * The house focus ring, drawn for keyboard focus only: 3px in the theme's ring colour. `offset`
 * stands it off the element (`2px`, the default), keeps it close where neighbours sit tight
 * (`1px`), or draws it inside an element whose container clips (`-3px`).
 */
export function focusRing(offset = '2px') {
  return css`
    &:focus-visible {
      outline: 3px solid ${vars.color.focusRing};
      outline-offset: ${offset};
    }
  `;
}
