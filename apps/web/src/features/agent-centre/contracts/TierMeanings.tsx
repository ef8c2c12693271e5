import { useLingui } from '@lingui/react';
import { styled } from 'styled-components';
import { vars } from '@platform/ui';
import type { SettlementKind } from '@platform/api';
import { TIER_FIELDS } from './tier-fields';

/**
 * What each tier field of the kind means. A tier is reached when all its thresholds are; the
 * highest tier reached pays.
 */
export function TierMeanings({ kind }: { kind: SettlementKind }) {
  const { i18n } = useLingui();
  return (
    <List>
      {TIER_FIELDS[kind].map((field) => (
        <div key={field.key}>
          <dt>{i18n._(field.label)}</dt>
          <dd>{i18n._(field.description)}</dd>
        </div>
      ))}
    </List>
  );
}

const List = styled.dl`
  display: grid;
  gap: ${vars.space.xs};
  margin: 0;
  font-size: ${vars.font.size.sm};

  div {
    display: flex;
    flex-wrap: wrap;
    gap: 0 ${vars.space.sm};
  }
  dt {
    font-weight: ${vars.font.weight.bold};
  }
  dd {
    margin: 0;
    color: ${vars.color.textMuted};
  }
`;
