import { useLayoutEffect, useMemo, useRef, type HTMLAttributes, type ReactNode, type Ref, type TableHTMLAttributes } from 'react';
import { styled } from 'styled-components';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { mergeRefs } from '../Field/merge-refs';
import { vars } from '../theme/css-variables';
import { focusRing } from '../utils/focus-ring';
import { proseHtml } from './prose-html';
import { SCROLL_REGION_ATTRIBUTE, scrollRegionsIn, watchScrollRegions } from './scroll-regions';

const SCROLLABLE_TABLE = /* @__PURE__ */ msg({
  message: 'Scrollable table',
  comment: 'What a screen reader calls a table wider than the screen, which scrolls sideways in its own box.',
});

/** The elements a body may be: a plain block, or an article or section of its own. */
export type ProseElement = 'div' | 'article' | 'section';

interface ProseCommonProps extends Omit<HTMLAttributes<HTMLElement>, 'children' | 'dangerouslySetInnerHTML'> {
  /** The element the body is (`div`, the default; `article` or `section` where it stands alone). */
  as?: ProseElement;
  /**
   * What a screen reader calls a table wider than its box, which then scrolls sideways and takes
   * the keyboard focus (default "Scrollable table"). A table's own caption names it instead.
   */
  tableLabel?: string;
  /** The body's element. */
  ref?: Ref<HTMLElement>;
}

interface ProseHtmlProps extends ProseCommonProps {
  /**
   * The body as HTML, **already sanitised**: it is set with `dangerouslySetInnerHTML` as it comes.
   * Run text from the back office through `sanitizeNotice` (DOMPurify, in this library) first,
   * or a sanitiser of the app's that calls it (the web's help articles: `articleHtml`).
   */
  html: string;
  children?: never;
}

interface ProseChildrenProps extends ProseCommonProps {
  /** The body as React content (headings, paragraphs, lists; tables in `Prose.Table`). */
  children: ReactNode;
  html?: never;
}

export type ProseProps = ProseHtmlProps | ProseChildrenProps;

/**
 * The one rich-text body of the library: headings, paragraphs, lists, quotes, tables, links,
 * pictures, rules and code, styled alike wherever a notice, promotion terms, help article or
 * rules text shows. Give it sanitised `html`, or React `children`.
 *
 * It never overflows sideways: pictures shrink to the width, long words wrap, and each table
 * scrolls in a box of its own which, when the table is wider than it, becomes a named group
 * the keyboard can reach (arrow keys scroll it). Pictures in `html` load lazily. Colours and
 * spacing come from the theme's variables, so colour modes and brands apply.
 */
export function Prose({ html, children, as = 'div', tableLabel, ref, ...rest }: ProseProps) {
  const { i18n } = useLingui();
  const rootRef = useRef<HTMLElement>(null);
  const mergedRef = useMemo(() => mergeRefs(ref, rootRef), [ref]);
  const preparedHtml = useMemo(() => (html === undefined ? undefined : proseHtml(html)), [html]);
  const label = tableLabel ?? i18n._(SCROLLABLE_TABLE);

  // Tables in `html` are plain DOM that React does not manage, so they are marked here.
  useLayoutEffect(() => {
    const root = rootRef.current;
    if (!root || preparedHtml === undefined) return;
    return watchScrollRegions(scrollRegionsIn(root), label);
  }, [preparedHtml, label]);

  if (preparedHtml !== undefined) {
    return <Root {...rest} as={as} ref={mergedRef} dangerouslySetInnerHTML={{ __html: preparedHtml }} />;
  }
  return (
    <Root {...rest} as={as} ref={mergedRef}>
      {children}
    </Root>
  );
}
Prose.displayName = 'Prose';

export interface ProseTableProps extends TableHTMLAttributes<HTMLTableElement> {
  /** What a screen reader calls the table when it is wider than its box (default "Scrollable table"). */
  scrollLabel?: string;
  /** The table element (not its scroll box). */
  ref?: Ref<HTMLTableElement>;
}

