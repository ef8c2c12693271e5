import { useLingui } from '@lingui/react/macro';
import { styled } from 'styled-components';
import { Button, unstyledList, vars } from '@platform/ui';
import type { TreeStep } from '@platform/api';

export interface LevelBreadcrumbProps {
  /** From the agent (depth 0) down to the level shown, as the gateway answered it. */
  path: readonly TreeStep[];
  /** Opens a level above: `undefined` is the agent's own. */
  onOpenLevel: (account: string | undefined) => void;
}

/**
 * Where the report stands in the agent's tree: the agent, then each downline opened on the way
 * down. Every step above the current one goes back up to it.
 */
export function LevelBreadcrumb({ path, onOpenLevel }: LevelBreadcrumbProps) {
  const { t } = useLingui();
  return (
    <nav aria-label={t({ message: 'Team levels', comment: 'Breadcrumb of the downline profit and loss: from the agent down to the level shown' })}>
      <Steps>
        {path.map((step, index) => {
          const isCurrent = index === path.length - 1;
          const account = step.account;
          const label = step.depth === 0 ? t`${account} (my team)` : account;
          return (
            <Step key={step.account}>
              {isCurrent ? (
                <Current aria-current="page">{label}</Current>
              ) : (
                <Button variant="ghost" size="sm" onClick={() => onOpenLevel(step.depth === 0 ? undefined : step.account)}>
                  {label}
                </Button>
              )}
            </Step>
          );
        })}
      </Steps>
    </nav>
  );
}

const Steps = styled.ol`
  ${unstyledList}
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space.xs};
`;

const Step = styled.li`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space.xs};
  min-width: 0;
  overflow-wrap: anywhere;

  & + &::before {
    content: '›';
    color: ${vars.color.textMuted};
  }
`;

const Current = styled.span`
  font-weight: ${vars.font.weight.bold};
`;

