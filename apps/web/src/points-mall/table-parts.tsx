import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { vars } from '@platform/ui';

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
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
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

/** A status as a labelled pill; the colour is never the only cue (the word is there). */
export const StatusPill = styled.span`
  display: inline-block;
  padding: ${vars.space.xxs} ${vars.space.sm};
  border: 1px solid ${vars.color.borderSubtle};
  border-radius: ${vars.radius.pill};
  background: ${vars.color.surfaceSunken};
  color: ${vars.color.text};
  font-size: ${vars.font.size.xs};
  font-weight: ${vars.font.weight.bold};
  white-space: nowrap;

  &[data-status='APPROVED'] {
    border-color: ${vars.color.success};
    background: ${vars.color.successSoft};
  }
  &[data-status='APPLYING'] {
    border-color: ${vars.color.info};
    background: ${vars.color.infoSoft};
  }
  &[data-status='REJECTED'] {
    border-color: ${vars.color.danger};
    background: ${vars.color.dangerSoft};
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
