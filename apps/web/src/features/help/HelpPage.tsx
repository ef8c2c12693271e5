import { useEffect, useId, useMemo, useRef, type RefObject } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { styled } from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Image, Prose, Select, Skeleton, focusRing, unstyledList } from '@platform/ui';
import type { HelpArticleSummary, HelpCategory } from '@platform/api';
import { brand } from '@brand';
import { CustomerServiceButton } from '../customer-service';
import { errorMessage } from '../../lib/error-message';
import { normalizePath } from '../../lib/paths/paths';
import { articleHtml } from './article-html';
import { HELP_PARAMS, helpSearch, selectHelp } from './help-selection';
import { useHelpArticle, useHelpCentre } from './use-help';
import { actionBand } from '../../components/action-band';

/** The path of the help centre without the site's header (spec section 2). */
const BARE_PATH = '/helpmc';

/**
 * The help centre (/help in the full layout, /helpmc in the bare one): the categories as a side
 * navigation (a select on phones), the selected category's articles and the selected article,
 * all kept in the URL (`?category=&article=`) so links, reloads and Back work. /helpmc, which
 * has no header, gets a slim bar with the brand's name and a Home link.
 */
export default function HelpPage() {
  const { pathname } = useLocation();
  const isBare = normalizePath(pathname) === BARE_PATH;
  const headingId = useId();
  return (
    <>
      {isBare && <HelpTopBar />}
      <Page aria-labelledby={headingId} $isBare={isBare}>
        <Intro>
          <h1 id={headingId}>
            <Trans>Help centre</Trans>
          </h1>
          <p>
            <Trans>Answers to common questions about your account, payments and games.</Trans>
          </p>
        </Intro>
        <HelpCentre />
        <StillNeedHelp />
      </Page>
    </>
  );
}
HelpPage.displayName = 'HelpPage';

/** The slim bar of /helpmc: the brand and a way back to the site. */
function HelpTopBar() {
  const { t } = useLingui();
  return (
    <TopBar aria-label={t`Site`}>
      <BrandName>
        <Image src={brand.logos.mark} alt="" width={28} height={28} loading="eager" />
        <span>{brand.name}</span>
      </BrandName>
      <HomeLink to="/">
        <HomeIcon />
        <Trans>Home</Trans>
      </HomeLink>
    </TopBar>
  );
}

function HelpCentre() {
  const { t } = useLingui();
  const centre = useHelpCentre();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  // Set by an article link: the article's heading takes the focus (and scrolls into view on phones).
  const focusArticleRef = useRef(false);

  if (centre.isPending) return <CentreSkeleton />;
  if (centre.isError) {
    return (
      <LoadError
        title={t`The help centre could not be loaded.`}
        error={centre.error}
        isRetrying={centre.isFetching}
        onRetry={() => void centre.refetch()}
      />
    );
  }
  const categories = centre.data;
  if (categories.length === 0) {
    return (
      <EmptyNote>
        <Trans>There are no help topics yet.</Trans>
      </EmptyNote>
    );
  }
  const { category, article } = selectHelp(categories, params.get(HELP_PARAMS.category), params.get(HELP_PARAMS.article));
  if (!category) return null;
  const selectedId = String(category.id);

  return (
    <Centre>
      <CategoryPicker
        label={t`Category`}
        options={categories.map((option) => ({ value: String(option.id), label: option.title }))}
        value={selectedId}
        onChange={(value) => navigate({ search: helpSearch(value) })}
      />
      <CategoryNav aria-label={t`Help categories`}>
        <NavList>
          {categories.map((option) => {
            const isCurrent = String(option.id) === selectedId;
            return (
              <li key={String(option.id)}>
                <NavItem to={{ search: helpSearch(option.id) }} aria-current={isCurrent ? 'page' : undefined}>
                  {option.title}
                </NavItem>
              </li>
            );
          })}
        </NavList>
      </CategoryNav>
      <CategoryPanel key={selectedId} category={category} article={article} focusArticleRef={focusArticleRef} />
    </Centre>
  );
}

interface CategoryPanelProps {
  category: HelpCategory;
  article: HelpArticleSummary | null;
  focusArticleRef: RefObject<boolean>;
}

