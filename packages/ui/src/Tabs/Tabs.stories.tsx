import type { Meta, StoryObj } from '@storybook/react-vite';
import { Trans, useLingui } from '@lingui/react/macro';
import { expect, fn, userEvent, within } from 'storybook/test';
import { translated } from '../test/story-i18n';
import { themeScopes } from '../test/theme-matrix';
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

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tablist', { name: translated('Registration method') })).toBeInTheDocument();
    await expect(canvas.getByRole('tab', { name: translated('Register') })).toHaveAttribute('aria-selected', 'true');
  },
};

interface PlaygroundArgs extends TabsProps {
  listLabel: string;
  firstTab: string;
  secondTab: string;
  isSecondDisabled: boolean;
}

/** The tabs' names and the list's name are plain text to edit. */
export const Playground: StoryObj<PlaygroundArgs> = {
  args: {
    defaultValue: 'first',
    listLabel: 'Registration method',
    firstTab: 'Register',
    secondTab: 'Register by mobile',
    isSecondDisabled: false,
  },
  render: ({ listLabel, firstTab, secondTab, isSecondDisabled, ...args }) => (
    <Tabs {...args}>
      <Tabs.List aria-label={listLabel}>
        <Tabs.Tab value="first">{firstTab}</Tabs.Tab>
        <Tabs.Tab value="second" isDisabled={isSecondDisabled}>
          {secondTab}
        </Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="first">{firstTab}</Tabs.Panel>
      <Tabs.Panel value="second">{secondTab}</Tabs.Panel>
    </Tabs>
  ),
};

/** Every brand in both colour modes; axe checks the contrast of each. */
export const ThemeMatrix: Story = {
  parameters: { themeMatrix: true },
  play: async ({ canvasElement }) => {
    const underlines = themeScopes(canvasElement).map(
      (scope) => getComputedStyle(within(scope).getByRole('tab', { selected: true }), '::after').backgroundColor,
    );
    await expect(new Set(underlines).size).toBe(4);
    // The selected tab is underlined in the dark primary and reads in the body colour.
    await expect(underlines[1]).toBe('rgb(110, 164, 255)');
    const darkSelected = within(within(canvasElement).getByTestId('theme-default-dark')).getByRole('tab', { selected: true });
    await expect(getComputedStyle(darkSelected).color).toBe('rgb(238, 240, 244)');
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
