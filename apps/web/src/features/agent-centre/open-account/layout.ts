import { styled } from 'styled-components';
import { vars } from '@platform/ui';

/** A muted sentence under a title: the links' count against the limit. */
export const Note = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
`;

/** A form of the page: its fields, a message, its button. */
export const Form = styled.form`
  display: grid;
  gap: ${vars.space.md};
  min-width: 0;
`;

/** A form's fields: one column on a phone, side by side on a wide panel. */
export const Fields = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 15rem), 1fr));
  gap: ${vars.space.md};
  align-items: start;
`;
