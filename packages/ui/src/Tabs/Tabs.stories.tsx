import type { Meta, StoryObj } from '@storybook/react-vite';
import { Trans, useLingui } from '@lingui/react/macro';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { TextField } from '../TextField/TextField';
import { Tabs, type TabsProps } from './Tabs';

/** The registration modal's two ways to register (spec: tabs register and registerMobile). */
function RegistrationTabs(args: TabsProps) {
  const { t } = useLingui();
  return (
    <Tabs {...args}>
      <Tabs.List aria-label={t`Registration method`}>
        <Tabs.Tab value="register">
          <Trans>Register</Trans>
        </Tabs.Tab>
        <Tabs.Tab value="registerMobile">
          <Trans>Register by mobile</Trans>
        </Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="register">
        <TextField label={<Trans>Username</Trans>} isRequired autoComplete="username" />
      </Tabs.Panel>
      <Tabs.Panel value="registerMobile">
        <TextField
          label={<Trans>Mobile number</Trans>}
          isRequired
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          prefix={<span>+60</span>}
        />
      </Tabs.Panel>
    </Tabs>
  );
}

const meta = {
  title: 'Primitives/Tabs',
  component: Tabs,
  args: { defaultValue: 'register', onValueChange: fn() },
  render: (args) => <RegistrationTabs {...args} />,
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * One tab stop for the list. Left and Right (wrapping), Home and End move and select at once;
 * Tab goes on into the panel.
 */
export const Keyboard: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('tablist', { name: 'Cara pendaftaran' })).toBeInTheDocument();
    const register = canvas.getByRole('tab', { name: 'Daftar' });
    const mobile = canvas.getByRole('tab', { name: 'Daftar dengan telefon bimbit' });
    await expect(register).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveAccessibleName('Daftar');

    await userEvent.tab();
    await expect(register).toHaveFocus();
    await expect(getComputedStyle(register).outlineStyle).toBe('solid');
    await userEvent.keyboard('{ArrowRight}');
    await expect(mobile).toHaveFocus();
    await expect(mobile).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveAccessibleName('Daftar dengan telefon bimbit');
    await expect(canvas.getByRole('textbox', { name: 'Nombor telefon bimbit' })).toBeVisible();
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
    await userEvent.type(canvas.getByRole('textbox', { name: 'Nama pengguna' }), 'ali88');
    await userEvent.click(canvas.getByRole('tab', { name: 'Log masuk SMS' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('sms');
    await expect(canvas.getByRole('tabpanel')).toHaveAccessibleName('Log masuk SMS');
    await expect(canvas.queryByRole('textbox', { name: 'Nama pengguna' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('tab', { name: 'Log masuk kata laluan' }));
    await expect(canvas.getByRole('textbox', { name: 'Nama pengguna' })).toHaveValue('ali88');
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
    const lottery = canvas.getByRole('tab', { name: 'Loteri' });
    await expect(lottery).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(list.scrollLeft).toBeGreaterThan(0));
    const listBox = list.getBoundingClientRect();
    await expect(lottery.getBoundingClientRect().right).toBeLessThanOrEqual(listBox.right + 1);
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    // Fishing, then past the disabled e-sports tab to sports.
    await expect(canvas.getByRole('tab', { name: 'Sukan' })).toHaveFocus();
    await expect(canvas.getByRole('tab', { name: 'E-sukan' })).toBeDisabled();
  },
};

/** Selected from the start (or by the parent) far along the list: it is scrolled into view, the page is not. */
export const StartsOnALaterTab: Story = {
  args: { defaultValue: 'lottery' },
  render: (args) => <CategoryTabs {...args} />,
  play: async ({ canvas }) => {
    const list = canvas.getByRole('tablist');
    const lottery = canvas.getByRole('tab', { name: 'Loteri' });
    await expect(lottery).not.toHaveFocus();
    await expect(list.scrollLeft).toBeGreaterThan(0);
    await expect(lottery.getBoundingClientRect().right).toBeLessThanOrEqual(list.getBoundingClientRect().right + 1);
    await expect(window.scrollY).toBe(0);
  },
};

/** Tab names and the list's name follow the language: Chinese here. */
export const Chinese: Story = {
  globals: { locale: 'zh' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tablist')).toHaveAccessibleName('注册方式');
    await expect(canvas.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['注册', '手机注册']);
  },
};

export const DarkMode: Story = {
  globals: { colorMode: 'dark' },
  play: async ({ canvas }) => {
    const selected = canvas.getByRole('tab', { selected: true });
    // The selected tab is underlined in the dark primary and reads in the body colour.
    await expect(getComputedStyle(selected, '::after').backgroundColor).toBe('rgb(110, 164, 255)');
    // The tab's colour eases to the dark one when the mode switches.
    await waitFor(() => expect(getComputedStyle(selected).color).toBe('rgb(238, 240, 244)'));
  },
};

/** Every brand in both colour modes; axe checks the contrast of each. */
export const AllThemes: Story = {
  parameters: { themeMatrix: true },
  play: async ({ canvasElement }) => {
    const underlines = ['default', 'jade'].flatMap((brand) =>
      ['light', 'dark'].map((mode) => {
        const scope = within(canvasElement).getByTestId(`theme-${brand}-${mode}`);
        return getComputedStyle(within(scope).getByRole('tab', { selected: true }), '::after').backgroundColor;
      }),
    );
    await expect(new Set(underlines).size).toBe(4);
    // Four independent tab sets: a press in one selects nothing in the others.
    const jadeDark = within(canvasElement).getByTestId('theme-jade-dark');
    await userEvent.click(within(jadeDark).getAllByRole('tab')[1]!);
    await expect(within(canvasElement).getAllByRole('tab', { selected: true }).map((tab) => tab.closest('section')?.dataset.testid)).toEqual([
      'theme-default-light',
      'theme-default-dark',
      'theme-jade-light',
      'theme-jade-dark',
    ]);
    await expect(within(jadeDark).getAllByRole('tab')[1]).toHaveAttribute('aria-selected', 'true');
  },
};
