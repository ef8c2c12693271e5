import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../../test/render-in-app';
import { LanguageSelector } from './LanguageSelector';

describe('LanguageSelector', () => {
  it('offers only the languages given, in their order, as MS/EN/CN codes in their own language', async () => {
    const onChange = vi.fn();
    await renderInApp(<LanguageSelector onChange={onChange} languages={['ms', 'zh']} />, { locale: 'ms' });
    const group = screen.getByRole('group', { name: 'Bahasa' });
    const buttons = within(group).getAllByRole('button');
    expect(buttons).toHaveLength(2);
    expect(buttons[0]).toHaveAccessibleName('MS Bahasa Melayu');
    expect(buttons[0]).toHaveAttribute('lang', 'ms');
    expect(buttons[0]).toHaveAttribute('aria-pressed', 'true');
    expect(buttons[1]).toHaveAccessibleName('CN 中文');
    expect(buttons[1]).toHaveAttribute('lang', 'zh');
    expect(buttons[1]).toHaveAttribute('aria-pressed', 'false');

    await userEvent.click(buttons[0]!);
    expect(onChange).not.toHaveBeenCalled();
    await userEvent.click(buttons[1]!);
    expect(onChange).toHaveBeenCalledWith('zh');
  });
});
