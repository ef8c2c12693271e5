import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { sanitizeNotice } from '../NoticeBoard/sanitize-notice';
import { textControls } from '../test/story-controls';
import { themeScopes } from '../test/theme-matrix';
import { Prose, type ProseElement } from './Prose';
import { HELP_ARTICLE, NOTICE_BODY, POINTS_RULES } from './prose-story-fixtures';

export interface ProseStoryArgs {
  /** The body's HTML, as the back office sends it; the story sanitises it with `sanitizeNotice`. */
  html: string;
  as?: ProseElement;
  tableLabel?: string;
}

const meta = {
  title: 'Account/Prose',
  component: Prose,
  args: { html: NOTICE_BODY, as: 'div' },
  argTypes: {
    ...textControls('tableLabel'),
    html: { control: false },
    as: { control: 'inline-radio', options: ['div', 'article', 'section'] },
  },
  decorators: [(Story) => <div style={{ maxWidth: 720 }}>{Story()}</div>],
  render: ({ html, ...args }) => <Prose {...args} html={sanitizeNotice(html)} />,
} satisfies Meta<ProseStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A notice's body: a picture, headings, a numbered list, a wide table, a quote and a link. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(2);
    await expect(canvas.getByRole('link', { name: 'VIP club terms and conditions' })).toHaveAttribute('target', '_blank');
    await expect(canvas.getByRole('img', { name: 'VIP club' })).toHaveAttribute('loading', 'lazy');
    await expect(canvas.getByRole('table')).toBeInTheDocument();
  },
};

/** The HTML and the scroll box's name as text to edit; what is typed is sanitised first. */
export const Playground: Story = {
  argTypes: { ...textControls('html', 'tableLabel') },
};

/** A long help article on a phone: the table scrolls in its own named box, the page does not. */
export const HelpArticle: Story = {
  args: { html: HELP_ARTICLE, as: 'article' },
  decorators: [(Story) => <div style={{ width: 360 }}>{Story()}</div>],
  play: async ({ canvas, canvasElement }) => {
    // A captioned table takes its caption as the box's name.
    const region = canvas.getByRole('group', { name: 'Deposit limits by method' });
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
    const body = canvasElement.querySelector('article')!;
    await expect(body.scrollWidth).toBeLessThanOrEqual(body.clientWidth);
  },
};

interface PointsRulesArgs {
  title: string;
  rules: string[];
  tableCaption: string;
}

/** React content: the points mall's rules, with a table in `Prose.Table`. */
export const PointsRules: StoryObj<PointsRulesArgs> = {
  args: { title: POINTS_RULES.title, rules: POINTS_RULES.rules, tableCaption: POINTS_RULES.tableCaption },
  argTypes: { ...textControls('title', 'tableCaption'), rules: { control: 'object' } },
  render: ({ title, rules, tableCaption }) => (
    <Prose as="section">
      <h2>{title}</h2>
      <ul>
        {rules.map((rule) => (
          <li key={rule}>{rule}</li>
        ))}
      </ul>
      <Prose.Table>
        <caption>{tableCaption}</caption>
        <tbody>
          {POINTS_RULES.table.map(([game, points]) => (
            <tr key={game}>
              <th scope="row">{game}</th>
              <td>{points}</td>
            </tr>
          ))}
        </tbody>
      </Prose.Table>
    </Prose>
  ),
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: args.title })).toBeInTheDocument();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(args.rules.length);
    // A table that fits is no extra tab stop.
    await expect(canvas.getByRole('table', { name: args.tableCaption })).toBeInTheDocument();
    await expect(canvas.queryByRole('group')).toBeNull();
  },
};

/** Every brand in both colour modes; axe checks the contrast of text, links and table headers. */
export const ThemeMatrix: Story = {
  parameters: { themeMatrix: true },
  args: { html: HELP_ARTICLE },
  play: async ({ canvasElement }) => {
    const headerBackgrounds = themeScopes(canvasElement).map((scope) => getComputedStyle(within(scope).getAllByRole('columnheader')[0]!).backgroundColor);
    // Table headers sit on each brand's sunken surface, in each mode.
    await expect(new Set(headerBackgrounds).size).toBe(4);
    await expect(headerBackgrounds[1]).toBe('rgb(20, 22, 27)');
  },
};
