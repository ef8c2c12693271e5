import { useEffect, useState, type CSSProperties, type Ref } from 'react';
import { styled } from 'styled-components';
import { useLingui } from '@lingui/react/macro';
// keen-slider has no exports map: Node's ESM loader needs the file's full name.
import { useKeenSlider } from 'keen-slider/react.js';
import { NextIcon, PauseIcon, PlayIcon, PreviousIcon } from '../utils/control-icons';
import { SLIDE_ATTRIBUTE, SLIDE_SELECTOR, keenSliderTrack } from '../utils/keen-slider-styles';
import { AUTOPLAY_TOGGLE_ATTRIBUTE, useAutoplay } from '../hooks/use-autoplay';
import { useControllableState } from '../hooks/use-controllable-state';
import { IconButton } from '../IconButton/IconButton';
import { Image } from '../Image/Image';
import { GameMark } from '../lobby/GameMark';
import { isSet } from '../lobby/game-display';
import type { Vendor } from '../lobby/types';
import { vars } from '../theme/css-variables';
import { PHONE_QUERY } from '../utils/breakpoints';
import { isVendorBarSliding, phoneVendorsPerView, vendorsPerView } from './vendors-per-view';
import { focusRing } from '../utils/focus-ring';
import { noTransitionForReducedMotion } from '../utils/reduced-motion';
import { unstyledList } from '../utils/unstyled-list';

/** The time between automatic steps of one vendor, in milliseconds. */
export const VENDOR_BAR_AUTOPLAY_MS = 3000;

/** How long one step takes; none under prefers-reduced-motion. */
const STEP_DURATION_MS = 500;
/** The gap between vendors, in pixels: each has half of it on either side. */
const SPACING = 8;

export interface VendorBarProps {
  /** The category's vendors, in order. */
  vendors: Vendor[];
  /**
   * The category code: RNG (slots) shows 7 vendors at once, FISH and PVP (card games) and any
   * other 5; with more vendors than that the bar slides in a loop. A phone shows 3 at once
   * (the still row scrolls sideways there).
   */
  gameType: string;
  /** The selected vendor's `vassalage`, when the parent controls it; `null` for none. */
  value?: string | null;
  /** The vendor selected at first, when the bar keeps its own state. None by default. */
  defaultValue?: string | null;
  /** Called with the `vassalage` of the vendor the player selects. */
  onChange?: (vassalage: string) => void;
  /** The time between automatic steps in milliseconds (3000 by default). */
  autoplayMs?: number;
  /** The bar's name for screen readers; "Game providers" by default. */
  label?: string;
  className?: string;
  ref?: Ref<HTMLElement>;
}

/**
 * The vendor (provider) tabs above a category's games (spec §2 Game category page). Each vendor
 * is a toggle button (`aria-pressed`, one pressed at a time) with its logo, name and a hot
 * mark; pressing one selects it. Up to 7 vendors for slots and 5 for fish and card games sit in
 * a still row; with more the bar is a keen-slider loop that steps on by itself, with previous
 * and next buttons and a pause toggle, pausing on hover and focus, in a hidden tab and (until
 * the player presses play) under prefers-reduced-motion. Phones show 3 at once.
 */
