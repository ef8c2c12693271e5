import { useMemo } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupI18n } from '@lingui/core';
import { I18nProvider, useLingui } from '@lingui/react';
import { loadUiMessages } from '../i18n';
import { object } from 'yup';
import { Button } from '../Button/Button';
import { renderWithProviders } from '../test/render-with-providers';
import { axeViolations } from '../test/axe';
import { REGISTER_RULES } from '../test/server-rules';
import { ruleSchema, requiredText } from '../validation/rule-schema';
import { FormError } from './FormError';
import { FormPasswordField } from './FormPasswordField';
import { FormTextField } from './FormTextField';
import { FormStack } from './form-layout';
import { useSchemaForm } from './use-schema-form';

interface Values {
  username: string;
  password: string;
}

function Harness({ onSubmit }: { onSubmit: (values: Values) => Promise<unknown> }) {
  const { i18n } = useLingui();
  const schema = useMemo(
    () => object({ username: ruleSchema(REGISTER_RULES.username!, i18n, { isRequired: true }), password: requiredText(i18n) }),
    // The language is what changes the messages.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [i18n.locale],
  );
  const { form, submit, serverError } = useSchemaForm<Values>({ schema, defaultValues: { username: '', password: '' }, onSubmit });
  return (
    <FormStack onSubmit={submit} noValidate aria-label="Test form">
      <FormTextField control={form.control} name="username" label="Username" rule={REGISTER_RULES.username} autoComplete="username" />
      <FormPasswordField control={form.control} name="password" label="Password" />
      <FormError message={serverError} />
      <Button type="submit">Go</Button>
    </FormStack>
  );
}

describe('authentication form pieces', () => {
  it("shows each field's rule as its hint and the failed rule as its error, focusing the first invalid field", async () => {
    const onSubmit = vi.fn(async () => {});
    const user = userEvent.setup();
    await renderWithProviders(<Harness onSubmit={onSubmit} />, { locale: 'en' });
    expect(screen.getByLabelText(/Username/)).toHaveAccessibleDescription('6-16 characters: a letter first, then letters or digits');
    await user.type(screen.getByLabelText(/Username/), '1abcdef');
    await user.click(screen.getByRole('button', { name: 'Go' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByLabelText(/Username/)).toHaveAccessibleDescription(/6-16 characters: a letter first/);
    expect(screen.getByLabelText(/Username/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Input cannot be empty')).toBeInTheDocument();
    expect(screen.getByLabelText(/Username/)).toHaveFocus();
  });

  it('submits trimmed values, and shows the server message when the action rejects, keeping what was typed', async () => {
    const onSubmit = vi.fn(async () => {
      throw new Error('Incorrect account or password');
    });
    const user = userEvent.setup();
    await renderWithProviders(<Harness onSubmit={onSubmit} />, { locale: 'en' });
    await user.type(screen.getByLabelText(/Username/), '  player01 ');
    await user.type(screen.getByLabelText(/^Password/), ' secret88 ');
    await user.click(screen.getByRole('button', { name: 'Go' }));
    expect(onSubmit).toHaveBeenCalledWith({ username: 'player01', password: 'secret88' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect account or password');
    expect(screen.getByLabelText(/Username/)).toHaveValue('  player01 ');
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('shows a translated fallback when the action rejects without a message', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<Harness onSubmit={() => Promise.reject(new Error(''))} />, { locale: 'ms' });
    await user.type(screen.getByLabelText(/Username/), 'player01');
    await user.type(screen.getByLabelText(/^Password/), 'secret88');
    await user.click(screen.getByRole('button', { name: 'Go' }));
    expect(await screen.findByRole('alert')).not.toHaveTextContent('Something went wrong');
  });

  it('shows the errors already on screen again in the new language when the language changes', async () => {
    const i18n = setupI18n({ locale: 'en', messages: { en: await loadUiMessages('en'), zh: await loadUiMessages('zh') } });
    const user = userEvent.setup();
    render(
      <I18nProvider i18n={i18n}>
        <Harness onSubmit={async () => {}} />
      </I18nProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Go' }));
    expect(screen.getAllByText('Input cannot be empty')).toHaveLength(2);
    act(() => i18n.activate('zh'));
    await waitFor(() => expect(screen.getAllByText('输入不能为空')).toHaveLength(2));
  });
});
