import { useState, type HTMLAttributes, type Ref } from 'react';
import { styled } from 'styled-components';
import { vars } from '../theme/css-variables';

export type AvatarSize = 'sm' | 'md' | 'lg' | 'xl';

export interface AvatarProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /** The player's picture. When it is missing or fails to load, the avatar falls back. */
  src?: string | null;
  /** A default picture (the brand's) tried when `src` is missing or fails. */
  fallbackSrc?: string;
  /** The player's name or nickname: the initials fallback, and the alt text unless `alt` is given. */
  name?: string;
  /**
   * The text alternative. Defaults to `name`. Pass `""` when the name is already written
   * beside the avatar, so screen readers do not hear it twice.
   */
  alt?: string;
  /** 24, 40, 56 or 80 pixels. */
  size?: AvatarSize;
  ref?: Ref<HTMLSpanElement>;
}

/**
 * Up to two initials from a name: the first letters of its first and last words
 * ("Siti Nur Aisyah" → "SA"), or the first character of a single word ("王小明" → "王").
 */
export function initialsOf(name: string | undefined): string {
  const words = (name ?? '').trim().split(/\s+/u).filter(Boolean);
  const first = words[0];
  if (!first) return '';
  const firstLetter = Array.from(first)[0] ?? '';
  const last = words.length > 1 ? words[words.length - 1]! : undefined;
  const lastLetter = last ? (Array.from(last)[0] ?? '') : '';
  return (firstLetter + lastLetter).toLocaleUpperCase();
}

/**
 * A player's picture. A missing or broken picture falls back to `fallbackSrc`, then to the
 * initials of `name`, then to a default person icon; the avatar never shows a broken image.
 */
export function Avatar({ src, fallbackSrc, name, alt, size = 'md', ref, ...rest }: AvatarProps) {
  const [failed, setFailed] = useState<readonly string[]>([]);
  const source = [src, fallbackSrc].find((url): url is string => Boolean(url) && !failed.includes(url!));
  const text = alt ?? name ?? '';
  const initials = initialsOf(name);
  const kind = source ? 'image' : initials ? 'initials' : 'icon';

  const labelled = text
    ? ({ role: 'img', 'aria-label': text } as const)
    : ({ 'aria-hidden': true } as const);

  return (
    <Root {...rest} {...(kind === 'image' ? {} : labelled)} ref={ref} data-size={size} data-kind={kind}>
      {kind === 'image' && (
        <img
          key={source}
          src={source}
          alt={text}
          onError={() => setFailed((previous) => [...previous, source!])}
        />
      )}
      {kind === 'initials' && <Initials aria-hidden="true">{initials}</Initials>}
      {kind === 'icon' && <PersonIcon />}
    </Root>
  );
}
Avatar.displayName = 'Avatar';

function PersonIcon() {
  return (
    <svg viewBox="0 0 40 40" width="100%" height="100%" aria-hidden="true" focusable="false">
      <circle cx="20" cy="15" r="7" fill="currentColor" />
      <path d="M6 36c1.5-7.5 7.2-11.5 14-11.5S32.5 28.5 34 36z" fill="currentColor" />
    </svg>
  );
}

const Initials = /* @__PURE__ */ styled.span`
  line-height: 1;
`;

const Root = /* @__PURE__ */ styled.span`
  position: relative;
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  box-sizing: border-box;
  width: var(--avatar-size);
  height: var(--avatar-size);
  overflow: hidden;
  border-radius: 50%;
  background: ${vars.color.secondary};
  color: ${vars.color.onSecondary};
  font-family: ${vars.font.family};
  font-size: calc(var(--avatar-size) * 0.4);
  font-weight: ${vars.font.weight.bold};
  vertical-align: middle;
  user-select: none;
  --avatar-size: 40px;

  &[data-size='sm'] {
    --avatar-size: 24px;
  }
  &[data-size='lg'] {
    --avatar-size: 56px;
  }
  &[data-size='xl'] {
    --avatar-size: 80px;
  }

  &[data-kind='icon'] {
    color: ${vars.color.textMuted};
    background: ${vars.color.surfaceSunken};
  }

  & > img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }

  @media (forced-colors: active) {
    border: 1px solid CanvasText;
  }
`;
