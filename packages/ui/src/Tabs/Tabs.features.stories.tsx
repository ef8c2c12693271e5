import type { Meta, StoryObj } from '@storybook/react-vite';
import { Trans, useLingui } from '@lingui/react/macro';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { expectTabToShowFocusRing } from '../test/interaction-plays';
import { translated } from '../test/story-i18n';
import { TextField } from '../TextField/TextField';
import { Tabs, type TabsProps } from './Tabs';
import tabsMeta from './Tabs.stories';

// The registration tabs of the main stories, with a fresh `onValueChange` spy.
const meta = {
  ...tabsMeta,
  title: 'Primitives/Tabs/Features',
  tags: ['!autodocs'],
  args: { defaultValue: 'register', onValueChange: fn() },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * One tab stop for the list. Left and Right (wrapping), Home and End move and select at once;
 * Tab goes on into the panel.
 */
export const Keyboard: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('tablist', { name: translated('Registration method') })).toBeInTheDocument();
    const register = canvas.getByRole('tab', { name: translated('Register') });
    const mobile = canvas.getByRole('tab', { name: translated('Register by mobile') });
    await expect(register).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveAccessibleName(translated('Register'));

    await expectTabToShowFocusRing(register);
    await userEvent.keyboard('{ArrowRight}');
    await expect(mobile).toHaveFocus();
    await expect(mobile).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveAccessibleName(translated('Register by mobile'));
    await expect(canvas.getByRole('textbox', { name: translated('Mobile number') })).toBeVisible();
    await userEvent.keyboard('{ArrowRight}');
    await expect(register).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(mobile).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(register).toHaveFocus();
    await expect(args.onValueChange).toHaveBeenCalledTimes(4);
    await expect(args.onValueChange).toHaveBeenLastCalledWith('register');
    await expect([register.tabIndex, mobile.tabIndex]).toEqual([0, -1]);

    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel')).toHaveFocus();
  },
};

function LoginTabs(args: TabsProps) {
  const { t } = useLingui();
  return (
    <Tabs {...args}>
      <Tabs.List aria-label={t`Sign-in method`}>
        <Tabs.Tab value="username">
          <Trans>Password login</Trans>
        </Tabs.Tab>
        <Tabs.Tab value="sms">
          <Trans>SMS login</Trans>
        </Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="username" isKeptMounted>
        <TextField label={<Trans>Username</Trans>} autoComplete="username" />
      </Tabs.Panel>
      <Tabs.Panel value="sms" isKeptMounted>
        <TextField label={<Trans>Mobile number</Trans>} type="tel" inputMode="numeric" prefix={<span>+60</span>} />
      </Tabs.Panel>
    </Tabs>
  );
}

/** Username or SMS login, switched with a pointer. Kept mounted, what was typed survives a switch. */
export const LoginMethod: Story = {
  args: { defaultValue: 'username' },
  render: (args) => <LoginTabs {...args} />,
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: translated('Username') }), 'ali88');
    await userEvent.click(canvas.getByRole('tab', { name: translated('SMS login') }));
    await expect(args.onValueChange).toHaveBeenCalledWith('sms');
    await expect(canvas.getByRole('tabpanel')).toHaveAccessibleName(translated('SMS login'));
    await expect(canvas.queryByRole('textbox', { name: translated('Username') })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('tab', { name: translated('Password login') }));
    await expect(canvas.getByRole('textbox', { name: translated('Username') })).toHaveValue('ali88');
  },
};

function CategoryTabs(args: TabsProps) {
  const { t } = useLingui();
  return (
    <div style={{ maxWidth: 280 }}>
      <Tabs {...args}>
        <Tabs.List aria-label={t`Game categories`}>
          <Tabs.Tab value="slots">
            <Trans>Slots</Trans>
          </Tabs.Tab>
          <Tabs.Tab value="live">
            <Trans>Live casino</Trans>
          </Tabs.Tab>
          <Tabs.Tab value="sports">
            <Trans>Sports</Trans>
          </Tabs.Tab>
          <Tabs.Tab value="esports" isDisabled>
            <Trans>E-sports</Trans>
          </Tabs.Tab>
          <Tabs.Tab value="fish">
            <Trans>Fishing</Trans>
          </Tabs.Tab>
          <Tabs.Tab value="lottery">
            <Trans>Lottery</Trans>
          </Tabs.Tab>
        </Tabs.List>
        {['slots', 'live', 'sports', 'esports', 'fish', 'lottery'].map((value) => (
          <Tabs.Panel key={value} value={value}>
            {value}
          </Tabs.Panel>
        ))}
      </Tabs>
    </div>
  );
}

/** On a narrow screen the list scrolls sideways and keeps the selected tab in view. Arrows skip a disabled tab. */
export const ScrollableOnNarrowScreens: Story = {
  args: { defaultValue: 'slots' },
  render: (args) => <CategoryTabs {...args} />,
  play: async ({ canvas }) => {
    const list = canvas.getByRole('tablist');
    await expect(list.scrollWidth).toBeGreaterThan(list.clientWidth);
    await userEvent.tab();
    await userEvent.keyboard('{End}');
    const lottery = canvas.getByRole('tab', { name: translated('Lottery') });
    await expect(lottery).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(list.scrollLeft).toBeGreaterThan(0));
    const listBox = list.getBoundingClientRect();
    await expect(lottery.getBoundingClientRect().right).toBeLessThanOrEqual(listBox.right + 1);
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    // Fishing, then past the disabled e-sports tab to sports.
    await expect(canvas.getByRole('tab', { name: translated('Sports') })).toHaveFocus();
    await expect(canvas.getByRole('tab', { name: translated('E-sports') })).toBeDisabled();
  },
};

/** Selected from the start (or by the parent) far along the list: it is scrolled into view, the page is not. */
export const StartsOnALaterTab: Story = {
  args: { defaultValue: 'lottery' },
  render: (args) => <CategoryTabs {...args} />,
  play: async ({ canvas }) => {
    const list = canvas.getByRole('tablist');
    const lottery = canvas.getByRole('tab', { name: translated('Lottery') });
    await expect(lottery).not.toHaveFocus();
    await expect(list.scrollLeft).toBeGreaterThan(0);
    await expect(lottery.getBoundingClientRect().right).toBeLessThanOrEqual(list.getBoundingClientRect().right + 1);
    await expect(window.scrollY).toBe(0);
  },
};
