import { useId, useMemo, useRef, type HTMLAttributes, type MouseEvent, type Ref } from 'react';
import { styled } from 'styled-components';
import { useLingui } from '@lingui/react/macro';
import { useControllableState } from '../hooks/use-controllable-state';
import { useReducedMotion } from '../hooks/use-reduced-motion';
import type { Notice } from '../lobby/types';
import { Pagination } from '../Pagination/Pagination';
import { Prose } from '../Prose/Prose';
import { vars } from '../theme/css-variables';
import { clampIndex, firstIndexOfPage, NOTICES_PER_PAGE, pageCountOf, pageOfIndex } from './notice-pages';
import { formatNoticeTime, parseNoticeTime } from './notice-time';
import { sanitizeNotice } from './sanitize-notice';
import { focusRing } from '../utils/focus-ring';
import { noTransitionForReducedMotion } from '../utils/reduced-motion';
import { unstyledList } from '../utils/unstyled-list';

export interface NoticeBoardProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** The notices, newest first, as the notice call returns them. */
  notices: Notice[];
  /** The index (from 0, across all pages) of the notice shown, when the parent controls it. */
  selectedIndex?: number;
  /** The notice shown first, when the board keeps its own state: the one pressed in the marquee. */
  defaultSelectedIndex?: number;
  /** Called with the index of the notice the player picks (from the list, or by turning a page). */
  onSelectedIndexChange?: (index: number) => void;
  /** Titles per page of the list (the spec: 9). */
  pageSize?: number;
  /** The level of the notice's title heading: one below the modal's title (3 under an h2). */
  headingLevel?: 2 | 3 | 4;
  ref?: Ref<HTMLDivElement>;
}

/**
 * The body of the announcements modal: a paged list of titles (9 a page) and the notice that
 * is picked, with its title, its time (`yyyy-MM-dd HH:mm:ss`, local) and its rich text,
 * sanitised so that no script, handler or `javascript:` link survives.
 *
 * Wide, the list sits left of the notice; where the board is narrower than about 560 px (a
 * phone) the list wraps above the notice, and pressing a title scrolls the notice into view.
 * The list is a list of buttons, the current one marked `aria-current`; turning a page shows
 * the first notice on it, so the notice shown is always one in the list.
 */
export function NoticeBoard({
  notices,
  selectedIndex: selectedIndexProp,
  defaultSelectedIndex = 0,
  onSelectedIndexChange,
  pageSize = NOTICES_PER_PAGE,
  headingLevel = 3,
  className,
  ref,
  ...rest
}: NoticeBoardProps) {
  const { t } = useLingui();
  const [rawIndex, setSelectedIndex] = useControllableState({
    prop: selectedIndexProp,
    defaultProp: defaultSelectedIndex,
    onChange: onSelectedIndexChange,
    name: 'NoticeBoard',
  });
  const headingId = useId();
  const listRef = useRef<HTMLUListElement>(null);
  const articleRef = useRef<HTMLElement>(null);
  const isReducedMotion = useReducedMotion();

  const total = notices.length;
  const index = clampIndex(rawIndex, total);
  const notice = notices[index];
  const content = notice?.content ?? '';
  const sanitizedHtml = useMemo(() => sanitizeNotice(content), [content]);

  if (!notice) {
    return (
      <Root {...rest} ref={ref} className={className} data-empty="">
        <Empty>
          <MegaphoneIcon />
          <span>{t`No announcements`}</span>
        </Empty>
      </Root>
    );
  }

  const size = Math.max(1, Math.floor(pageSize));
  const page = pageOfIndex(index, size);
  const pageCount = pageCountOf(total, size);
  const start = firstIndexOfPage(page, size);
  const shown = notices.slice(start, start + size);
  const time = parseNoticeTime(notice.createTime);
  const Heading = `h${headingLevel}` as const;

  const choose = (next: number, event: MouseEvent<HTMLButtonElement>) => {
    setSelectedIndex(next);
    // On a phone the notice is below the list: a tap brings it into view. Only for pointer
    // presses (a keyboard press has no click count), so keyboard focus never scrolls away.
    const list = listRef.current;
    const article = articleRef.current;
    if (event.detail === 0 || !list || !article) return;
    if (article.getBoundingClientRect().top >= list.getBoundingClientRect().bottom) {
      article.scrollIntoView?.({ block: 'start', behavior: isReducedMotion ? 'auto' : 'smooth' });
    }
  };

  return (
    <Root {...rest} ref={ref} className={className}>
      <ListColumn>
        <TitleList ref={listRef} aria-label={t`Announcements`}>
          {shown.map((item, offset) => {
            const itemIndex = start + offset;
            const isCurrent = itemIndex === index;
            return (
              <li key={`${item.id}-${itemIndex}`}>
                <TitleButton
                  type="button"
                  aria-current={isCurrent ? 'true' : undefined}
                  onClick={(event) => choose(itemIndex, event)}
                >
                  {item.title}
                </TitleButton>
              </li>
            );
          })}
        </TitleList>
        {pageCount > 1 && (
          <Pagination
            pageCount={pageCount}
            page={page}
            onPageChange={(next) => setSelectedIndex(firstIndexOfPage(next, size))}
            label={t`Announcement pages`}
          />
        )}
      </ListColumn>
      <Article ref={articleRef} aria-labelledby={headingId} data-notice-id={notice.id}>
        <Title as={Heading} id={headingId}>
          {notice.title}
        </Title>
        {time && <Time dateTime={time.toISOString()}>{formatNoticeTime(time)}</Time>}
        {/* Sanitised above by sanitizeNotice (DOMPurify): no script, handler or javascript: URL. */}
        <Prose html={sanitizedHtml} />
      </Article>
    </Root>
  );
}
NoticeBoard.displayName = 'NoticeBoard';

