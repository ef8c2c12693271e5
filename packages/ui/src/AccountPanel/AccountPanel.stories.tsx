import type { Meta, StoryObj } from '@storybook/react-vite';
import { useLingui } from '@lingui/react/macro';
import { expect, fn, within } from 'storybook/test';
import { textControls, withoutControls } from '../test/story-controls';
import { translated } from '../test/story-i18n';
import { themeScopes } from '../test/theme-matrix';
import { AccountPanel, type AccountPanelProps } from './AccountPanel';
import { Centre, MEMBER_KEYS, useAgentEntries, useMemberEntries, type MemberKey } from './account-panel-story-setup';

function MemberCentre({ title, ...args }: AccountPanelProps) {
  const { t } = useLingui();
  const entries = useMemberEntries();
  return <Centre {...args} title={title || t`Member centre`} entries={entries} />;
}

function AgentCentre({ title, ...args }: AccountPanelProps) {
  const { t } = useLingui();
  const entries = useAgentEntries();
  return <Centre {...args} title={title || t`Agent centre`} entries={entries} />;
}

const meta = {
  title: 'Account/AccountPanel',
  component: AccountPanel,
  args: {
    title: '',
    entries: [],
    selectedKey: 'securityCenter',
    defaultKey: 'securityCenter',
    isLoading: false,
    onSelect: fn(),
    onClose: fn(),
    onBack: fn(),
  },
  argTypes: {
    ...withoutControls('entries', 'children', 'pageFallback', 'ref'),
    ...textControls('title', 'menuLabel', 'closeLabel', 'backLabel'),
    selectedKey: { control: 'select', options: [null, ...MEMBER_KEYS] },
    defaultKey: { control: 'select', options: MEMBER_KEYS },
  },
  // A desktop unless a story says otherwise: the phone's screens switch below 600px.
  globals: { viewport: { value: 'desktop', isRotated: false } },
  render: (args) => <MemberCentre {...args} />,
} satisfies Meta<typeof AccountPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The member centre on "My account", with the spec's fourteen entries and three red badges. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const menu = canvas.getByRole('navigation', { name: translated('Member centre') });
    const links = within(menu).getAllByRole('link');
    await expect(links).toHaveLength(14);
    await expect(links[0]).toHaveAccessibleName(translated('My account'));
    await expect(links[0]).toHaveAttribute('aria-current', 'page');
    await expect(links[13]).toHaveAccessibleName(translated('Rebate'));
    await expect(links[12]).toHaveAccessibleName(`${translated('Messages')} ${translated('{count} new', { count: 5 })}`);
    await expect(within(links[9]!).getByText('99+')).toBeVisible();
    await expect(canvas.getByRole('region', { name: translated('My account') })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: translated('Member centre') })).toBeVisible();
    await expect(canvas.getByRole('button', { name: translated('Close') })).toBeVisible();
  },
};

interface PlaygroundArgs extends AccountPanelProps, Partial<Record<MemberKey, string>> {}

const isEntryLabel = (name: string): name is MemberKey => (MEMBER_KEYS as readonly string[]).includes(name);

function PlaygroundCentre({ title, ...args }: PlaygroundArgs) {
  const { t } = useLingui();
  const labels = Object.fromEntries(Object.entries(args).filter(([name]) => isEntryLabel(name)));
  const panelProps = Object.fromEntries(Object.entries(args).filter(([name]) => !isEntryLabel(name))) as AccountPanelProps;
  const entries = useMemberEntries(labels);
  return <Centre {...panelProps} title={title || t`Member centre`} entries={entries} />;
}

/** Every text a designer may change: the title, each entry's label (empty: the translated one) and the controls' names. */
export const Playground: StoryObj<PlaygroundArgs> = {
  args: Object.fromEntries(MEMBER_KEYS.map((key) => [key, ''])),
  argTypes: textControls(...MEMBER_KEYS),
  render: (args) => <PlaygroundCentre {...args} />,
};

/** While the member information loads: the frame's heading and close button, a skeleton for the rest. */
export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('navigation')).toBeNull();
    await expect(canvas.queryByRole('region')).toBeNull();
    await expect(canvas.getByRole('status')).toHaveTextContent(translated('Loading'));
    await expect(canvas.getByRole('button', { name: translated('Close') })).toBeEnabled();
  },
};

/** The agent centre's menu on "Team overview", its default page. */
export const AgentCentreMenu: Story = {
  name: 'Agent centre',
  args: { selectedKey: 'agentTeamOverview', defaultKey: 'agentTeamOverview' },
  argTypes: { selectedKey: { control: false }, defaultKey: { control: false } },
  render: (args) => <AgentCentre {...args} />,
  play: async ({ canvas }) => {
    const menu = canvas.getByRole('navigation', { name: translated('Agent centre') });
    await expect(within(menu).getAllByRole('link')).toHaveLength(12);
    await expect(within(menu).getByRole('link', { name: translated('Team overview') })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('region', { name: translated('Team overview') })).toBeVisible();
  },
};

/** On a 320 px phone with no page chosen: the menu is the whole screen. */
export const PhoneListScreen: Story = {
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  args: { selectedKey: null },
  play: async ({ canvas }) => {
    await expect(window.innerWidth).toBe(320);
    await expect(canvas.getByRole('navigation', { name: translated('Member centre') })).toBeVisible();
    await expect(canvas.queryByRole('region')).toBeNull();
    await expect(canvas.queryByRole('button', { name: translated('Back to menu') })).toBeNull();
    await expect(canvas.getByRole('heading', { name: translated('Member centre') })).toBeVisible();
    const entry = canvas.getByRole('link', { name: translated('My wallet') });
    await expect(entry.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(320);
  },
};

/** On a 320 px phone with "Deposit" chosen: the page is the screen, titled by its entry, with a back control. */
export const PhonePageScreen: Story = {
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  args: { selectedKey: 'depositv2' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('navigation')).toBeNull();
    await expect(canvas.getByRole('region', { name: translated('Deposit') })).toBeVisible();
    await expect(canvas.getByRole('button', { name: translated('Back to menu') })).toBeVisible();
    // The centre's heading stays for screen readers; the screen shows the entry's label.
    await expect(canvas.getByRole('heading', { level: 2, name: translated('Member centre') })).toBeInTheDocument();
    await expect(canvas.getAllByText(translated('Deposit'))[0]).toBeVisible();
  },
};

/** Every brand in both colour modes: the chosen entry takes each one's primary colour. */
export const ThemeMatrix: Story = {
  // Two panels side by side, each wide enough for the menu beside its page.
  globals: { viewport: { value: 'tablet', isRotated: false } },
  parameters: {
    themeMatrix: true,
    // The matrix repeats the panel's landmarks four times on purpose; a page has one panel.
    a11y: { config: { rules: [{ id: 'landmark-unique', enabled: false }] } },
  },
  play: async ({ canvasElement }) => {
    const backgrounds = themeScopes(canvasElement).map((scope) => {
      const current = within(scope).getByRole('link', { name: translated('My account') });
      return getComputedStyle(current).backgroundColor;
    });
    await expect(new Set(backgrounds).size).toBe(4);
  },
};
