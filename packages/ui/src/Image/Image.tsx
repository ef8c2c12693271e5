import { useCallback, useEffect, useRef, useState, type CSSProperties, type HTMLAttributes, type Ref } from 'react';
import { keyframes, styled } from 'styled-components';
import { vars } from '../theme/css-variables';
import { IMAGE_LOADING } from './constants';
import { loadedImages } from './image-cache';
import { loadImage } from './load-image';
import { observeNearViewport } from './near-viewport';
import { retry } from './retry';

export type ImageStatus = 'idle' | 'loading' | 'loaded' | 'error';

export interface ImageProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children' | 'onLoad' | 'onError'> {
  /** The picture's URL. */
  src: string;
  /**
   * The text alternative: what the picture shows or does. Required; pass `""` for a purely
   * decorative picture, which screen readers then skip.
   */
  alt: string;
  /** Width, as pixels or any CSS length. With a numeric `height` it also sets the shape. */
  width?: number | string;
  /** Height, as pixels or any CSS length. */
  height?: number | string;
  /** The shape, e.g. `16 / 9` or `1`: keeps the space while loading so nothing shifts. */
  aspectRatio?: number | string;
  /** How the picture fills its box. */
  fit?: 'cover' | 'contain';
  /** `lazy` (default) waits until the picture comes within 1.3 × the viewport; `eager` starts at once. */
  loading?: 'lazy' | 'eager';
  /** A picture to show when every attempt fails; without it (or if it fails too) an error icon shows. */
  fallbackSrc?: string;
  /** How many load attempts before giving up (the spec: 3). */
  attempts?: number;
  /** The wait before the second attempt; it doubles before each further one. */
  retryDelayMs?: number;
  /** How far beyond the viewport loading starts: 1.3 is 30% of its size past each edge. */
  preloadRatio?: number;
  crossOrigin?: '' | 'anonymous' | 'use-credentials';
  referrerPolicy?: ReferrerPolicy;
  /** Called when the picture has loaded. */
  onLoad?: () => void;
  /** Called once when every attempt has failed. */
  onError?: () => void;
  ref?: Ref<HTMLSpanElement>;
}

const toLength = (value: number | string | undefined) => (typeof value === 'number' ? `${value}px` : value);

/** The box's size: the shape comes from `aspectRatio`, or from numeric width and height. */
function boxStyle(
  width: number | string | undefined,
  height: number | string | undefined,
  aspectRatio: number | string | undefined,
): CSSProperties {
  const ratio =
    aspectRatio ?? (typeof width === 'number' && typeof height === 'number' ? `${width} / ${height}` : undefined);
  return {
    width: toLength(width),
    // With a shape and a width the height follows, so the box scales down without distorting.
    height: ratio !== undefined && width !== undefined ? undefined : toLength(height),
    aspectRatio: ratio === undefined ? undefined : String(ratio),
  };
}

/**
 * A picture that loads when it comes near the viewport, tries again when it fails (3 attempts
 * in all), then shows an error image; it keeps its space while loading so the page does not
 * shift, and shows at once when its URL has loaded before.
 */
export function Image(props: ImageProps) {
  // A new URL is a new picture: its loading starts over.
  return <LoadingImage key={props.src} {...props} />;
}
Image.displayName = 'Image';

interface LoadState {
  status: ImageStatus;
  attempt: number;
  /** Shown at once from the cache, so it does not fade in. */
  isInstant: boolean;
}

