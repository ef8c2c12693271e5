import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { vars, visuallyHidden } from '@platform/ui';

/**
 * A table that scrolls sideways on a phone. The scroll box is a focusable, named region so a
 * keyboard can scroll it too.
 */
export function ScrollTable({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Scroller role="region" aria-label={label} tabIndex={0}>
      <Table>{children}</Table>
    </Scroller>
  );
}

const Scroller = styled.div`
  overflow-x: auto;
  border: 1px solid ${vars.color.borderSubtle};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface};

  &:focus-visible {
    outline: 3px solid ${vars.color.focusRing};
    outline-offset: 2px;
  }
`;

const Table = styled.table`
  width: 100%;
  min-width: 640px;
  border-collapse: collapse;
  font-size: ${vars.font.size.sm};
  font-variant-numeric: tabular-nums;

  caption {
    ${visuallyHidden}
  }
  th,
  td {
    padding: ${vars.space.sm} ${vars.space.md};
    border-bottom: 1px solid ${vars.color.borderSubtle};
    text-align: start;
    vertical-align: top;
  }
  thead th {
    background: ${vars.color.surfaceSunken};
    color: ${vars.color.text};
    font-weight: ${vars.font.weight.bold};
    white-space: nowrap;
  }
  tbody tr:last-child td {
    border-bottom: 0;
  }
  [data-align='end'] {
    text-align: end;
  }
`;

export const EmptyRow = styled.p`
  margin: 0;
  padding: ${vars.space.xl} ${vars.space.lg};
  border: 1px dashed ${vars.color.border};
  border-radius: ${vars.radius.md};
  color: ${vars.color.textMuted};
  text-align: center;
`;
