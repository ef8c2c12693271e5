import { styled } from 'styled-components';
import { vars } from '@platform/ui';

/** A status pill's colour; the word inside always says the status too. */
export type StatusTone = 'primary' | 'success' | 'info' | 'warning' | 'danger' | 'neutral';

/** A small rounded label: a status or a promotion's tag. Text stays on `text` for contrast in both modes. */
export const Pill = styled.span`
  display: inline-flex;
  align-items: center;
  min-height: 24px;
  padding: 0 ${vars.space.sm};
  border: 1px solid ${vars.color.borderSubtle};
  border-radius: ${vars.radius.pill};
  background: ${vars.color.surfaceSunken};
  color: ${vars.color.text};
  font-size: ${vars.font.size.xs};
  font-weight: ${vars.font.weight.bold};
  line-height: 1.2;
  white-space: nowrap;

  &[data-tone='primary'] {
    border-color: ${vars.color.primary};
    background: ${vars.color.primary};
    color: ${vars.color.onPrimary};
  }
  &[data-tone='success'] {
    border-color: ${vars.color.success};
    background: ${vars.color.successSoft};
  }
  &[data-tone='info'] {
    border-color: ${vars.color.info};
    background: ${vars.color.infoSoft};
  }
  &[data-tone='warning'] {
    border-color: ${vars.color.warning};
    background: ${vars.color.warningSoft};
  }
  &[data-tone='danger'] {
    border-color: ${vars.color.danger};
    background: ${vars.color.dangerSoft};
  }
`;
