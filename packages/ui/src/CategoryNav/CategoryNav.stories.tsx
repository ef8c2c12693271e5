import type { Meta, StoryObj } from '@storybook/react-vite';
import { useLingui } from '@lingui/react/macro';
import { expect, fn, waitFor, within } from 'storybook/test';
import { textControls } from '../test/story-controls';
import { translated } from '../test/story-i18n';
import { themeScopes } from '../test/theme-matrix';
import type { GameCategory } from '../lobby/types';
import { CATEGORIES } from '../test/lobby-fixtures';
import { CategoryNav, type CategoryNavProps } from './CategoryNav';

/** The fixture categories with names in the active language (or the ones given), as the app passes them. */
function useTranslatedCategories(givenNames: Record<string, string> = {}): GameCategory[] {
  const { t } = useLingui();
  const names: Record<string, string> = {
    RNG: t`Slots`,
    LIVE: t`Live casino`,
    FISH: t`Fishing`,
    PVP: t`Card games`,
    SPORTS: t`Sports`,
    LOTT: t`Lottery`,
  };
  return CATEGORIES.map((category) => ({
    ...category,
    name: givenNames[category.code] || names[category.code] || category.name,
  }));
}

function Nav({ names, ...args }: CategoryNavProps & { names?: Record<string, string> }) {
  const categories = useTranslatedCategories(names);
  return (
    // Room under the bar for an open panel.
    <div style={{ minHeight: 440 }}>
      <CategoryNav {...args} categories={categories} />
    </div>
  );
}

const meta = {
  title: 'Lobby/CategoryNav',
  component: CategoryNav,
  args: {
    categories: CATEGORIES,
    activeCode: 'RNG',
    onSelectCategory: fn(),
    onSelectVendor: fn(),
    onMore: fn(),
  },
  argTypes: {
    categories: { control: false },
    activeCode: { control: 'inline-radio', options: CATEGORIES.map((category) => category.code) },
  },
  render: (args) => <Nav {...args} />,
} satisfies Meta<typeof CategoryNav>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The header's bar on the slots page: slots current and hot, every panel closed. */
export const Default: Story = {};

interface PlaygroundArgs extends CategoryNavProps {
  slots: string;
  liveCasino: string;
  fishing: string;
  cardGames: string;
  sports: string;
  lottery: string;
}

/** The categories' names as text (each the translated name when empty) and the current one. */
export const Playground: StoryObj<PlaygroundArgs> = {
  args: { slots: '', liveCasino: '', fishing: '', cardGames: '', sports: '', lottery: '' },
  argTypes: textControls('slots', 'liveCasino', 'fishing', 'cardGames', 'sports', 'lottery'),
  render: ({ slots, liveCasino, fishing, cardGames, sports, lottery, ...args }) => (
    <Nav {...args} names={{ RNG: slots, LIVE: liveCasino, FISH: fishing, PVP: cardGames, SPORTS: sports, LOTT: lottery }} />
  ),
};

/** On a 320 px phone the bar scrolls sideways and a panel opens below it at the full width. */
export const OnPhone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};

/**
 * Every brand in both colour modes, each with its live-casino panel open so axe checks the
 * panel's contrast too. The pointer is made to rest on all four bars at once (a pointer can only
 * be in one place; this is for the picture).
 */
export const ThemeMatrix: Story = {
  parameters: {
    themeMatrix: true,
    // The matrix repeats one landmark four times on purpose; a page would have one, or label each its own.
    a11y: { config: { rules: [{ id: 'landmark-unique', enabled: false }] } },
  },
  play: async ({ canvasElement }) => {
    const scopes = themeScopes(canvasElement);
    for (const scope of scopes) {
      const item = within(scope).getByRole('button', { name: translated('Live casino') }).closest('li')!;
      item.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, pointerType: 'mouse' }));
    }
    for (const scope of scopes) {
      await waitFor(() => expect(within(scope).getByRole('list', { name: translated('{name} vendors', { name: translated('Live casino') }) })).toBeVisible());
    }
    const current = scopes.map((scope) => getComputedStyle(within(scope).getByRole('button', { name: `${translated('Slots')} ${translated('Hot')}` })).color);
    // Four brand-and-mode pairs, four different colours for the current category.
    await expect(new Set(current).size).toBe(4);
  },
};
