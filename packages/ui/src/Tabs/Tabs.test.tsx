import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../test/axe';
import { renderWithProviders } from '../test/render-with-providers';
import { Tabs, type TabsProps } from './Tabs';

function LoginTabs(props: Omit<TabsProps, 'children'> & { isSmsDisabled?: boolean; isKeptMounted?: boolean }) {
  const { isSmsDisabled = false, isKeptMounted = false, ...rest } = props;
  return (
    <Tabs {...rest}>
      <Tabs.List aria-label="Sign-in method">
        <Tabs.Tab value="username">Username</Tabs.Tab>
        <Tabs.Tab value="sms" isDisabled={isSmsDisabled}>
          SMS
        </Tabs.Tab>
        <Tabs.Tab value="email address">Email</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="username" isKeptMounted={isKeptMounted}>
        <input aria-label="Username" />
      </Tabs.Panel>
      <Tabs.Panel value="sms">SMS form</Tabs.Panel>
      <Tabs.Panel value="email address">Email form</Tabs.Panel>
    </Tabs>
  );
}

const tab = (name: string) => screen.getByRole('tab', { name });

describe('Tabs', () => {
  it('follows the WAI-ARIA tabs pattern: roles, selection and tab-panel links', async () => {
    await renderWithProviders(<LoginTabs defaultValue="username" />);
    expect(screen.getByRole('tablist', { name: 'Sign-in method' })).toBeInTheDocument();
    expect(tab('Username')).toHaveAttribute('aria-selected', 'true');
    expect(tab('SMS')).toHaveAttribute('aria-selected', 'false');
    const panel = screen.getByRole('tabpanel');
    expect(panel).toHaveAccessibleName('Username');
    expect(tab('Username')).toHaveAttribute('aria-controls', panel.id);
    // Every tab points at a panel that exists, even the hidden ones (a value with a space too).
    for (const element of screen.getAllByRole('tab')) {
      expect(document.getElementById(element.getAttribute('aria-controls')!)).not.toBeNull();
    }
  });

  it('is one tab stop: the selected tab, then the panel', async () => {
    await renderWithProviders(<LoginTabs defaultValue="sms" />);
    expect(screen.getAllByRole('tab').map((element) => element.tabIndex)).toEqual([-1, 0, -1]);
    await userEvent.tab();
    expect(tab('SMS')).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('tabpanel')).toHaveFocus();
  });

  it('moves and selects with the arrow keys (wrapping), Home and End', async () => {
    const onValueChange = vi.fn();
    await renderWithProviders(<LoginTabs defaultValue="username" onValueChange={onValueChange} />);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    expect(tab('SMS')).toHaveFocus();
    expect(tab('SMS')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('SMS form');
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(tab('Username')).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(tab('Email')).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(tab('Username')).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(tab('Email')).toHaveFocus();
    expect(onValueChange.mock.calls).toEqual([['sms'], ['email address'], ['username'], ['email address'], ['username'], ['email address']]);
    expect(screen.getAllByRole('tab').map((element) => element.tabIndex)).toEqual([-1, -1, 0]);
  });

  it('selects with a pointer', async () => {
    await renderWithProviders(<LoginTabs defaultValue="username" />);
    await userEvent.click(tab('Email'));
    expect(tab('Email')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Email form');
  });

  it('skips a disabled tab with the keys and ignores presses on it', async () => {
    await renderWithProviders(<LoginTabs defaultValue="username" isSmsDisabled />);
    await userEvent.click(tab('SMS'));
    expect(tab('Username')).toHaveAttribute('aria-selected', 'true');
    tab('Username').focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(tab('Email')).toHaveFocus();
    expect(tab('Email')).toHaveAttribute('aria-selected', 'true');
  });

  it('follows value when controlled by a parent that accepts the change', async () => {
    function Controlled() {
      const [value, setValue] = useState('username');
      return (
        <>
          <LoginTabs value={value} onValueChange={setValue} />
          <output>{value}</output>
        </>
      );
    }
    await renderWithProviders(<Controlled />);
    await userEvent.click(tab('SMS'));
    expect(screen.getByRole('status')).toHaveTextContent('sms');
    expect(tab('SMS')).toHaveAttribute('aria-selected', 'true');
  });

  it('only asks a controlling parent, and stays put when the parent says no', async () => {
    const onValueChange = vi.fn();
    await renderWithProviders(<LoginTabs value="username" onValueChange={onValueChange} />);
    await userEvent.click(tab('SMS'));
    expect(onValueChange).toHaveBeenCalledWith('sms');
    expect(tab('SMS')).toHaveAttribute('aria-selected', 'false');
    expect(tab('Username')).toHaveAttribute('aria-selected', 'true');
  });

  it('empties hidden panels unless asked to keep them mounted', async () => {
    const { unmount } = await renderWithProviders(<LoginTabs defaultValue="username" />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Username' }), 'ali');
    await userEvent.click(tab('SMS'));
    await userEvent.click(tab('Username'));
    expect(screen.getByRole('textbox', { name: 'Username' })).toHaveValue('');
    unmount();

    await renderWithProviders(<LoginTabs defaultValue="username" isKeptMounted />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Username' }), 'ali');
    await userEvent.click(tab('SMS'));
    expect(screen.queryByRole('textbox', { name: 'Username' })).not.toBeInTheDocument();
    await userEvent.click(tab('Username'));
    expect(screen.getByRole('textbox', { name: 'Username' })).toHaveValue('ali');
  });

  it('keeps the first enabled tab reachable when none is selected', async () => {
    await renderWithProviders(<LoginTabs />);
    expect(screen.getAllByRole('tab').map((element) => element.tabIndex)).toEqual([0, -1, -1]);
    await userEvent.tab();
    expect(tab('Username')).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(tab('SMS')).toHaveAttribute('aria-selected', 'true');
  });

  it('says which part is outside Tabs', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(renderWithProviders(<Tabs.Tab value="x">X</Tabs.Tab>)).rejects.toThrow('Tabs.Tab must be inside <Tabs>.');
    vi.restoreAllMocks();
  });

  it('has no axe violations', async () => {
    const { container } = await renderWithProviders(<LoginTabs defaultValue="username" isSmsDisabled />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
