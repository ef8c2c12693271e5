import { css } from 'styled-components';

/** The attribute that marks a slide; keen-slider finds slides with `SLIDE_SELECTOR`. */
export const SLIDE_ATTRIBUTE = 'data-slide';
export const SLIDE_SELECTOR = `[${SLIDE_ATTRIBUTE}]`;

/**
 * The rules of keen-slider's own stylesheet (`keen-slider/keen-slider.min.css`, 6.8.6) for a
 * horizontal slider, scoped to the styled track instead of a global side-effect import, so
 * that importing a component stays free of side effects. keen-slider sets
 * `data-keen-slider-disabled` on the track when it is off; the rules then stop applying.
 */
export const keenSliderTrack = /* @__PURE__ */ css`
  &:not([data-keen-slider-disabled]) {
    position: relative;
    display: flex;
    align-content: flex-start;
    width: 100%;
    overflow: hidden;
    touch-action: pan-y;
    user-select: none;
    -webkit-touch-callout: none;
    -webkit-tap-highlight-color: transparent;
  }
  &:not([data-keen-slider-disabled]) > ${SLIDE_SELECTOR} {
    position: relative;
    width: 100%;
    min-height: 100%;
    overflow: hidden;
  }
`;
