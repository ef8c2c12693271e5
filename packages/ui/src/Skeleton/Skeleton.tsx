import type { CSSProperties, HTMLAttributes, ReactNode, Ref } from 'react';
import { keyframes, styled } from 'styled-components';
import { useLingui } from '@lingui/react/macro';
import { vars } from '../theme/css-variables';
import { visuallyHidden } from '../utils/visually-hidden';

export type SkeletonVariant = 'text' | 'circle' | 'rect';

export interface SkeletonProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /** `text`: lines of text; `circle`: an avatar or icon; `rect`: an image, card or banner. */
  variant?: SkeletonVariant;
  /** How many lines a `text` skeleton shows; the last of several is shorter. */
  lines?: number;
  /** Width, as pixels or any CSS length. Defaults to the full width (text, rect) or `height` (circle). */
  width?: number | string;
  /** Height, as pixels or any CSS length. Defaults to one line (text) or 40px (circle). */
  height?: number | string;
  /** For `rect`: keeps a shape such as `16 / 9` at any width, instead of a fixed height. */
  aspectRatio?: number | string;
  ref?: Ref<HTMLSpanElement>;
}

const toLength = (value: number | string | undefined) => (typeof value === 'number' ? `${value}px` : value);

/**
 * A placeholder with the shape of content that is still loading. Hidden from assistive
 * technology: wrap skeletons in `Skeleton.Group`, which tells screen readers that the area is busy.
 */
function SkeletonRoot({
  variant = 'text',
  lines = 1,
  width,
  height,
  aspectRatio,
  style,
  ref,
  ...rest
}: SkeletonProps) {
  const size: CSSProperties = { width: toLength(width), height: toLength(height) };
  if (variant === 'circle') {
    const diameter = toLength(width ?? height ?? 40);
    return (
      <Block {...rest} ref={ref} aria-hidden="true" data-variant="circle" style={{ width: diameter, height: diameter, ...style }} />
    );
  }
  if (variant === 'rect') {
    return (
      <Block
        {...rest}
        ref={ref}
        aria-hidden="true"
        data-variant="rect"
        data-has-ratio={aspectRatio !== undefined || undefined}
        style={{ ...size, aspectRatio: aspectRatio === undefined ? undefined : String(aspectRatio), ...style }}
      />
    );
  }
  const count = Math.max(1, Math.floor(lines));
  return (
    <Lines {...rest} ref={ref} aria-hidden="true" data-variant="text" style={{ width: size.width, ...style }}>
      {Array.from({ length: count }, (_, index) => (
        <Block
          key={index}
          data-variant="line"
          data-last={(count > 1 && index === count - 1) || undefined}
          style={{ height: size.height }}
        />
      ))}
    </Lines>
  );
}
SkeletonRoot.displayName = 'Skeleton';

export interface SkeletonGroupProps extends HTMLAttributes<HTMLDivElement> {
  /** While true, the group is `aria-busy` and screen readers hear the label once. */
  isLoading?: boolean;
  /** What is loading, e.g. "Loading games". Defaults to "Loading". */
  label?: string;
  children?: ReactNode;
  ref?: Ref<HTMLDivElement>;
}

/** Wraps the skeletons (and later the content) of an area, marking it busy while it loads. */
function SkeletonGroup({ isLoading = true, label, children, ref, ...rest }: SkeletonGroupProps) {
  const { t } = useLingui();
  return (
    <div {...rest} ref={ref} aria-busy={isLoading} data-loading={isLoading || undefined}>
      {isLoading && <Status role="status">{label ?? t`Loading`}</Status>}
      {children}
    </div>
  );
}
SkeletonGroup.displayName = 'Skeleton.Group';

export const Skeleton = Object.assign(SkeletonRoot, { Group: SkeletonGroup });

// The highlight moves by transform, which the compositor animates: a page full of placeholders
// costs the main thread no repaint per frame (animating background-position did).
const shimmer = /* @__PURE__ */ keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(100%); }
`;

const Status = /* @__PURE__ */ styled.span`
  ${visuallyHidden}
`;

const Lines = /* @__PURE__ */ styled.span`
  display: flex;
  flex-direction: column;
  gap: 0.5em;
  width: 100%;
`;

const Block = /* @__PURE__ */ styled.span`
  display: block;
  box-sizing: border-box;
  max-width: 100%;
  border-radius: ${vars.radius.sm};
  position: relative;
  overflow: hidden;
  background-color: ${vars.color.surfaceSunken};

  &::after {
    content: '';
    position: absolute;
    inset: 0;
    background-image: linear-gradient(
      90deg,
      transparent 0%,
      color-mix(in srgb, ${vars.color.surface} 70%, transparent) 50%,
      transparent 100%
    );
    transform: translateX(-100%);
    animation: ${shimmer} 1.6s ease-in-out infinite;
  }

  &[data-variant='line'] {
    width: 100%;
    height: 1em;
  }
  &[data-variant='line'][data-last] {
    width: 60%;
  }
  &[data-variant='circle'] {
    flex: none;
    border-radius: 50%;
  }
  &[data-variant='rect'] {
    width: 100%;
    height: 120px;
    border-radius: ${vars.radius.lg};
  }
  &[data-variant='rect'][data-has-ratio] {
    height: auto;
  }

  @media (prefers-reduced-motion: reduce) {
    &::after {
      content: none;
    }
  }
  @media (forced-colors: active) {
    border: 1px solid GrayText;
  }
`;
