import { useId, type ReactNode, type Ref } from 'react';
import { styled } from 'styled-components';
import { focusRing, vars } from '@platform/ui';

export interface SecuritySectionProps {
  title: ReactNode;
  /** The section's element id, for a link to it (`#payment-password`). */
  id?: string;
  /** The section element: a link to it moves focus there. */
  ref?: Ref<HTMLElement>;
  children: ReactNode;
}

/** One part of the security centre: a bordered card named by its h3 (the page's title is the h2). */
export function SecuritySection({ title, id, ref, children }: SecuritySectionProps) {
  const headingId = useId();
  return (
    <Card id={id} ref={ref} aria-labelledby={headingId} tabIndex={id ? -1 : undefined}>
      <h3 id={headingId}>{title}</h3>
      {children}
    </Card>
  );
}

const Card = styled.section`
  display: grid;
  gap: ${vars.space.md};
  min-width: 0;
  padding: ${vars.space.lg};
  border: 1px solid ${vars.color.borderSubtle};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface};
  scroll-margin-top: ${vars.space.xl};

  h3 {
    margin: 0;
    font-size: ${vars.font.size.lg};
  }

  ${focusRing()}
`;

/** A form's column of fields, its messages and its buttons. */
export const FormColumn = styled.form`
  display: grid;
  gap: ${vars.space.md};
  min-width: 0;
`;

/** A form's buttons, at the end, wrapping on a phone. */
export const FormActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${vars.space.sm};
`;

/** Label and value pairs that sit side by side when there is room and stack on a phone. */
export const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 12rem), 1fr));
  gap: ${vars.space.md};
  margin: 0;

  dt {
    color: ${vars.color.textMuted};
    font-size: ${vars.font.size.sm};
  }
  dd {
    margin: 0;
    font-weight: ${vars.font.weight.bold};
    overflow-wrap: anywhere;
  }
`;

/** A muted sentence under a heading. */
export const Note = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
  font-size: ${vars.font.size.sm};
`;