function MegaphoneIcon() {
  return (
    <svg viewBox="0 0 24 24" width="40" height="40" fill="none" stroke="currentColor" strokeWidth="1.6" aria-hidden="true" focusable="false">
      <path d="M3 10v4a1 1 0 0 0 1 1h2l5 4V5L6 9H4a1 1 0 0 0-1 1Z" strokeLinejoin="round" />
      <path d="M15.5 8.5a5 5 0 0 1 0 7M18.5 5.5a9 9 0 0 1 0 13" strokeLinecap="round" />
    </svg>
  );
}

const Root = /* @__PURE__ */ styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${vars.space.lg};
  color: ${vars.color.text};
  font-size: ${vars.font.size.md};
  line-height: ${vars.font.lineHeight};

  &[data-empty] {
    justify-content: center;
  }
`;

/* The list takes a third, the notice the rest; below about 560 px the notice wraps beneath. */
const ListColumn = /* @__PURE__ */ styled.div`
  flex: 1 1 200px;
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: ${vars.space.md};
`;

const TitleList = /* @__PURE__ */ styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${vars.space.xxs};
  ${unstyledList}
`;

const TitleButton = /* @__PURE__ */ styled.button`
  display: block;
  box-sizing: border-box;
  width: 100%;
  min-height: 40px;
  padding: ${vars.space.sm} ${vars.space.md};
  border: 0;
  border-inline-start: 3px solid transparent;
  border-radius: ${vars.radius.sm};
  background: transparent;
  color: ${vars.color.text};
  font: inherit;
  font-size: ${vars.font.size.sm};
  line-height: 1.4;
  text-align: start;
  overflow-wrap: anywhere;
  cursor: pointer;
  transition: background-color ${vars.motion.fast} ease-out;

  &:hover {
    background: ${vars.color.surfaceSunken};
  }
  &[aria-current='true'] {
    border-inline-start-color: ${vars.color.primary};
    background: ${vars.color.secondary};
    font-weight: ${vars.font.weight.bold};
  }
  ${focusRing('1px')}
  ${noTransitionForReducedMotion}
  @media (forced-colors: active) {
    &[aria-current='true'] {
      border-inline-start-color: Highlight;
    }
  }
`;

const Article = /* @__PURE__ */ styled.article`
  flex: 3 1 320px;
  min-width: 0;
  scroll-margin-top: ${vars.space.lg};
`;

const Title = /* @__PURE__ */ styled.h3`
  margin: 0 0 ${vars.space.xs};
  font-size: ${vars.font.size.lg};
  font-weight: ${vars.font.weight.bold};
  line-height: 1.3;
  overflow-wrap: anywhere;
`;

const Time = /* @__PURE__ */ styled.time`
  display: block;
  margin-bottom: ${vars.space.md};
  color: ${vars.color.textMuted};
  font-size: ${vars.font.size.sm};
  font-variant-numeric: tabular-nums;
`;

const Empty = /* @__PURE__ */ styled.p`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${vars.space.sm};
  margin: 0;
  padding: ${vars.space.xxl} ${vars.space.lg};
  color: ${vars.color.textMuted};
  text-align: center;

  svg {
    color: ${vars.color.textMuted};
  }
`;
