import { styled } from 'styled-components';
import { visuallyHidden } from '@platform/ui';

/** Text for screen readers only: "(opens in a new tab)" after a link, a count's unit. */
export const VisuallyHidden = styled.span`
  ${visuallyHidden}
`;
