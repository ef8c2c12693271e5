import { useEffect, useMemo, useRef, useState, type FocusEvent, type Ref } from 'react';
import { keyframes, styled } from 'styled-components';
import { useLingui } from '@lingui/react/macro';
import { mergeRefs } from '../Field/merge-refs';
import { IconButton } from '../IconButton/IconButton';
import { useDocumentVisible } from '../hooks/use-document-visible';
import { useReducedMotion } from '../hooks/use-reduced-motion';
import type { Notice } from '../lobby/types';
import { vars } from '../theme/css-variables';
import { marqueeDuration, MARQUEE_SPEED } from './marquee';
import { PauseIcon, PlayIcon } from '../utils/control-icons';
import { focusRing } from '../utils/focus-ring';

export interface AnnouncementMarqueeProps {
  /** The notices whose titles scroll by, in this order. Nothing is rendered when the list is empty. */
  notices: Notice[];
  /** Called with the index (in `notices`) of the title the player pressed: open the notice modal at that index. */
  onSelect: (index: number) => void;
  /** How fast the titles move, in pixels per second. Defaults to 60. */
  speed?: number;
  /** The bar's name for screen readers and its pause button. Defaults to "Announcements", translated. */
  label?: string;
  className?: string;
  ref?: Ref<HTMLDivElement>;
}

/**
 * The announcement bar: notice titles scrolling from right to left in a seamless loop. Each title
 * is a button that calls `onSelect` with its index. It pauses while the pointer is over it, while
 * focus is inside it, while the tab is hidden, and when the player presses its pause button
 * (WCAG 2.2.2). Under `prefers-reduced-motion` nothing moves: the titles sit in a row that the
 * player scrolls by hand.
 */
export function AnnouncementMarquee({ notices, onSelect, speed = MARQUEE_SPEED, label, className, ref }: AnnouncementMarqueeProps) {
  const { t } = useLingui();
  const name = label ?? t`Announcements`;

  const rootRef = useRef<HTMLDivElement>(null);
  const mergedRef = useMemo(() => mergeRefs(ref, rootRef), [ref]);
  const viewportRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLUListElement>(null);

  const isReducedMotion = useReducedMotion();
  const isDocumentVisible = useDocumentVisible();
  const [isHovered, setHovered] = useState(false);
  const [isFocusWithin, setFocusWithin] = useState(false);
  const [isPausedByPlayer, setPausedByPlayer] = useState(false);
  const isScrolling = !isReducedMotion && notices.length > 0;
  const isRunning = isScrolling && !isHovered && !isFocusWithin && !isPausedByPlayer && isDocumentVisible;

  // One copy's width sets the duration, so the speed stays the same however many titles there are.
  const [contentWidth, setContentWidth] = useState(0);
  useEffect(() => {
    const list = listRef.current;
    if (!list || !isScrolling || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setContentWidth(list.getBoundingClientRect().width));
    observer.observe(list);
    return () => observer.disconnect();
  }, [isScrolling]);

  if (notices.length === 0) return null;

  const handleBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
    setFocusWithin(false);
    // Focusing a title scrolls the clipped viewport to it; put it back so the loop stays seamless.
    if (viewportRef.current) viewportRef.current.scrollLeft = 0;
  };

  const titles = (isCopy: boolean) =>
    notices.map((notice, index) => (
      <Item key={`${index}-${notice.id}`}>
        <Title type="button" tabIndex={isCopy ? -1 : undefined} onClick={() => onSelect(index)}>
          {notice.title}
        </Title>
      </Item>
    ));

  return (
    <Root
      ref={mergedRef}
      role="group"
      aria-label={name}
      className={className}
      data-motion={isScrolling ? 'scroll' : 'static'}
      data-state={isRunning ? 'running' : 'paused'}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocusWithin(true)}
      onBlur={handleBlur}
    >
      <MegaphoneIcon />
      <Viewport ref={viewportRef}>
        <Track $duration={marqueeDuration(contentWidth, speed)} data-track="">
          <List ref={listRef}>{titles(false)}</List>
          {/* The second copy makes the loop seamless; it is hidden from assistive technology and
              from the Tab order, so every title is one tab stop and read once. */}
          {isScrolling && (
            <List aria-hidden="true" data-copy="">
              {titles(true)}
            </List>
          )}
        </Track>
      </Viewport>
      {isScrolling && (
        <IconButton
          size="sm"
          label={isPausedByPlayer ? t`Resume ${name}` : t`Pause ${name}`}
          onClick={() => setPausedByPlayer((isPaused) => !isPaused)}
        >
          {isPausedByPlayer ? <PlayIcon /> : <PauseIcon />}
        </IconButton>
      )}
    </Root>
  );
}
AnnouncementMarquee.displayName = 'AnnouncementMarquee';

function MegaphoneIcon() {
  return (
    <Icon viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d="M3 10v4a1 1 0 0 0 1 1h2l5 4V5L6 9H4a1 1 0 0 0-1 1Z" />
      <path d="M15.5 8.5a5 5 0 0 1 0 7" />
      <path d="M18.5 5.5a9 9 0 0 1 0 13" />
    </Icon>
  );
}

const scroll = /* @__PURE__ */ keyframes`
  from { transform: translateX(0); }
  to { transform: translateX(-50%); }
`;

const Root = /* @__PURE__ */ styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.space.sm};
  min-width: 0;
  padding: ${vars.space.xs} ${vars.space.xs} ${vars.space.xs} ${vars.space.md};
  border: 1px solid ${vars.color.borderSubtle};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface};
  color: ${vars.color.text};
  font-size: ${vars.font.size.sm};
`;

const Icon = /* @__PURE__ */ styled.svg`
  flex: none;
  width: 20px;
  height: 20px;
  color: ${vars.color.primary};
`;

// The window the titles move through. Its width is the container that each copy fills at least,
// so that a few short titles still loop without a gap.
const Viewport = /* @__PURE__ */ styled.div`
  flex: 1;
  min-width: 0;
  overflow: hidden;
  container-type: inline-size;

  ${Root}[data-motion='static'] & {
    overflow-x: auto;
    scrollbar-width: thin;
  }
`;

const Track = /* @__PURE__ */ styled.div<{ $duration: number }>`
  display: flex;
  width: max-content;
  animation: ${scroll} ${({ $duration }) => $duration}s linear infinite;

  ${Root}[data-state='paused'] & {
    animation-play-state: paused;
  }
  ${Root}[data-motion='static'] & {
    animation: none;
  }
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

const List = /* @__PURE__ */ styled.ul`
  display: flex;
  align-items: center;
  flex: none;
  gap: ${vars.space.sm};
  min-width: 100cqw;
  margin: 0;
  padding: 0 ${vars.space.xxl} 0 0;
  list-style: none;
`;

const Item = /* @__PURE__ */ styled.li`
  display: flex;
  align-items: center;
  gap: ${vars.space.sm};

  & + &::before {
    content: '';
    width: 4px;
    height: 4px;
    border-radius: 50%;
    background: ${vars.color.textMuted};
  }
`;

const Title = /* @__PURE__ */ styled.button`
  padding: ${vars.space.xs} ${vars.space.sm};
  border: 0;
  border-radius: ${vars.radius.sm};
  background: none;
  color: inherit;
  font: inherit;
  white-space: nowrap;
  cursor: pointer;

  &:hover {
    color: ${vars.color.primary};
    text-decoration: underline;
  }
  /* Inset: the viewport clips anything outside it. */
  ${focusRing('-3px')}
`;
