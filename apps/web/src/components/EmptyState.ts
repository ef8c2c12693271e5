import { styled } from 'styled-components';
import { vars } from '@platform/ui';

/** What a list shows when it has nothing: one muted sentence in a dashed box the size of a row. */
export const EmptyState = styled.p`
  margin: 0;
  padding: ${vars.space.xxl} ${vars.space.lg};
  border: 1px dashed ${vars.color.border};
  border-radius: ${vars.radius.lg};
  color: ${vars.color.textMuted};
  text-align: center;
`;
