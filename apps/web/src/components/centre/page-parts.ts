import { styled } from 'styled-components';
import { PHONE_QUERY, Tabs, vars, visuallyHidden } from '@platform/ui';

// The frame every centre page (member or agent) shares. The page is a plain block: the centre's page area
// is already the region named after the page.

/** A page's column: its title, then its parts, spaced alike. */
export const PageColumn = styled.div`
  display: grid;
  /* One track no wider than the page: an auto track would grow to its widest part's content. */
  grid-template-columns: minmax(0, 1fr);
  gap: ${vars.space.lg};
  min-width: 0;
`;

/** A title with an action at the end of its row (Refresh), wrapping on a phone. */
export const PageHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space.sm};

  & > :last-child {
    margin-inline-start: auto;
  }
`;

/**
 * The page's own title (the centre's is the h1). On a phone the centre's header already shows the
 * page's name above it: there the heading is kept for screen readers only, not written twice.
 */
export const PageTitle = styled.h2`
  margin: 0;
  font-size: ${vars.font.size.xl};
  line-height: 1.3;

  @media ${PHONE_QUERY} {
    ${visuallyHidden}
  }
`;

/** A part of a page (a titled section): its title and contents stacked, never wider than the page. */
export const PagePart = styled.section`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${vars.space.md};
  min-width: 0;
`;

/**
 * A part set apart in a frame (an offer beside a form, a question before it), its short
 * paragraphs in small type; sunken, it reads as a note on the form rather than a step of it.
 */
export const FramedPart = styled.section<{ $isSunken?: boolean }>`
  display: grid;
  gap: ${vars.space.sm};
  padding: ${vars.space.md} ${vars.space.lg};
  border: 1px solid ${vars.color.borderSubtle};
  border-radius: ${vars.radius.lg};
  background: ${({ $isSunken }) => ($isSunken ? vars.color.surfaceSunken : vars.color.surface)};
  color: ${vars.color.text};

  p {
    margin: 0;
    font-size: ${vars.font.size.sm};
  }
`;

/** A part of a page. */
export const SectionTitle = styled.h3`
  margin: 0;
  font-size: ${vars.font.size.lg};
`;

/** A tab's panel of a page with tabs (Deposit, Withdrawal): its parts spaced as the page's. */
export const PageTabPanel = styled(Tabs.Panel)`
  &[data-state='active'] {
    display: grid;
    gap: ${vars.space.lg};
    padding-top: ${vars.space.md};
  }
`;
