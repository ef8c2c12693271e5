import { useEffect, useId, useState, type Ref } from 'react';
import { styled } from 'styled-components';
import { useLingui } from '@lingui/react/macro';
// keen-slider has no exports map: Node's ESM loader needs the file's full name.
import { useKeenSlider } from 'keen-slider/react.js';
import { IconButton } from '../IconButton/IconButton';
import { Image } from '../Image/Image';
import type { Banner } from '../lobby/types';
import { vars } from '../theme/css-variables';
import { wrapIndex } from '../hooks/autoplay';
import { NextIcon, PauseIcon, PlayIcon, PreviousIcon } from '../utils/control-icons';
import { SLIDE_ATTRIBUTE, SLIDE_SELECTOR, keenSliderTrack } from '../utils/keen-slider-styles';
import { AUTOPLAY_TOGGLE_ATTRIBUTE, useAutoplay } from '../hooks/use-autoplay';
import { focusRing } from '../utils/focus-ring';
import { PHONE_QUERY } from '../utils/breakpoints';

/** The spec's banner autoplay: 5000 ms. */
export const BANNER_AUTOPLAY_MS = 5000;

/** How long a slide takes to slide in; none under prefers-reduced-motion. */
const SLIDE_DURATION_MS = 500;

export interface BannerCarouselProps {
  /** The banners of the page's group (w_home, w_rng…), in order. Nothing renders without any. */
  banners: Banner[];
  /**
   * Called with a banner that has a `linkageType` when the player presses it; the app opens its
   * target. Such banners are buttons named by their title; without this callback, or without a
   * `linkageType`, a banner is a plain picture.
   */
  onOpen?: (banner: Banner) => void;
  /** The time each banner shows before the next slides in, in milliseconds (the spec: 5000). */
  autoplayMs?: number;
  /**
   * The banners' shape as a CSS aspect-ratio (`'10 / 3'` by default): the box keeps this height
   * while the pictures load, so nothing below it shifts.
   */
  aspectRatio?: string | number;
  /** The carousel's name for screen readers; "Promotions" by default. */
  label?: string;
  className?: string;
  ref?: Ref<HTMLElement>;
}

/**
 * The banner slideshow at the top of a page (spec §2 Banners). One banner shows still; more
 * slide on their own every 5 seconds in a loop, with previous and next buttons, a dot per
 * banner and a pause/play toggle. Movement pauses while the pointer is over it, focus is inside
 * it or the tab is hidden, and does not start under prefers-reduced-motion (WCAG 2.2.2); the
 * WAI-ARIA carousel pattern. Built on keen-slider, so it can also be swiped.
 */
export function BannerCarousel({
  banners,
  onOpen,
  autoplayMs = BANNER_AUTOPLAY_MS,
  aspectRatio = '10 / 3',
  label,
  className,
  ref,
}: BannerCarouselProps) {
  const { t } = useLingui();
  const count = banners.length;
  const isCarousel = count > 1;
  const slidesId = useId();
  const [current, setCurrent] = useState(0);
  const active = wrapIndex(current, count);

  const [trackRef, slider] = useKeenSlider<HTMLDivElement>({
    loop: true,
    selector: SLIDE_SELECTOR,
    defaultAnimation: { duration: SLIDE_DURATION_MS },
    created: (instance) => setCurrent(instance.track.details.rel),
    slideChanged: (instance) => setCurrent(instance.track.details.rel),
  });

  // keen-slider reads its slides when it starts; a new set of banners must be read again.
  const slideKey = banners.map((banner) => banner.bannerId).join('\u0000');
  useEffect(() => {
    slider.current?.update();
  }, [slideKey, slider]);

  const move = (target: number, direction: 'to' | 'previous' | 'next', isAnimated: boolean) => {
    const instance = slider.current;
    if (!instance?.track.details) {
      setCurrent(wrapIndex(target, count));
      return;
    }
    const animation = { duration: isAnimated ? SLIDE_DURATION_MS : 0 };
    if (direction === 'to') instance.moveToIdx(target, false, animation);
    else instance.moveToIdx(instance.track.details.abs + (direction === 'next' ? 1 : -1), true, animation);
  };

  const autoplay = useAutoplay({
    canMove: isCarousel,
    intervalMs: autoplayMs,
    onAdvance: () => move(active + 1, 'next', !autoplay.isReducedMotion),
    resetKey: active,
  });
  const isAnimated = !autoplay.isReducedMotion;

  if (count === 0) return null;

  const renderBanner = (banner: Banner, position: number) => {
    const name = banner.title || t`Banner ${position}`;
    const picture = <Image src={banner.url} alt={name} width="100%" height="100%" loading="eager" />;
    if (!banner.linkageType || !onOpen) return picture;
    return (
      <BannerButton type="button" onClick={() => onOpen(banner)} data-linkage={banner.linkageType}>
        {picture}
      </BannerButton>
    );
  };

  if (!isCarousel) {
    return (
      <Root ref={ref} className={className} aria-label={label ?? t`Promotions`} data-static="">
        <Viewport style={{ aspectRatio: String(aspectRatio) }}>{renderBanner(banners[0]!, 1)}</Viewport>
      </Root>
    );
  }

  return (
    <Root
      ref={ref}
      className={className}
      aria-roledescription={t`carousel`}
      aria-label={label ?? t`Promotions`}
      data-autoplay={autoplay.isRunning ? 'running' : 'paused'}
      {...autoplay.rootProps}
    >
      {/* Per the pattern, the rotation control and the arrows come before the slides in the tab order. */}
      <IconButton
        label={autoplay.isPlaying ? t`Pause slideshow` : t`Play slideshow`}
        variant="secondary"
        size="sm"
        onClick={autoplay.toggle}
        data-control="toggle"
        {...{ [AUTOPLAY_TOGGLE_ATTRIBUTE]: '' }}
      >
        {autoplay.isPlaying ? <PauseIcon /> : <PlayIcon />}
      </IconButton>
      <IconButton
        label={t`Previous banner`}
        variant="secondary"
        size="sm"
        aria-controls={slidesId}
        onClick={() => move(active - 1, 'previous', isAnimated)}
        data-control="previous"
      >
        <PreviousIcon />
      </IconButton>
      <IconButton
        label={t`Next banner`}
        variant="secondary"
        size="sm"
        aria-controls={slidesId}
        onClick={() => move(active + 1, 'next', isAnimated)}
        data-control="next"
      >
        <NextIcon />
      </IconButton>
      <Viewport style={{ aspectRatio: String(aspectRatio) }}>
        {/* Announces the banner shown after a press, but not every automatic move. */}
        <Track ref={trackRef} id={slidesId} aria-live={autoplay.isRunning ? 'off' : 'polite'}>
          {banners.map((banner, index) => {
            const position = index + 1;
            const isActive = index === active;
            return (
              <Slide
                key={banner.bannerId}
                role="group"
                aria-roledescription={t`slide`}
                aria-label={t`${position} of ${count}`}
                // Banners out of view cannot be reached by Tab or a screen reader's cursor.
                inert={!isActive}
                aria-hidden={!isActive || undefined}
                data-active={isActive || undefined}
                {...{ [SLIDE_ATTRIBUTE]: '' }}
              >
                {renderBanner(banner, position)}
              </Slide>
            );
          })}
        </Track>
      </Viewport>
      <Dots data-dots="">
        {banners.map((banner, index) => {
          const position = index + 1;
          return (
            <Dot
              key={banner.bannerId}
              type="button"
              aria-label={t`Show banner ${position}`}
              aria-controls={slidesId}
              aria-current={index === active ? 'true' : undefined}
              onClick={() => move(index, 'to', isAnimated)}
            />
          );
        })}
      </Dots>
    </Root>
  );
}
BannerCarousel.displayName = 'BannerCarousel';

