import { memo, useId, type HTMLAttributes, type Ref } from 'react';
import { styled } from 'styled-components';
import { useLingui } from '@lingui/react/macro';
import { Button } from '../Button/Button';
import { IconButton } from '../IconButton/IconButton';
import { Image } from '../Image/Image';
import { GameMark } from '../lobby/GameMark';
import { gameIcon, gameName, isSet } from '../lobby/game-display';
import type { Game } from '../lobby/types';
import { vars } from '../theme/css-variables';
import { focusRing } from '../utils/focus-ring';
import { noTransitionForReducedMotion } from '../utils/reduced-motion';

export interface GameTileProps extends Omit<HTMLAttributes<HTMLElement>, 'children' | 'onPlay'> {
  /** The game: its name, icon (iconUrl → showIcon → lagerIcon → url), vendor and hot, new and free-trial flags. */
  game: Game;
  /** Called when the player presses Play (or anywhere on the tile that is not another button). */
  onPlay: (game: Game) => void;
  /** Called when the player presses Free trial; the button shows only for games with `supportPlay` 0. */
  onTry?: (game: Game) => void;
  /** Whether the game is in the player's favourites: the heart button shows as pressed. */
  isFavourite?: boolean;
  /** Called with the wanted state when the heart is pressed; without it no heart shows. */
  onFavouriteChange?: (game: Game, isFavourite: boolean) => void;
  ref?: Ref<HTMLElement>;
}

/** Up to two initials of the name, shown where a game has no icon. */
function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');
}

/**
 * A game in the lobby: its icon, name and vendor, hot and new marks, a Play button (the whole
 * tile plays on a pointer press), a Free trial button when the game has no real-money play, and
 * a favourite toggle. The tile is an `article` holding separate buttons, never one button
 * inside another. Memoised: a grid renders hundreds.
 */
function GameTileRoot({ game, onPlay, onTry, isFavourite = false, onFavouriteChange, ref, ...rest }: GameTileProps) {
  const { t } = useLingui();
  const nameId = useId();
  const name = gameName(game);
  const icon = gameIcon(game);
  const vendor = game.displayName || game.vassalage;
  const isHot = isSet(game.isHot);
  const isNew = isSet(game.isNew);
  const hasTrial = game.supportPlay === 0 && onTry !== undefined;

  return (
    <Root
      aria-labelledby={nameId}
      {...rest}
      ref={ref}
      data-hot={isHot || undefined}
      data-new={isNew || undefined}
      data-trial={hasTrial || undefined}
      data-favourite={isFavourite || undefined}
    >
      <Top>
        <Media>
          {icon ? (
            // Decorative: the name is written right below it.
            <Image src={icon} alt="" aspectRatio="1 / 1" width="100%" />
          ) : (
            <NoIcon aria-hidden="true" data-no-icon="">
              {initials(name)}
            </NoIcon>
          )}
          {(isHot || isNew) && (
            <Marks>
              {isHot && <GameMark tone="hot" />}
              {isNew && <GameMark tone="new" />}
            </Marks>
          )}
        </Media>
        {onFavouriteChange && (
          <Favourite
            label={t`Favourite ${name}`}
            aria-pressed={isFavourite}
            size="sm"
            variant="secondary"
            onClick={() => onFavouriteChange(game, !isFavourite)}
          >
            <HeartIcon />
          </Favourite>
        )}
        {hasTrial && (
          <Trial variant="secondary" size="sm" aria-label={t`Free trial of ${name}`} onClick={() => onTry(game)}>
            {t`Free trial`}
          </Trial>
        )}
      </Top>
      <Body>
        <Name id={nameId}>{name}</Name>
        <Vendor>{vendor}</Vendor>
        <Play size="sm" isFullWidth aria-label={t`Play ${name}`} data-play="" onClick={() => onPlay(game)}>
          {t`Play`}
        </Play>
      </Body>
    </Root>
  );
}

