import { useLingui } from '@lingui/react/macro';
import { styled } from 'styled-components';
import { Button, TextField, vars } from '@platform/ui';
import type { SettlementKind } from '@platform/api';
import { TIER_FIELDS } from './tier-fields';
import { MAX_TIERS, MIN_TIERS, emptyDraft, type TierDraft, type TierProblem } from './tier-rules';
import { TierMeanings } from './TierMeanings';

export interface TierEditorProps {
  kind: SettlementKind;
  drafts: readonly TierDraft[];
  onChange: (drafts: TierDraft[]) => void;
  /** The rules the tiers break, shown by their fields (after a first attempt to use them). */
  problems: readonly TierProblem[];
}

/** The offer's tiers, 1 to 10 rows, lowest threshold first: each field typed as text and kept as typed. */
export function TierEditor({ kind, drafts, onChange, problems }: TierEditorProps) {
  const { t, i18n } = useLingui();
  const fields = TIER_FIELDS[kind];
  const change = (row: number, key: string, text: string) => onChange(drafts.map((draft, index) => (index === row ? { ...draft, [key]: text } : draft)));
  const problemOf = (row: number, key: string) => {
    const found = problems.find((problem) => problem.row === row && problem.field === key);
    return found ? i18n._(found.message) : undefined;
  };
  return (
    <Set>
      <legend>{t`Tiers, lowest first`}</legend>
      <TierMeanings kind={kind} />
      {drafts.map((draft, row) => {
        const number = row + 1;
        return (
          <Row key={row}>
            <legend>{t`Tier ${number}`}</legend>
            <Fields>
              {fields.map((field) => (
                <TextField
                  key={field.key}
                  label={i18n._(field.label)}
                  inputMode={field.kind === 'signedMoney' ? 'text' : field.kind === 'members' ? 'numeric' : 'decimal'}
                  autoComplete="off"
                  value={draft[field.key] ?? ''}
                  onChange={(text) => change(row, field.key, text)}
                  isRequired={!field.isOptional}
                  errorMessage={problemOf(row, field.key)}
                  suffix={field.kind === 'percent' ? '%' : undefined}
                />
              ))}
            </Fields>
            <div>
              <Button
                variant="ghost"
                size="sm"
                isDisabled={drafts.length <= MIN_TIERS}
                onClick={() => onChange(drafts.filter((_, index) => index !== row))}
              >
                {t`Remove tier ${number}`}
              </Button>
            </div>
          </Row>
        );
      })}
      <div>
        <Button variant="secondary" isDisabled={drafts.length >= MAX_TIERS} onClick={() => onChange([...drafts, emptyDraft(kind)])}>
          {drafts.length >= MAX_TIERS ? t`At most 10 tiers` : t`Add tier`}
        </Button>
      </div>
    </Set>
  );
}

const Set = styled.fieldset`
  display: grid;
  gap: ${vars.space.md};
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;

  & > legend {
    margin-bottom: ${vars.space.sm};
    padding: 0;
    font-weight: ${vars.font.weight.bold};
  }
`;

const Row = styled.fieldset`
  display: grid;
  gap: ${vars.space.sm};
  min-width: 0;
  margin: 0;
  padding: ${vars.space.md};
  border: 1px solid ${vars.color.borderSubtle};
  border-radius: ${vars.radius.lg};

  & > legend {
    padding: 0 ${vars.space.xs};
    font-size: ${vars.font.size.sm};
    font-weight: ${vars.font.weight.bold};
  }
`;

const Fields = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 9rem), 1fr));
  gap: ${vars.space.sm};
`;
