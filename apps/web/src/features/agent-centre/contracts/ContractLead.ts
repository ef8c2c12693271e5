import { styled } from 'styled-components';
import { vars } from '@platform/ui';

/** The sentence under a contract page's title: how the kind is computed and when it settles. */
export const ContractLead = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
  max-width: 70ch;
`;