/** A heart: filled (by CSS) while pressed. */
function HeartIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" strokeWidth="2" strokeLinejoin="round" focusable="false">
      <path d="M12 20.5s-7.5-4.6-9.2-9.3C1.6 7.9 3.8 4.5 7.2 4.5c2 0 3.6 1.1 4.8 2.8 1.2-1.7 2.8-2.8 4.8-2.8 3.4 0 5.6 3.4 4.4 6.7-1.7 4.7-9.2 9.3-9.2 9.3Z" />
    </svg>
  );
}

export const GameTile = memo(GameTileRoot);
GameTile.displayName = 'GameTile';

const Root = /* @__PURE__ */ styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  box-sizing: border-box;
  min-width: 0;
  border: 1px solid ${vars.color.borderSubtle};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface};
  color: ${vars.color.text};
  transition: box-shadow ${vars.motion.fast} ease-out;

  &:hover {
    box-shadow: ${vars.shadow.md};
  }
  /* The grid may focus the tile itself (Page Down); the buttons have rings of their own. */
  ${focusRing()}

  ${noTransitionForReducedMotion}
  @media (forced-colors: active) {
    border-color: CanvasText;
  }
`;

/* The picture with the buttons over it; not clipped, so their focus rings show in full. */
const Top = /* @__PURE__ */ styled.div`
  position: relative;
`;

const Media = /* @__PURE__ */ styled.div`
  position: relative;
  aspect-ratio: 1 / 1;
  overflow: hidden;
  border-radius: calc(${vars.radius.lg} - 1px) calc(${vars.radius.lg} - 1px) 0 0;
  background: ${vars.color.surfaceSunken};

  & > [data-state] {
    display: block;
  }
`;

const NoIcon = /* @__PURE__ */ styled.span`
  display: flex;
  width: 100%;
  height: 100%;
  align-items: center;
  justify-content: center;
  color: ${vars.color.textMuted};
  font-size: ${vars.font.size.xxl};
  font-weight: ${vars.font.weight.bold};
`;

const Marks = /* @__PURE__ */ styled.span`
  position: absolute;
  top: ${vars.space.sm};
  left: ${vars.space.sm};
  display: flex;
  gap: ${vars.space.xs};
`;

/* Above the play button's pointer area, which covers the tile. */
const Favourite = /* @__PURE__ */ styled(IconButton)`
  && {
    position: absolute;
    z-index: 1;
    top: ${vars.space.sm};
    right: ${vars.space.sm};
    border-radius: ${vars.radius.pill};
  }
  & svg {
    fill: none;
    stroke: currentColor;
  }
  &[aria-pressed='true'] {
    color: ${vars.color.danger};
  }
  &[aria-pressed='true'] svg {
    fill: currentColor;
  }
`;

const Trial = /* @__PURE__ */ styled(Button)`
  && {
    position: absolute;
    z-index: 1;
    bottom: ${vars.space.sm};
    left: ${vars.space.sm};
    max-width: calc(100% - 2 * ${vars.space.sm});
  }
  & > span {
    overflow: hidden;
    text-overflow: ellipsis;
  }
`;

const Body = /* @__PURE__ */ styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space.xxs};
  padding: ${vars.space.sm};
`;

const Name = /* @__PURE__ */ styled.p`
  display: -webkit-box;
  margin: 0;
  overflow: hidden;
  /* Two lines, always: every tile is the same height, so a grid can place rows without measuring each. */
  min-height: calc(2 * 1.3em);
  font-size: ${vars.font.size.sm};
  font-weight: ${vars.font.weight.bold};
  line-height: 1.3;
  overflow-wrap: anywhere;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
  line-clamp: 2;
`;

const Vendor = /* @__PURE__ */ styled.p`
  margin: 0 0 ${vars.space.xs};
  overflow: hidden;
  color: ${vars.color.textMuted};
  font-size: ${vars.font.size.xs};
  line-height: 1.4;
  white-space: nowrap;
  text-overflow: ellipsis;
`;

/* The whole tile plays on a pointer press: the button's pointer area stretches over the tile. */
const Play = /* @__PURE__ */ styled(Button)`
  && {
    position: static;
  }
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: inherit;
    cursor: pointer;
  }
`;
