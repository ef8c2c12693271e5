import { createRef } from 'react';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sanitizeNotice } from '../NoticeBoard/sanitize-notice';
import { axeViolations } from '../test/axe';
import { renderWithProviders } from '../test/render-with-providers';
import { Prose } from './Prose';

const WIDE_TABLE =
  '<table><thead><tr><th>Level</th><th>Deposit</th><th>Rebate</th></tr></thead>' +
  '<tbody><tr><td>Silver</td><td>RM 1,000</td><td>0.5%</td></tr></tbody></table>';

/** jsdom lays nothing out: every element reports `width` as its scroll width, and 320 as its box. */
function layOutTablesAt(width: number) {
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(width);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(320);
}

beforeEach(() => {
  vi.stubGlobal('ResizeObserver', undefined);
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('Prose', () => {
  it('shows sanitised HTML: headings, lists, links and pictures keep their roles', async () => {
    const html = sanitizeNotice(
      '<h2>Prizes</h2><ol><li>One</li><li>Two</li></ol>' +
        '<p><a href="https://example.com/terms">Terms</a></p><p><img src="https://example.com/a.png" alt="Trophy"></p>',
    );
    await renderWithProviders(<Prose html={html} />, { locale: 'en' });
    expect(screen.getByRole('heading', { level: 2, name: 'Prizes' })).toBeInTheDocument();
    expect(within(screen.getByRole('list')).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Terms' })).toHaveAttribute('href', 'https://example.com/terms');
    expect(screen.getByRole('img', { name: 'Trophy' })).toHaveAttribute('loading', 'lazy');
  });

  it('shows React content as it is given', async () => {
    await renderWithProviders(
      <Prose>
        <h2>Rules</h2>
        <ul>
          <li>Points have no expiry.</li>
        </ul>
      </Prose>,
      { locale: 'en' },
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Rules' })).toBeInTheDocument();
    expect(screen.getByRole('listitem')).toHaveTextContent('Points have no expiry.');
  });

  it('is the element it is asked to be, with the caller’s attributes and ref', async () => {
    const ref = createRef<HTMLElement>();
    await renderWithProviders(
      <Prose as="article" aria-label="Terms" className="terms" style={{ maxWidth: 600 }} ref={ref} html="<p>Text</p>" />,
      { locale: 'en' },
    );
    const article = screen.getByRole('article', { name: 'Terms' });
    expect(article).toHaveClass('terms');
    expect(article).toHaveStyle({ maxWidth: '600px' });
    expect(ref.current).toBe(article);
  });

  it('puts a table wider than its box in a named group the keyboard reaches', async () => {
    layOutTablesAt(640);
    await renderWithProviders(<Prose html={WIDE_TABLE} />, { locale: 'en' });
    const region = screen.getByRole('group', { name: 'Scrollable table' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(within(region).getByRole('table')).toBeInTheDocument();
  });

  it('adds no tab stop for a table that fits', async () => {
    layOutTablesAt(320);
    await renderWithProviders(<Prose html={WIDE_TABLE} />, { locale: 'en' });
    expect(screen.getByRole('table')).toBeInTheDocument();
    expect(screen.queryByRole('group')).toBeNull();
    expect(document.querySelector('[tabindex]')).toBeNull();
  });

  it('lets the page name the scroll box in its own words', async () => {
    layOutTablesAt(640);
    await renderWithProviders(<Prose html={WIDE_TABLE} tableLabel="Rebate levels" />, { locale: 'en' });
    expect(screen.getByRole('group', { name: 'Rebate levels' })).toBeInTheDocument();
  });

  it('gives a table in React content the same scroll box', async () => {
    layOutTablesAt(640);
    await renderWithProviders(
      <Prose>
        <Prose.Table>
          <tbody>
            <tr>
              <td>Silver</td>
            </tr>
          </tbody>
        </Prose.Table>
      </Prose>,
      { locale: 'en' },
    );
    const region = screen.getByRole('group', { name: 'Scrollable table' });
    expect(within(region).getByRole('cell', { name: 'Silver' })).toBeInTheDocument();
  });

  it.each([
    ['ms', 'Jadual boleh tatal'],
    ['zh', '可滚动表格'],
  ] as const)('names the scroll box in %s', async (locale, name) => {
    layOutTablesAt(640);
    await renderWithProviders(<Prose html={WIDE_TABLE} />, { locale });
    expect(screen.getByRole('group', { name })).toBeInTheDocument();
  });

  it('has no axe violations with a wide table, a link and a picture', async () => {
    layOutTablesAt(640);
    const { container } = await renderWithProviders(
      <Prose html={sanitizeNotice(`<h2>Prizes</h2>${WIDE_TABLE}<p><a href="https://example.com/">Terms</a></p><img src="https://example.com/a.png" alt="Trophy">`)} />,
      { locale: 'en' },
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