/** One category: its title, its articles' titles and the selected article. */
function CategoryPanel({ category, article, focusArticleRef }: CategoryPanelProps) {
  const { t } = useLingui();
  const headingId = useId();
  const categoryTitle = category.title;
  return (
    <Panel aria-labelledby={headingId}>
      <PanelTitle id={headingId}>{categoryTitle}</PanelTitle>
      {category.articles.length === 0 || !article ? (
        <EmptyNote>
          <Trans>There are no articles in this category yet.</Trans>
        </EmptyNote>
      ) : (
        <PanelBody>
          <nav aria-label={t`Articles in ${categoryTitle}`}>
            <ArticleList>
              {category.articles.map((summary) => {
                const isCurrent = String(summary.id) === String(article.id);
                return (
                  <li key={String(summary.id)}>
                    <ArticleItem
                      to={{ search: helpSearch(category.id, summary.id) }}
                      aria-current={isCurrent ? 'page' : undefined}
                      onClick={() => {
                        focusArticleRef.current = true;
                      }}
                    >
                      {summary.title}
                    </ArticleItem>
                  </li>
                );
              })}
            </ArticleList>
          </nav>
          <ArticleView key={String(article.id)} summary={article} focusArticleRef={focusArticleRef} />
        </PanelBody>
      )}
    </Panel>
  );
}

interface ArticleViewProps {
  summary: HelpArticleSummary;
  focusArticleRef: RefObject<boolean>;
}

/** The selected article: its title at once (from the list), its body once loaded. */
function ArticleView({ summary, focusArticleRef }: ArticleViewProps) {
  const { t } = useLingui();
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const article = useHelpArticle(summary.id);
  const html = useMemo(() => (article.data ? articleHtml(article.data.content) : ''), [article.data]);

  useEffect(() => {
    if (!focusArticleRef.current) return;
    focusArticleRef.current = false;
    // Focusing scrolls the heading into view too (on phones it sits below the list).
    headingRef.current?.focus();
  }, [focusArticleRef]);

  return (
    <ArticleBox aria-labelledby={headingId}>
      <ArticleTitle id={headingId} ref={headingRef} tabIndex={-1}>
        {article.data?.title || summary.title}
      </ArticleTitle>
      {article.isPending ? (
        <Skeleton.Group label={t`Loading the article`}>
          <Skeleton lines={6} />
        </Skeleton.Group>
      ) : article.isError ? (
        <LoadError
          title={t`This article could not be loaded.`}
          error={article.error}
          isRetrying={article.isFetching}
          onRetry={() => void article.refetch()}
        />
      ) : html ? (
        // Sanitised by articleHtml (DOMPurify through @platform/ui's sanitizeNotice).
        <Prose html={html} />
      ) : (
        <EmptyNote>
          <Trans>This article has no content yet.</Trans>
        </EmptyNote>
      )}
    </ArticleBox>
  );
}

interface LoadErrorProps {
  title: string;
  error: unknown;
  isRetrying: boolean;
  onRetry: () => void;
}

function LoadError({ title, error, isRetrying, onRetry }: LoadErrorProps) {
  return (
    <ErrorBox>
      <Alert tone="danger" title={title}>
        {errorMessage(error)}
      </Alert>
      <div>
        <Button variant="secondary" isLoading={isRetrying} onClick={onRetry}>
          <Trans>Try again</Trans>
        </Button>
      </div>
    </ErrorBox>
  );
}

function CentreSkeleton() {
  const { t } = useLingui();
  return (
    <Skeleton.Group label={t`Loading the help centre`}>
      <Centre>
        <PickerSkeleton variant="rect" height={44} />
        <NavSkeleton>
          {Array.from({ length: 6 }, (_, index) => (
            <Skeleton key={index} variant="rect" height={40} />
          ))}
        </NavSkeleton>
        <SkeletonPanel>
          <Skeleton width="40%" height={24} />
          <Skeleton lines={8} />
        </SkeletonPanel>
      </Centre>
    </Skeleton.Group>
  );
}

function StillNeedHelp() {
  const headingId = useId();
  return (
    <Contact aria-labelledby={headingId}>
      <div>
        <ContactTitle id={headingId}>
          <Trans>Still need help?</Trans>
        </ContactTitle>
        <p>
          <Trans>Our customer service team will be glad to answer your question.</Trans>
        </p>
      </div>
      <CustomerServiceButton />
    </Contact>
  );
}