/**
 * One grid cell, the stage, holds the banners with the controls laid over them (each aligned
 * to its edge); on a phone a second row below holds the controls.
 */
const Root = /* @__PURE__ */ styled.section`
  position: relative;
  display: grid;
  grid-template-columns: auto auto minmax(0, 1fr) auto;
  grid-template-areas: 'stage stage stage stage';
  align-items: center;
  width: 100%;
  min-width: 0;

  & > * {
    grid-area: stage;
  }
  & > [data-control],
  & > [data-dots] {
    z-index: 1;
    margin: ${vars.space.sm};
  }
  & > [data-control='toggle'] {
    align-self: end;
    justify-self: start;
  }
  & > [data-control='previous'] {
    justify-self: start;
  }
  & > [data-control='next'] {
    justify-self: end;
  }
  & > [data-dots] {
    align-self: end;
    justify-self: center;
    margin-bottom: ${vars.space.xs};
  }

  @media ${PHONE_QUERY} {
    &:not([data-static]) {
      grid-template-areas:
        'stage stage stage stage'
        'toggle previous dots next';
      row-gap: ${vars.space.xs};
    }
    & > [data-control],
    & > [data-dots] {
      margin: 0;
      align-self: center;
    }
    & > [data-control='toggle'] {
      grid-area: toggle;
    }
    & > [data-control='previous'] {
      grid-area: previous;
      margin-left: ${vars.space.xs};
    }
    & > [data-dots] {
      grid-area: dots;
    }
    & > [data-control='next'] {
      grid-area: next;
    }
  }
`;

const Viewport = /* @__PURE__ */ styled.div`
  position: relative;
  width: 100%;
  /* Its width comes from the page only: the slides, which keen-slider sizes from this width, must not widen it in a grid or flex row. */
  contain: inline-size;
  overflow: hidden;
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surfaceSunken};
`;

const Track = /* @__PURE__ */ styled.div`
  height: 100%;
  ${keenSliderTrack}
`;

const Slide = /* @__PURE__ */ styled.div`
  height: 100%;
  /* Before keen-slider lays the slides out, only the first shows. */
  flex: 0 0 100%;
`;

const BannerButton = /* @__PURE__ */ styled.button`
  display: block;
  width: 100%;
  height: 100%;
  padding: 0;
  border: 0;
  background: none;
  cursor: pointer;

  /* Inside the edge: the viewport clips anything outside it. */
  ${focusRing('-3px')}
`;

const Dots = /* @__PURE__ */ styled.div`
  display: flex;
`;

/** A 24-pixel target (WCAG 2.5.8) around a 10-pixel dot; the current one is wider. */
const Dot = /* @__PURE__ */ styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 24px;
  height: 24px;
  padding: 0;
  border: 0;
  border-radius: ${vars.radius.pill};
  background: none;
  cursor: pointer;

  &::before {
    content: '';
    width: 10px;
    height: 10px;
    box-sizing: border-box;
    border: 2px solid ${vars.color.text};
    border-radius: ${vars.radius.pill};
    background: ${vars.color.surface};
    transition: width ${vars.motion.fast} ${vars.motion.easing};
  }
  &[aria-current='true']::before {
    width: 20px;
    border-color: ${vars.color.primary};
    background: ${vars.color.primary};
  }
  ${focusRing('-2px')}

  @media (prefers-reduced-motion: reduce) {
    &::before {
      transition: none;
    }
  }
  @media (forced-colors: active) {
    &[aria-current='true']::before {
      background: Highlight;
    }
  }
`;
