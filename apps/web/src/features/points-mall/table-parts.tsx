import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { vars, visuallyHidden, focusRing } from '@platform/ui';
import { EmptyState } from '../../components/EmptyState';

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
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface};

  ${focusRing()}
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

/** EmptyState sized for a table inside a panel: less padding, the panel's inner radius. */
export const EmptyRow = styled(EmptyState)`
  padding: ${vars.space.xl} ${vars.space.lg};
  border-radius: ${vars.radius.lg};
`;
