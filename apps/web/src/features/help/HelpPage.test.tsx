import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation, useNavigate } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { helpArticle, helpCenter, type HelpArticle, type HelpCategory } from '@platform/api';
import { api } from '../../lib/api';
import { axeViolations, renderInApp } from '../../test/render-in-app';
import { siteStatusFixture } from '../../test/site-status';
import HelpPage from './HelpPage';

vi.mock('../../lib/api', () => ({ api: { call: vi.fn() } }));
vi.mock('../customer-service/customer-service', () => ({ openCustomerService: vi.fn(async () => 'opened') }));

const call = vi.mocked(api.call);

const CATEGORIES: HelpCategory[] = [
  { id: 1, title: 'Getting started', articles: [{ id: 11, title: 'How to register' }, { id: 12, title: 'Free play' }] },
  { id: 2, title: 'Deposits', articles: [{ id: 21, title: 'How to deposit' }, { id: 22, title: 'Deposit limits' }] },
  { id: 3, title: 'Withdrawals', articles: [{ id: 31, title: 'How to withdraw' }] },
  { id: 4, title: 'Promotions', articles: [{ id: 41, title: 'Turnover' }] },
  { id: 5, title: 'Security', articles: [{ id: 51, title: 'Passwords' }] },
  { id: 6, title: 'Agents', articles: [] },
];

const BODIES: Record<string, string> = {
  11: '<h3>Sign up in three steps</h3><ol><li>Press Register.</li></ol>',
  12: '<p>Trial accounts use demo credit.</p>',
  21: '<p>Open Wallet › Deposit.</p>',
  22: '<table><thead><tr><th>Method</th></tr></thead><tbody><tr><td>Online banking</td></tr></tbody></table>',
  31: '<p>Withdraw to your own bank account.</p>',
};

function answerWith({ categories = CATEGORIES, bodies = BODIES }: { categories?: HelpCategory[]; bodies?: Record<string, string> } = {}) {
  call.mockImplementation(async (definition, input) => {
    if (definition === helpCenter) return categories;
    if (definition === helpArticle) {
      const id = String((input as { id: string | number }).id);
      const summary = categories.flatMap((category) => category.articles.map((article) => ({ ...article, categoryId: category.id }))).find((article) => String(article.id) === id);
      if (!summary) throw new Error(`no article ${id}`);
      return { ...summary, content: bodies[id] ?? '' } satisfies HelpArticle;
    }
    throw new Error('unexpected call');
  });
}

/** Shows where the router is, and a Back button, as the browser would. */
function RouterProbe() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <div>
      <span data-testid="location">{location.pathname + location.search}</span>
      <button type="button" onClick={() => navigate(-1)}>
        Browser back
      </button>
    </div>
  );
}

function renderHelp(route = '/help', options: { locale?: 'en' | 'ms' | 'zh'; colorMode?: 'light' | 'dark' } = {}) {
  return renderInApp(
    <>
      <HelpPage />
      <RouterProbe />
    </>,
    { route, siteStatus: siteStatusFixture(), ...options },
  );
}

const location = () => screen.getByTestId('location').textContent;

beforeEach(() => {
  answerWith();
});

afterEach(() => {
  call.mockReset();
  vi.restoreAllMocks();
});