function LoadingImage({
  src,
  alt,
  width,
  height,
  aspectRatio,
  fit = 'cover',
  loading = 'lazy',
  fallbackSrc,
  attempts = IMAGE_LOADING.attempts,
  retryDelayMs = IMAGE_LOADING.retryDelayMs,
  preloadRatio = IMAGE_LOADING.preloadRatio,
  crossOrigin,
  referrerPolicy,
  onLoad,
  onError,
  style,
  ref,
  ...rest
}: ImageProps) {
  const [state, setState] = useState<LoadState>(() =>
    loadedImages.has(src)
      ? { status: 'loaded', attempt: 1, isInstant: true }
      : { status: loading === 'eager' ? 'loading' : 'idle', attempt: 1, isInstant: false },
  );
  const [hasFallbackFailed, setHasFallbackFailed] = useState(false);
  const [element, setElement] = useState<HTMLSpanElement | null>(null);

  const callbacks = useRef({ onLoad, onError });
  useEffect(() => {
    callbacks.current = { onLoad, onError };
  });

  const rootRef = useCallback(
    (node: HTMLSpanElement | null) => {
      setElement(node);
      if (typeof ref === 'function') return ref(node);
      if (ref) (ref as { current: HTMLSpanElement | null }).current = node;
      return undefined;
    },
    [ref],
  );

  const isIdle = state.status === 'idle';
  useEffect(() => {
    if (!isIdle || !element) return;
    return observeNearViewport(
      element,
      () => setState((previous) => (previous.status === 'idle' ? { ...previous, status: 'loading' } : previous)),
      { preloadRatio, throttleMs: IMAGE_LOADING.throttleMs },
    );
  }, [isIdle, element, preloadRatio]);

  const isLoading = state.status === 'loading';
  useEffect(() => {
    if (!isLoading) return;
    const controller = new AbortController();
    retry(() => loadImage(src, { signal: controller.signal, crossOrigin, referrerPolicy }), {
      attempts,
      baseDelayMs: retryDelayMs,
      signal: controller.signal,
      onRetry: (attempt) => setState((previous) => ({ ...previous, attempt })),
    }).then(
      () => {
        loadedImages.add(src);
        setState((previous) => ({ ...previous, status: 'loaded' }));
        callbacks.current.onLoad?.();
      },
      () => {
        if (controller.signal.aborted) return;
        setState((previous) => ({ ...previous, status: 'error' }));
        callbacks.current.onError?.();
      },
    );
    return () => controller.abort();
  }, [isLoading, src, attempts, retryDelayMs, crossOrigin, referrerPolicy]);

  // Shown from the cache: it counts as a use, so it stays among the most recent.
  const isLoaded = state.status === 'loaded';
  useEffect(() => {
    if (isLoaded) loadedImages.add(src);
  }, [isLoaded, src]);

  const { status } = state;
  const labelled = alt ? ({ role: 'img', 'aria-label': alt } as const) : ({ 'aria-hidden': true } as const);
  const showsFallback = status === 'error' && Boolean(fallbackSrc) && !hasFallbackFailed;

  return (
    <Root
      {...rest}
      ref={rootRef}
      style={{ ...boxStyle(width, height, aspectRatio), ...style }}
      data-state={status}
      data-attempt={state.attempt}
      data-fit={fit}
      data-instant={state.isInstant || undefined}
    >
      {status === 'loaded' && (
        <img
          src={src}
          alt={alt}
          width={typeof width === 'number' ? width : undefined}
          height={typeof height === 'number' ? height : undefined}
          crossOrigin={crossOrigin}
          referrerPolicy={referrerPolicy}
          decoding="async"
        />
      )}
      {showsFallback && (
        <img
          src={fallbackSrc}
          alt={alt}
          data-fallback=""
          crossOrigin={crossOrigin}
          referrerPolicy={referrerPolicy}
          onError={() => setHasFallbackFailed(true)}
        />
      )}
      {status === 'error' && !showsFallback && (
        <Placeholder {...labelled} data-error="">
          <BrokenImageIcon />
        </Placeholder>
      )}
      {(status === 'idle' || status === 'loading') && <Placeholder {...labelled} />}
    </Root>
  );
}

/** The error image: a picture frame with a slash through it. */
function BrokenImageIcon() {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.6" aria-hidden="true" focusable="false">
      <rect x="3" y="4" width="18" height="16" rx="2" />
      <path d="m3 16 5-5 4 4 3-3 6 6" strokeLinejoin="round" />
      <circle cx="15.5" cy="8.5" r="1.5" />
      <path d="M4 3 20 21" strokeLinecap="round" />
    </svg>
  );
}

const fadeIn = /* @__PURE__ */ keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

const Placeholder = /* @__PURE__ */ styled.span`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  color: ${vars.color.textMuted};

  & > svg {
    width: min(40%, 48px);
    height: min(40%, 48px);
  }
`;

const Root = /* @__PURE__ */ styled.span`
  position: relative;
  display: inline-block;
  box-sizing: border-box;
  max-width: 100%;
  overflow: hidden;
  vertical-align: middle;
  background: ${vars.color.surfaceSunken};

  &[data-state='loaded'] {
    background: transparent;
  }

  & > img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  &[data-fit='contain'] > img {
    object-fit: contain;
  }
  &[data-state='loaded']:not([data-instant]) > img {
    animation: ${fadeIn} ${vars.motion.normal} ${vars.motion.easing};
  }

  @media (prefers-reduced-motion: reduce) {
    &[data-state='loaded']:not([data-instant]) > img {
      animation: none;
    }
  }
`;