/** A table in React content, in the same sideways-scrolling box that tables in `html` get. */
function ProseTable({ scrollLabel, ref, ...rest }: ProseTableProps) {
  const { i18n } = useLingui();
  const regionRef = useRef<HTMLDivElement>(null);
  const label = scrollLabel ?? i18n._(SCROLLABLE_TABLE);

  useLayoutEffect(() => {
    const region = regionRef.current;
    if (!region) return;
    return watchScrollRegions([region], label);
  }, [label]);

  return (
    <div ref={regionRef} {...{ [SCROLL_REGION_ATTRIBUTE]: '' }}>
      <table {...rest} ref={ref} />
    </div>
  );
}
ProseTable.displayName = 'Prose.Table';
Prose.Table = ProseTable;

const MONOSPACE = "ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace";

const Root = /* @__PURE__ */ styled.div`
  min-width: 0;
  line-height: ${vars.font.lineHeight};
  overflow-wrap: anywhere;

  & > :first-child {
    margin-top: 0;
  }
  & > :last-child {
    margin-bottom: 0;
  }

  p,
  ul,
  ol,
  blockquote,
  pre,
  figure,
  table,
  [${SCROLL_REGION_ATTRIBUTE}] {
    margin: 0 0 ${vars.space.md};
  }

  /* A body sits under a title of its page or card, so its headings stay modest. */
  h1,
  h2,
  h3,
  h4,
  h5,
  h6 {
    margin: ${vars.space.lg} 0 ${vars.space.sm};
    font-size: ${vars.font.size.md};
    font-weight: ${vars.font.weight.bold};
    line-height: 1.3;
  }
  h1,
  h2 {
    font-size: ${vars.font.size.lg};
  }

  ul,
  ol {
    padding-inline-start: ${vars.space.xl};
  }
  li + li,
  li > ul,
  li > ol {
    margin-top: ${vars.space.xs};
  }
  li > ul,
  li > ol {
    margin-bottom: 0;
  }

  a[href] {
    border-radius: 2px;
    color: inherit;
    font-weight: ${vars.font.weight.medium};
    text-decoration: underline;
    text-decoration-thickness: 1px;
    text-underline-offset: 2px;

    &:hover {
      text-decoration-thickness: 2px;
    }
    ${focusRing()}
  }

  img {
    max-width: 100%;
    height: auto;
    vertical-align: middle;
  }

  hr {
    margin: ${vars.space.lg} 0;
    border: 0;
    border-top: 1px solid ${vars.color.borderSubtle};
  }

  blockquote {
    margin-inline: 0;
    padding-inline-start: ${vars.space.md};
    border-inline-start: 3px solid ${vars.color.border};
    color: ${vars.color.textMuted};
  }

  code {
    padding: 0 ${vars.space.xxs};
    border-radius: ${vars.radius.sm};
    background: ${vars.color.surfaceSunken};
    font-family: ${MONOSPACE};
    font-size: 0.9em;
  }
  pre {
    overflow-x: auto;
    contain: inline-size;
    padding: ${vars.space.sm} ${vars.space.md};
    border-radius: ${vars.radius.sm};
    background: ${vars.color.surfaceSunken};
    overflow-wrap: normal;

    code {
      padding: 0;
      background: none;
    }
  }

  /* A wide table scrolls in its own box; the page never scrolls sideways. */
  [${SCROLL_REGION_ATTRIBUTE}] {
    max-width: 100%;
    overflow-x: auto;
    /* Its width comes from where it sits, never from the table: a grid or flex column holding
       the body cannot be pushed wider than the screen by it. */
    contain: inline-size;
    /* Inside: the box fills the width, and a scrolling container round it would clip the ring. */
    ${focusRing('-3px')}
  }
  [${SCROLL_REGION_ATTRIBUTE}] > table {
    margin: 0;
  }
  table {
    width: 100%;
    border-collapse: collapse;
    font-size: ${vars.font.size.sm};
  }
  caption {
    padding-bottom: ${vars.space.xs};
    color: ${vars.color.textMuted};
    text-align: start;
  }
  th,
  td {
    padding: ${vars.space.xs} ${vars.space.sm};
    border: 1px solid ${vars.color.borderSubtle};
    text-align: start;
    vertical-align: top;
    /* Cells keep their words whole: the table scrolls rather than breaking them letter by letter. */
    overflow-wrap: normal;
  }
  th {
    background: ${vars.color.surfaceSunken};
    font-weight: ${vars.font.weight.bold};
  }
`;