describe('HelpPage', () => {
  it("shows a skeleton, then the categories and the first category's first article", async () => {
    await renderHelp();
    expect(screen.getByRole('heading', { level: 1, name: 'Help centre' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading the help centre');

    const picker = await screen.findByRole('combobox', { name: 'Category' });
    expect(within(picker).getAllByRole('option').map((option) => option.textContent)).toEqual(CATEGORIES.map((category) => category.title));
    expect(picker).toHaveValue('1');
    // The side navigation (tabs on desktop; jsdom applies the phone layout, which hides it) names
    // the same six, the current one marked.
    const sideNav = screen.getAllByRole('navigation', { hidden: true }).find((nav) => nav.getAttribute('aria-label') === 'Help categories')!;
    expect(sideNav).not.toBeVisible();
    const tabs = within(sideNav).getAllByRole('link', { hidden: true });
    expect(tabs.map((tab) => tab.textContent)).toEqual(CATEGORIES.map((category) => category.title));
    expect(tabs[0]).toHaveAttribute('aria-current', 'page');
    expect(tabs[1]).toHaveAttribute('href', '/help?category=2');

    expect(screen.getByRole('heading', { level: 2, name: 'Getting started' })).toBeInTheDocument();
    const articles = screen.getByRole('navigation', { name: 'Articles in Getting started' });
    expect(within(articles).getByRole('link', { name: 'How to register' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('heading', { level: 3, name: 'How to register' })).toBeInTheDocument();
    // The body's own h3 sits below the article's h3.
    expect(await screen.findByRole('heading', { level: 4, name: 'Sign up in three steps' })).toBeInTheDocument();
    expect(screen.getByText('Press Register.')).toBeInTheDocument();
    expect(call).toHaveBeenCalledWith(helpCenter, { language: 'en' }, expect.anything());
    expect(call).toHaveBeenCalledWith(helpArticle, { id: 11, language: 'en' }, expect.anything());
  });

  it('switches articles and categories through the URL, and Back returns', async () => {
    const user = userEvent.setup();
    await renderHelp();
    await user.click(await screen.findByRole('link', { name: 'Free play' }));
    expect(location()).toBe('/help?category=1&article=12');
    expect(await screen.findByText('Trial accounts use demo credit.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Free play' })).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Free play' })).toHaveAttribute('aria-current', 'page');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Deposits');
    expect(location()).toBe('/help?category=2');
    expect(screen.getByRole('heading', { level: 2, name: 'Deposits' })).toBeInTheDocument();
    expect(await screen.findByText('Open Wallet › Deposit.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Deposit limits' })).toHaveAttribute('href', '/help?category=2&article=22');

    await user.click(screen.getByRole('button', { name: 'Browser back' }));
    expect(location()).toBe('/help?category=1&article=12');
    expect(await screen.findByText('Trial accounts use demo credit.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveValue('1');
  });

  it('follows an article link from the keyboard', async () => {
    const user = userEvent.setup();
    await renderHelp();
    (await screen.findByRole('link', { name: 'Free play' })).focus();
    await user.keyboard('{Enter}');
    expect(location()).toBe('/help?category=1&article=12');
    expect(screen.getByRole('heading', { level: 3, name: 'Free play' })).toHaveFocus();
  });

  it('opens the category and article a link names', async () => {
    // jsdom lays nothing out: the table is made wider than its box, as on a phone.
    vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(640);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(320);
    await renderHelp('/help?category=2&article=22');
    expect(await screen.findByRole('cell', { name: 'Online banking' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Deposit limits' })).toBeInTheDocument();
    // A table scrolls sideways in a box the keyboard can reach.
    const box = screen.getByRole('group', { name: 'Scrollable table' });
    expect(box).toHaveAttribute('tabindex', '0');
    expect(within(box).getByRole('table')).toBeInTheDocument();
  });

  it('finds the category of an article named alone (the footer links)', async () => {
    await renderHelp('/help?article=31');
    expect(await screen.findByText('Withdraw to your own bank account.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveValue('3');
  });

  it('says so when a category has no articles', async () => {
    await renderHelp('/help?category=6');
    expect(await screen.findByText('There are no articles in this category yet.')).toBeInTheDocument();
    expect(call).not.toHaveBeenCalledWith(helpArticle, expect.anything(), expect.anything());
  });

  it('sanitises hostile article HTML', async () => {
    const hostile =
      '<h1>Safe title</h1><p>Kept text</p>' +
      '<img src="x" onerror="window.__pwned = true">' +
      '<script>window.__pwned = true</script>' +
      '<a href="javascript:window.__pwned = true">bad link</a>' +
      '<a href="https://example.com/terms" onclick="window.__pwned = true">good link</a>' +
      '<iframe src="https://evil.example"></iframe><form action="https://evil.example"><input name="password"></form>' +
      '<p style="position:fixed" onmouseover="window.__pwned = true">styled</p>';
    answerWith({ bodies: { ...BODIES, 11: hostile } });
    await renderHelp();
    const body = (await screen.findByText('Kept text')).parentElement!;
    expect(body.querySelector('script, iframe, form, input, [onerror], [onclick], [onmouseover], [style]')).toBeNull();
    expect(within(body).getByText('bad link')).not.toHaveAttribute('href');
    const good = within(body).getByRole('link', { name: 'good link' });
    expect(good).toHaveAttribute('href', 'https://example.com/terms');
    expect(good).toHaveAttribute('rel', 'noopener noreferrer');
    // The back office's h1 is moved below the article's title, so the page keeps one h1.
    expect(within(body).getByRole('heading', { level: 4, name: 'Safe title' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect((window as { __pwned?: boolean }).__pwned).toBeUndefined();
  });

  it('shows an error with a retry that loads the centre', async () => {
    const user = userEvent.setup();
    call.mockRejectedValueOnce(new Error('offline'));
    await renderHelp();
    expect(await screen.findByRole('alert')).toHaveTextContent('The help centre could not be loaded.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('combobox', { name: 'Category' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("shows an article's error with its own retry", async () => {
    const user = userEvent.setup();
    answerWith();
    const answer = call.getMockImplementation()!;
    call.mockImplementation(async (definition, input, options) => {
      if (definition === helpArticle) throw new Error('offline');
      return answer(definition, input, options);
    });
    await renderHelp();
    expect(await screen.findByRole('alert')).toHaveTextContent('This article could not be loaded.');
    call.mockImplementation(answer);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Press Register.')).toBeInTheDocument();
  });

  it('says so when the help centre is empty', async () => {
    answerWith({ categories: [] });
    await renderHelp();
    expect(await screen.findByText('There are no help topics yet.')).toBeInTheDocument();
  });

  it('on /helpmc, which has no header, shows the brand and its own Home link', async () => {
    await renderHelp('/helpmc?category=2');
    const bar = screen.getByRole('navigation', { name: 'Site' });
    expect(within(bar).getByText('Royal Lotto')).toBeInTheDocument();
    expect(within(bar).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(await screen.findByText('Open Wallet › Deposit.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Deposit limits' }));
    expect(location()).toBe('/helpmc?category=2&article=22');
  });

  it('has no Home bar on /help, where the header is', async () => {
    await renderHelp('/help');
    await screen.findByRole('combobox', { name: 'Category' });
    expect(screen.queryByRole('navigation', { name: 'Site' })).toBeNull();
  });

  it('asks for the help centre in the page language', async () => {
    await renderHelp('/help', { locale: 'zh' });
    expect(screen.getByRole('heading', { level: 1, name: '帮助中心' })).toBeInTheDocument();
    await waitFor(() => expect(call).toHaveBeenCalledWith(helpCenter, { language: 'zh' }, expect.anything()));
  });

  it.each(['light', 'dark'] as const)('has no axe violations in %s mode', async (colorMode) => {
    // In the layout's main, as the site shows it.
    await renderInApp(
      <main>
        <HelpPage />
      </main>,
      { route: '/helpmc', siteStatus: siteStatusFixture(), colorMode },
    );
    await screen.findByText('Press Register.');
    expect(await axeViolations(document.body)).toEqual([]);
  });
});
