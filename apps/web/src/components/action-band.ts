import { css } from 'styled-components';
import { vars } from '@platform/ui';

/**
 * A short message with its action beside it ("Need help? Contact us", "Log in to see your
 * favourites") that wraps the action under the text on a narrow screen. Each use adds its own
 * surface (background, border, radius) and may tighten the spacing.
 */
export const actionBand = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space.md};
  padding: ${vars.space.lg};
`;
