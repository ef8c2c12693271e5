import { css, styled } from 'styled-components';
import { vars } from '../theme/css-variables';
import { visuallyHidden } from '../utils/visually-hidden';

/** Sets `--status-accent` from `data-tone`: the colour of a status message's stripe and icon. */
export const toneAccent = css`
  &[data-tone='info'] {
    --status-accent: ${vars.color.info};
  }
  &[data-tone='success'] {
    --status-accent: ${vars.color.success};
  }
  &[data-tone='warning'] {
    --status-accent: ${vars.color.warning};
  }
  &[data-tone='danger'] {
    --status-accent: ${vars.color.danger};
  }
`;

/** The tone icon's box, in the accent colour. */
export const StatusIconBox = /* @__PURE__ */ styled.span`
  display: inline-flex;
  flex: none;
  padding-top: 1px;
  color: var(--status-accent);
`;

/** Title and message beside the icon; long words wrap rather than overflow. */
export const StatusBody = /* @__PURE__ */ styled.div`
  flex: 1;
  min-width: 0;
  overflow-wrap: anywhere;
`;

/** The tone in words ("Error:"), for screen readers: the colour and icon say it to the eye. */
export const ToneWord = /* @__PURE__ */ styled.span`
  ${visuallyHidden}
`;