export function VendorBar({
  vendors,
  gameType,
  value,
  defaultValue = null,
  onChange,
  autoplayMs = VENDOR_BAR_AUTOPLAY_MS,
  label,
  className,
  ref,
}: VendorBarProps) {
  const { t } = useLingui();
  const [selected, setSelected] = useControllableState<string | null>({
    prop: value,
    defaultProp: defaultValue,
    onChange: (next) => {
      if (next !== null) onChange?.(next);
    },
    name: 'VendorBar',
  });
  const perView = vendorsPerView(gameType);
  const phonePerView = phoneVendorsPerView(gameType);
  const isSliding = isVendorBarSliding(vendors.length, gameType);

  // Which slides are in view ('1') or out of it ('0'), and where the track is, as keen-slider reports.
  const [inView, setInView] = useState('');
  const [position, setPosition] = useState(0);
  // The slider starts with the selected vendor first in view.
  const [initial] = useState(() => Math.max(0, vendors.findIndex((vendor) => vendor.vassalage === (value ?? defaultValue))));
  const [trackRef, slider] = useKeenSlider<HTMLUListElement>({
    loop: true,
    initial,
    selector: SLIDE_SELECTOR,
    // The gaps are the slides' padding: keen-slider's spacing is in pixels of a track it must measure.
    slides: { perView },
    // keen-slider follows the breakpoint through matchMedia (missing in some test environments).
    ...(typeof window !== 'undefined' && typeof window.matchMedia === 'function' && {
      breakpoints: { [PHONE_QUERY]: { slides: { perView: phonePerView } } },
    }),
    defaultAnimation: { duration: STEP_DURATION_MS },
    detailsChanged: (instance) => {
      const details = instance.track.details;
      if (!details) return;
      setInView(details.slides.map((slide) => (slide.portion >= 0.5 ? '1' : '0')).join(''));
      setPosition(details.abs);
    },
  });

  // keen-slider reads its slides when it starts; another list must be read again.
  const slideKey = vendors.map((vendor) => vendor.vassalage).join('\u0000');
  useEffect(() => {
    slider.current?.update();
  }, [slideKey, slider]);

  const step = (by: 1 | -1, isAnimated: boolean) => {
    const instance = slider.current;
    if (!instance?.track.details) return;
    instance.moveToIdx(instance.track.details.abs + by, true, { duration: isAnimated ? STEP_DURATION_MS : 0 });
  };

  const autoplay = useAutoplay({
    canMove: isSliding,
    intervalMs: autoplayMs,
    onAdvance: () => step(1, !autoplay.isReducedMotion),
    resetKey: position,
  });

  const renderVendor = (vendor: Vendor) => {
    const isHot = isSet(vendor.isHot);
    return (
      <VendorButton
        type="button"
        aria-pressed={vendor.vassalage === selected}
        onClick={() => setSelected(vendor.vassalage)}
        data-vendor={vendor.vassalage}
      >
        {vendor.logoUrl ? (
          // The name beside it says who it is: the logo is decorative.
          <Image src={vendor.logoUrl} alt="" width={80} height={32} fit="contain" loading="eager" />
        ) : (
          <Monogram aria-hidden="true">{vendor.vassalage}</Monogram>
        )}
        <Name>{vendor.displayName}</Name>
        {isHot && (
          <>
            {' '}
            <HotMark tone="hot" />
          </>
        )}
      </VendorButton>
    );
  };

  const layout = { '--pf-per-view': perView, '--pf-per-view-phone': phonePerView } as CSSProperties;

  if (!isSliding) {
    return (
      <Root ref={ref} className={className} aria-label={label ?? t`Game providers`} data-layout="row">
        <Row style={layout}>
          {vendors.map((vendor) => (
            <li key={vendor.vassalage}>{renderVendor(vendor)}</li>
          ))}
        </Row>
      </Root>
    );
  }

  return (
    <Root
      ref={ref}
      className={className}
      aria-label={label ?? t`Game providers`}
      data-layout="slider"
      data-autoplay={autoplay.isRunning ? 'running' : 'paused'}
      {...autoplay.rootProps}
    >
      {/* The toggle and the arrows come before the vendors in the tab order, as in a carousel. */}
      <IconButton
        label={autoplay.isPlaying ? t`Pause scrolling` : t`Start scrolling`}
        variant="ghost"
        size="sm"
        onClick={autoplay.toggle}
        data-control="toggle"
        {...{ [AUTOPLAY_TOGGLE_ATTRIBUTE]: '' }}
      >
        {autoplay.isPlaying ? <PauseIcon /> : <PlayIcon />}
      </IconButton>
      <IconButton
        label={t`Previous providers`}
        variant="secondary"
        size="sm"
        onClick={() => step(-1, !autoplay.isReducedMotion)}
        data-control="previous"
      >
        <PreviousIcon />
      </IconButton>
      <IconButton
        label={t`Next providers`}
        variant="secondary"
        size="sm"
        onClick={() => step(1, !autoplay.isReducedMotion)}
        data-control="next"
      >
        <NextIcon />
      </IconButton>
      <Track ref={trackRef} style={layout}>
        {vendors.map((vendor, index) => {
          // Until keen-slider reports, the first ones fill the view.
          const isInView = inView ? inView[index] === '1' : index < perView;
          return (
            <Slide
              key={vendor.vassalage}
              // Vendors out of view cannot be reached by Tab or a screen reader's cursor.
              inert={!isInView}
              aria-hidden={!isInView || undefined}
              data-in-view={isInView || undefined}
              {...{ [SLIDE_ATTRIBUTE]: '' }}
            >
              {renderVendor(vendor)}
            </Slide>
          );
        })}
      </Track>
    </Root>
  );
}
VendorBar.displayName = 'VendorBar';

