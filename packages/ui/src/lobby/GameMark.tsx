import { useLingui } from '@lingui/react/macro';
import { styled } from 'styled-components';
import { vars } from '../theme/css-variables';

export type GameMarkTone = 'hot' | 'new';

export interface GameMarkProps {
  /** `hot` for isHot 1, `new` for isNew 1. */
  tone: GameMarkTone;
  className?: string;
}

/** The small "Hot" or "New" label on a game, a vendor or a category, worded in the player's language. */
export function GameMark({ tone, className }: GameMarkProps) {
  const { t } = useLingui();
  return (
    <Mark className={className} data-tone={tone} data-game-mark="">
      {tone === 'hot' ? t`Hot` : t`New`}
    </Mark>
  );
}
GameMark.displayName = 'GameMark';

const Mark = /* @__PURE__ */ styled.span`
  display: inline-block;
  padding: ${vars.space.xxs} ${vars.space.sm};
  border-radius: ${vars.radius.pill};
  font-size: ${vars.font.size.xs};
  font-weight: ${vars.font.weight.bold};
  line-height: 1.3;
  text-transform: uppercase;
  white-space: nowrap;

  &[data-tone='hot'] {
    background: ${vars.color.danger};
    color: ${vars.color.onDanger};
  }
  &[data-tone='new'] {
    background: ${vars.color.success};
    color: ${vars.color.onSuccess};
  }

  @media (forced-colors: active) {
    border: 1px solid CanvasText;
  }
`;