function HomeIcon() {
  return (
    <svg aria-hidden="true" focusable="false" width="1.1em" height="1.1em" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <path d="M3 11 12 4l9 7" />
      <path d="M5 10v10h14V10" />
      <path d="M10 20v-6h4v6" />
    </svg>
  );
}

const DESKTOP = '@media (min-width: 768px)';
const WIDE = '@media (min-width: 1024px)';

const TopBar = styled.nav`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  min-height: 48px;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.lg}`};
  border-bottom: 1px solid ${({ theme }) => theme.color.borderSubtle};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
`;

const BrandName = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
  font-weight: ${({ theme }) => theme.font.weight.bold};
  span {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

const HomeLink = styled(Link)`
  display: inline-flex;
  flex: none;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.md};
  color: ${({ theme }) => theme.color.text};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  text-decoration: none;
  svg {
    color: ${({ theme }) => theme.color.primary};
  }
  &:hover {
    background: ${({ theme }) => theme.color.surfaceSunken};
  }
  ${focusRing()}
`;

const Page = styled.section<{ $isBare: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xl};
  box-sizing: border-box;
  width: 100%;
  max-width: ${({ $isBare }) => ($isBare ? '1200px' : 'none')};
  margin: 0 auto;
  padding: ${({ $isBare, theme }) => ($isBare ? `${theme.space.lg} ${theme.space.lg} ${theme.space.xxl}` : '0')};
  color: ${({ theme }) => theme.color.text};
`;

const Intro = styled.div`
  h1 {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.font.size.xl};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const Centre = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.lg};
  ${DESKTOP} {
    grid-template-columns: 220px minmax(0, 1fr);
    align-items: start;
  }
`;

const CategoryPicker = styled(Select)`
  ${DESKTOP} {
    display: none;
  }
`;

const PickerSkeleton = styled(Skeleton)`
  ${DESKTOP} {
    display: none;
  }
`;

const CategoryNav = styled.nav`
  display: none;
  ${DESKTOP} {
    display: block;
    grid-row: span 2;
  }
`;

const NavSkeleton = styled.div`
  display: none;
  ${DESKTOP} {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space.xs};
  }
`;

const NavList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  ${unstyledList}
`;

const NavItem = styled(Link)`
  display: block;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-left: 3px solid transparent;
  border-radius: ${({ theme }) => theme.radius.sm};
  color: ${({ theme }) => theme.color.text};
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.color.surfaceSunken};
  }
  &[aria-current='page'] {
    border-left-color: ${({ theme }) => theme.color.primary};
    background: ${({ theme }) => theme.color.surface};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  ${focusRing()}
`;

const Panel = styled.section`
  min-width: 0;
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.color.borderSubtle};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  ${DESKTOP} {
    padding: ${({ theme }) => theme.space.xl};
  }
`;

const SkeletonPanel = styled(Panel).attrs({ as: 'div' })`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

const PanelTitle = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.font.size.lg};
`;

const PanelBody = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.lg};
  ${WIDE} {
    grid-template-columns: 240px minmax(0, 1fr);
    align-items: start;
  }
`;

const ArticleList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  ${unstyledList}
`;

const ArticleItem = styled(Link)`
  display: flex;
  align-items: center;
  min-height: 44px;
  box-sizing: border-box;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radius.lg};
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.font.size.sm};
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.color.surfaceSunken};
  }
  &[aria-current='page'] {
    background: ${({ theme }) => theme.color.surfaceSunken};
    box-shadow: inset 3px 0 0 ${({ theme }) => theme.color.primary};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  ${focusRing()}
`;

const ArticleBox = styled.article`
  min-width: 0;
  ${WIDE} {
    padding-left: ${({ theme }) => theme.space.lg};
    border-left: 1px solid ${({ theme }) => theme.color.borderSubtle};
  }
`;

const ArticleTitle = styled.h3`
  margin: 0 0 ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.font.size.lg};
  scroll-margin-top: 80px;
  &:focus {
    outline: none;
  }
  ${focusRing()}
`;

const ErrorBox = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

const EmptyNote = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
`;

const Contact = styled.section`
  ${actionBand}
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surfaceSunken};
  p {
    margin: ${({ theme }) => theme.space.xxs} 0 0;
  }
`;

const ContactTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.md};
`;