const Root = /* @__PURE__ */ styled.section`
  min-width: 0;
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  align-items: center;
  gap: ${vars.space.xs};

  &[data-layout='slider'] {
    grid-template-columns: auto auto minmax(0, 1fr) auto;
    grid-template-areas: 'toggle previous track next';
  }
  & > [data-control='toggle'] {
    grid-area: toggle;
  }
  & > [data-control='previous'] {
    grid-area: previous;
  }
  & > [data-control='next'] {
    grid-area: next;
  }
`;

/**
 * The lists take their width from the page only: the vendors, which keen-slider sizes from that
 * width, must not widen it in a grid or flex row.
 */
const list = `
  min-width: 0;
  ${unstyledList}
  contain: inline-size;
`;

/**
 * Up to a view's worth of vendors, each a share of the width. On a phone, where fewer fit, the
 * row scrolls sideways.
 */
const Row = /* @__PURE__ */ styled.ul`
  ${list}
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: calc((100% - (var(--pf-per-view) - 1) * ${SPACING}px) / var(--pf-per-view));
  gap: ${SPACING}px;
  padding: ${vars.space.xs};

  @media ${PHONE_QUERY} {
    grid-auto-columns: calc((100% - (var(--pf-per-view-phone) - 1) * ${SPACING}px) / var(--pf-per-view-phone));
    overflow-x: auto;
    overscroll-behavior-x: contain;
    scroll-snap-type: x mandatory;

    & > li {
      scroll-snap-align: start;
    }
  }
`;

const Track = /* @__PURE__ */ styled.ul`
  ${list}
  grid-area: track;
  ${keenSliderTrack}
`;

const Slide = /* @__PURE__ */ styled.li`
  /* Before keen-slider lays the slides out, a view's worth shows. */
  flex: 0 0 calc(100% / var(--pf-per-view));
  box-sizing: border-box;
  /* The gap between vendors, and room for the focus ring inside the track, which clips. */
  padding: ${SPACING / 2}px;
`;

const VendorButton = /* @__PURE__ */ styled.button`
  position: relative;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${vars.space.xs};
  box-sizing: border-box;
  width: 100%;
  min-height: 72px;
  padding: ${vars.space.sm} ${vars.space.xs};
  border: 1px solid ${vars.color.borderSubtle};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface};
  color: ${vars.color.text};
  font: inherit;
  font-size: ${vars.font.size.sm};
  cursor: pointer;
  transition:
    background-color ${vars.motion.fast} ease-out,
    border-color ${vars.motion.fast} ease-out;

  &:hover {
    border-color: ${vars.color.border};
    background: ${vars.color.surfaceRaised};
  }
  &[aria-pressed='true'] {
    border-color: ${vars.color.primary};
    background: ${vars.color.primary};
    color: ${vars.color.onPrimary};
    font-weight: ${vars.font.weight.bold};
  }
  ${focusRing('1px')}

  ${noTransitionForReducedMotion}
  @media (forced-colors: active) {
    &[aria-pressed='true'] {
      border: 3px solid Highlight;
    }
  }
`;

const Monogram = /* @__PURE__ */ styled.span`
  display: flex;
  align-items: center;
  justify-content: center;
  width: 80px;
  max-width: 100%;
  height: 32px;
  font-weight: ${vars.font.weight.bold};
  letter-spacing: 0.04em;
`;

const Name = /* @__PURE__ */ styled.span`
  max-width: 100%;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  line-height: 1.3;

  @media ${PHONE_QUERY} {
    font-size: ${vars.font.size.xs};
  }
`;

const HotMark = /* @__PURE__ */ styled(GameMark)`
  position: absolute;
  top: 0;
  right: 0;
  padding: 0 ${vars.space.xs};
  border-radius: 0 ${vars.radius.md} 0 ${vars.radius.sm};
  line-height: 1.4;
`;
