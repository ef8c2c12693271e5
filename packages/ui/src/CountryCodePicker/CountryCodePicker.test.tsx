import { createRef, useState } from 'react';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../test/axe';
import { useFakeTimersInEachTest } from '../test/fake-timers';
import { renderWithProviders } from '../test/render-with-providers';
import { Modal } from '../Modal/Modal';
import { TextField } from '../TextField/TextField';
import {
  COUNTRY_PICKER_CLOSE_DELAY_MS,
  CountryCodePicker,
  countryFlagUrl,
  type CountryCodePickerProps,
} from './CountryCodePicker';
import type { Country } from './country';

const COUNTRIES: Country[] = [
  { countryCode: 'MY', countryDialingCode: '60' },
  { countryCode: 'SG', countryDialingCode: '65' },
  { countryCode: 'TH', countryDialingCode: '66' },
  { countryCode: 'ID', countryDialingCode: '62' },
  { countryCode: 'HK', countryDialingCode: '852' },
  { countryCode: 'KR', countryDialingCode: '82' },
  { countryCode: 'JP', countryDialingCode: '81' },
  { countryCode: 'US', countryDialingCode: '1' },
  { countryCode: 'CA', countryDialingCode: '1' },
];
const HOST = 'https://img.test';

type Props = Partial<CountryCodePickerProps>;

function Picker(props: Props) {
  return <CountryCodePicker countries={COUNTRIES} imageHost={HOST} defaultValue="MY" {...props} />;
}

/** The picker between two other controls, as in a form. */
function Form(props: Props) {
  return (
    <form onSubmit={(event) => event.preventDefault()}>
      <button type="button">Before</button>
      <Picker {...props} />
      <input aria-label="Mobile" />
    </form>
  );
}

const combobox = () => screen.getByRole('combobox');
const listbox = () => screen.queryByRole('listbox');
const optionNames = () => screen.getAllByRole('option').map((option) => option.textContent);
/** axe times its work with real timers. */
async function axe(container: Element) {
  vi.useRealTimers();
  try {
    return await axeViolations(container);
  } finally {
    vi.useFakeTimers();
  }
}
const activeOption = () => document.getElementById(combobox().getAttribute('aria-activedescendant') ?? '');

describe('CountryCodePicker', () => {
  const user = useFakeTimersInEachTest();
  const render = (ui = <Form />, locale: 'ms' | 'en' | 'zh' = 'en') => renderWithProviders(ui, { locale });

  it('is an ARIA 1.2 combobox, named, showing the selected code with the country as its description', async () => {
    await render();
    const input = screen.getByRole('combobox', { name: 'Country dialling code' });
    expect(input.tagName).toBe('INPUT');
    expect(input).toHaveValue('+60');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveAttribute('aria-autocomplete', 'list');
    expect(input).not.toHaveAttribute('aria-activedescendant');
    expect(input).toHaveAccessibleDescription('Malaysia');
    // The list it controls is there, hidden while closed.
    const list = document.getElementById(input.getAttribute('aria-controls')!);
    expect(list).toHaveAttribute('role', 'listbox');
    expect(list).not.toBeVisible();
  });

  it('opens on focus with every country in the server order, the selected one active', async () => {
    await render();
    await user().tab();
    await user().tab();
    const input = combobox();
    expect(input).toHaveFocus();
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('listbox', { name: 'Country dialling code' })).toBeVisible();
    expect(optionNames()).toEqual([
      '+60 Malaysia',
      '+65 Singapore',
      '+66 Thailand',
      '+62 Indonesia',
      '+852 Hong Kong SAR China',
      '+82 South Korea',
      '+81 Japan',
      '+1 United States',
      '+1 Canada',
    ]);
    expect(activeOption()).toBe(screen.getByRole('option', { name: '+60 Malaysia' }));
    expect(screen.getByRole('option', { name: '+60 Malaysia' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('option', { name: '+65 Singapore' })).toHaveAttribute('aria-selected', 'false');
    // Open, the input is for typing; the selected code shows behind it.
    expect(input).toHaveValue('');
    expect(input).toHaveAttribute('placeholder', '+60');
  });

  it('moves the active option with ArrowUp/Down (wrapping), Home and End, and Enter picks it', async () => {
    const onChange = vi.fn();
    await render(<Form onChange={onChange} />);
    const keys = user();
    await keys.click(combobox());
    await keys.keyboard('{ArrowDown}');
    expect(activeOption()).toHaveTextContent('+65 Singapore');
    expect(activeOption()).toHaveAttribute('data-active');
    await keys.keyboard('{ArrowUp}{ArrowUp}');
    expect(activeOption()).toHaveTextContent('+1 Canada');
    await keys.keyboard('{Home}');
    expect(activeOption()).toHaveTextContent('+60 Malaysia');
    await keys.keyboard('{End}{ArrowUp}');
    expect(activeOption()).toHaveTextContent('+1 United States');
    await keys.keyboard('{Enter}');
    // Picked: closed at once, the new code shown, focus kept.
    expect(onChange).toHaveBeenCalledExactlyOnceWith({ countryCode: 'US', countryDialingCode: '1' });
    expect(listbox()).toBeNull();
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
    expect(combobox()).toHaveValue('+1');
    expect(combobox()).toHaveAccessibleDescription('United States');
    expect(combobox()).toHaveFocus();
  });

  it('tells the US from Canada, though both dial +1', async () => {
    const onChange = vi.fn();
    await render(<Form defaultValue="CA" onChange={onChange} />);
    expect(combobox()).toHaveValue('+1');
    expect(combobox()).toHaveAccessibleDescription('Canada');
    await user().click(combobox());
    expect(screen.getByRole('option', { name: '+1 Canada' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('option', { name: '+1 United States' })).toHaveAttribute('aria-selected', 'false');
    await user().keyboard('{ArrowUp}{Enter}');
    expect(onChange).toHaveBeenCalledWith({ countryCode: 'US', countryDialingCode: '1' });
    expect(combobox()).toHaveAccessibleDescription('United States');
  });

  it('opens again with ArrowDown or Alt+ArrowDown after Escape, on the selected option', async () => {
    await render();
    const keys = user();
    await keys.click(combobox());
    await keys.keyboard('{ArrowDown}{Escape}');
    expect(listbox()).toBeNull();
    await keys.keyboard('{Alt>}{ArrowDown}{/Alt}');
    expect(listbox()).toBeVisible();
    expect(activeOption()).toHaveTextContent('+60 Malaysia');
    await keys.keyboard('{Alt>}{ArrowUp}{/Alt}');
    expect(listbox()).toBeNull();
    await keys.keyboard('{ArrowDown}');
    expect(listbox()).toBeVisible();
    expect(activeOption()).toHaveTextContent('+60 Malaysia');
  });

  it.each([
    ['a name, from the start of any word', 'kor', ['+82 South Korea']],
    ['a name, without caring for case', 'SINGA', ['+65 Singapore']],
    ['a name in English too', 'united', ['+1 United States']],
    ['a country code', 'jp', ['+81 Japan']],
    ['dialling code digits', '6', ['+60 Malaysia', '+65 Singapore', '+66 Thailand', '+62 Indonesia']],
    ['a dialling code with +', '+1', ['+1 United States', '+1 Canada']],
    ['a longer dialling code', '85', ['+852 Hong Kong SAR China']],
  ])('filters by %s', async (_, typed, expected) => {
    await render();
    const keys = user();
    await keys.click(combobox());
    await keys.keyboard(typed);
    expect(combobox()).toHaveValue(typed);
    expect(optionNames()).toEqual(expected);
    // The first match is active, so Enter picks it.
    expect(activeOption()).toHaveTextContent(expected[0]!);
  });

  it('says when nothing matches, and then Enter neither picks nor submits', async () => {
    const onChange = vi.fn();
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    await render(
      <form onSubmit={onSubmit}>
        <Picker onChange={onChange} />
      </form>,
    );
    const keys = user();
    await keys.click(combobox());
    await keys.keyboard('zzz');
    expect(screen.queryAllByRole('option')).toEqual([]);
    expect(listbox()).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('No matching country');
    expect(combobox()).not.toHaveAttribute('aria-activedescendant');
    await keys.keyboard('{Enter}');
    expect(onChange).not.toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();
    await keys.keyboard('{Escape}');
    expect(screen.queryByText('No matching country')).toBeNull();
    expect(combobox()).toHaveValue('+60');
  });

  it('Escape closes the list, shows the selected code again, and stops there', async () => {
    const onDocumentEscape = vi.fn((event: KeyboardEvent) => event.defaultPrevented);
    document.addEventListener('keydown', onDocumentEscape);
    await render();
    const keys = user();
    await keys.click(combobox());
    await keys.keyboard('sin{Escape}');
    expect(listbox()).toBeNull();
    expect(combobox()).toHaveValue('+60');
    expect(combobox()).toHaveFocus();
    expect(onDocumentEscape).toHaveLastReturnedWith(true);
    // Closed, Escape is left to whatever is around the picker.
    await keys.keyboard('{Escape}');
    expect(onDocumentEscape).toHaveLastReturnedWith(false);
    document.removeEventListener('keydown', onDocumentEscape);
  });

  it('in a modal, the first Escape closes only the list and the second closes the modal', async () => {
    const onOpenChange = vi.fn();
    await render(
      <Modal title="Log in" defaultOpen onOpenChange={onOpenChange}>
        <Picker />
      </Modal>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    const keys = user();
    await keys.click(within(dialog).getByRole('combobox'));
    // Not portalled: the list is inside the dialog, where the focus trap and inertness allow it.
    expect(dialog).toContainElement(within(dialog).getByRole('listbox'));
    await keys.keyboard('{ArrowDown}{Escape}');
    expect(listbox()).toBeNull();
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await keys.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledExactlyOnceWith(false);
  });

  it('Tab picks nothing and moves on; the list closes 200 ms later', async () => {
    const onChange = vi.fn();
    await render(<Form onChange={onChange} />);
    const keys = user();
    await keys.click(combobox());
    await keys.keyboard('{ArrowDown}{ArrowDown}');
    await keys.tab();
    expect(screen.getByRole('textbox', { name: 'Mobile' })).toHaveFocus();
    act(() => vi.advanceTimersByTime(COUNTRY_PICKER_CLOSE_DELAY_MS));
    expect(listbox()).toBeNull();
    expect(onChange).not.toHaveBeenCalled();
    expect(combobox()).toHaveValue('+60');
  });

  it(`closes ${COUNTRY_PICKER_CLOSE_DELAY_MS} ms after blur, then shows the selected code again`, async () => {
    expect(COUNTRY_PICKER_CLOSE_DELAY_MS).toBe(200);
    await render();
    const keys = user();
    await keys.click(combobox());
    await keys.keyboard('tha');
    await keys.click(screen.getByRole('textbox', { name: 'Mobile' }));
    act(() => vi.advanceTimersByTime(199));
    expect(listbox()).toBeVisible();
    expect(combobox()).toHaveAttribute('aria-expanded', 'true');
    act(() => vi.advanceTimersByTime(1));
    expect(listbox()).toBeNull();
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
    expect(combobox()).toHaveValue('+60');
  });

  it('refocused before the delay ends, it stays open', async () => {
    await render();
    const keys = user();
    await keys.click(combobox());
    act(() => combobox().blur());
    act(() => vi.advanceTimersByTime(100));
    act(() => combobox().focus());
    act(() => vi.advanceTimersByTime(COUNTRY_PICKER_CLOSE_DELAY_MS));
    expect(listbox()).toBeVisible();
  });

  it('a press on an option picks it, closes at once and keeps focus on the picker', async () => {
    const onChange = vi.fn();
    await render(<Form onChange={onChange} />);
    const pointer = user();
    await pointer.click(combobox());
    await pointer.click(screen.getByRole('option', { name: '+81 Japan' }));
    expect(onChange).toHaveBeenCalledExactlyOnceWith({ countryCode: 'JP', countryDialingCode: '81' });
    expect(listbox()).toBeNull();
    expect(combobox()).toHaveValue('+81');
    expect(combobox()).toHaveFocus();
  });

  it('a press that lands within the delay after a blur still picks', async () => {
    const onChange = vi.fn();
    await render(<Form onChange={onChange} />);
    const pointer = user();
    await pointer.click(combobox());
    const option = screen.getByRole('option', { name: '+66 Thailand' });
    // A touch browser may move focus away before the click arrives.
    act(() => combobox().blur());
    act(() => vi.advanceTimersByTime(COUNTRY_PICKER_CLOSE_DELAY_MS - 50));
    fireEvent.click(option);
    expect(onChange).toHaveBeenCalledWith({ countryCode: 'TH', countryDialingCode: '66' });
  });

  it('a press on the flag or the arrow opens it; a second press closes it', async () => {
    const { container } = await render();
    const pointer = user();
    const flag = container.querySelector('img')!;
    await pointer.click(flag);
    expect(combobox()).toHaveFocus();
    expect(listbox()).toBeVisible();
    await pointer.click(flag);
    expect(listbox()).toBeNull();
    await pointer.click(container.querySelector('svg')!);
    expect(listbox()).toBeVisible();
  });

  it('leaves IME composition keys alone', async () => {
    const onChange = vi.fn();
    await render(<Form onChange={onChange} />);
    await user().click(combobox());
    fireEvent.keyDown(combobox(), { key: 'Enter', isComposing: true });
    expect(onChange).not.toHaveBeenCalled();
    expect(listbox()).toBeVisible();
  });

  it('loads flags from the image host (trailing slash trimmed), decorative and of fixed size', async () => {
    expect(countryFlagUrl('https://cdn.test/img/', 'MY')).toBe('https://cdn.test/img/COUNTRY_FLAG/MY.png');
    const { container } = await render(<Form imageHost="https://cdn.test/img//" />);
    const flag = container.querySelector('img')!;
    expect(flag).toHaveAttribute('src', 'https://cdn.test/img/COUNTRY_FLAG/MY.png');
    expect(flag).toHaveAttribute('alt', '');
    expect(flag).toHaveAttribute('width', '24');
    expect(flag).toHaveAttribute('height', '18');
    await user().click(combobox());
    const optionFlag = screen.getByRole('option', { name: '+65 Singapore' }).querySelector('img')!;
    expect(optionFlag).toHaveAttribute('src', 'https://cdn.test/img/COUNTRY_FLAG/SG.png');
    expect(optionFlag).toHaveAttribute('loading', 'lazy');
  });

  it('hides a flag that fails to load and keeps the code', async () => {
    const { container } = await render();
    const flag = container.querySelector('img')!;
    expect(flag).toBeVisible();
    fireEvent.error(flag);
    expect(flag).toHaveAttribute('data-failed');
    expect(flag).not.toBeVisible();
    expect(combobox()).toHaveValue('+60');
    await user().click(combobox());
    const optionFlag = screen.getByRole('option', { name: '+65 Singapore' }).querySelector('img')!;
    fireEvent.error(optionFlag);
    expect(optionFlag).not.toBeVisible();
    expect(screen.getByRole('option', { name: '+65 Singapore' })).toBeVisible();
  });

  it('with no countries shows nothing to pick, is disabled, and still names itself', async () => {
    const { container } = await render(<Form countries={[]} />);
    const input = screen.getByRole('combobox', { name: 'Country dialling code' });
    expect(input).toBeDisabled();
    expect(input).toHaveValue('');
    expect(input).not.toHaveAccessibleDescription();
    expect(container.querySelector('[data-empty]')).toHaveAttribute('data-disabled');
    await user().click(input);
    expect(listbox()).toBeNull();
    expect(await axe(container)).toEqual([]);
  });

  it('with one country still opens and picks', async () => {
    const onChange = vi.fn();
    await render(<Form countries={[{ countryCode: 'SG', countryDialingCode: '65' }]} defaultValue={undefined} onChange={onChange} />);
    // Without a default, the first country is shown.
    expect(combobox()).toHaveValue('+65');
    await user().click(combobox());
    expect(optionNames()).toEqual(['+65 Singapore']);
    await user().keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledWith({ countryCode: 'SG', countryDialingCode: '65' });
  });

  it('follows a controlled value and reports picks without changing on its own', async () => {
    const onChange = vi.fn();
    const { rerender } = await render(<Picker value="HK" onChange={onChange} />);
    expect(combobox()).toHaveValue('+852');
    await user().click(combobox());
    await user().click(screen.getByRole('option', { name: '+82 South Korea' }));
    expect(onChange).toHaveBeenCalledWith({ countryCode: 'KR', countryDialingCode: '82' });
    expect(combobox()).toHaveValue('+852');
    rerender(<Picker value="KR" onChange={onChange} />);
    expect(combobox()).toHaveValue('+82');
  });

  it('works as the controlled prefix of a TextField: a press on an option stays with the picker', async () => {
    function MobileField() {
      const [code, setCode] = useState('MY');
      return (
        <TextField
          label="Mobile number"
          type="tel"
          prefix={<CountryCodePicker countries={COUNTRIES} imageHost={HOST} value={code} onChange={(c) => setCode(c.countryCode)} />}
        />
      );
    }
    const { container } = await render(<MobileField />);
    const pointer = user();
    await pointer.click(screen.getByRole('combobox'));
    expect(await axe(container)).toEqual([]);
    await pointer.click(screen.getByRole('option', { name: '+66 Thailand' }));
    expect(combobox()).toHaveValue('+66');
    expect(combobox()).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Mobile number' })).not.toHaveFocus();
  });

  it('when disabled cannot be focused or opened; when invalid says so', async () => {
    const { rerender } = await render(<Form isDisabled />);
    expect(combobox()).toBeDisabled();
    await user().click(combobox());
    expect(listbox()).toBeNull();
    rerender(<Form isInvalid />);
    expect(combobox()).toHaveAttribute('aria-invalid', 'true');
    // Disabled while open, it closes, and stays closed when enabled again.
    await user().click(combobox());
    expect(listbox()).toBeVisible();
    rerender(<Form isDisabled />);
    expect(listbox()).toBeNull();
    rerender(<Form />);
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
  });

  it('takes a label, an id and a ref for its input', async () => {
    const ref = createRef<HTMLInputElement>();
    await render(<Picker label="Code" id="mobile-code" ref={ref} />);
    expect(screen.getByRole('combobox', { name: 'Code' })).toHaveAttribute('id', 'mobile-code');
    expect(ref.current).toBe(combobox());
    expect(screen.getByRole('listbox', { hidden: true })).toHaveAccessibleName('Code');
  });

  it('names countries and speaks in Malay and Chinese', async () => {
    const { unmount } = await render(<Form />, 'ms');
    expect(screen.getByRole('combobox', { name: 'Kod dail negara' })).toHaveAccessibleDescription('Malaysia');
    await user().click(combobox());
    expect(screen.getByRole('option', { name: '+65 Singapura' })).toBeVisible();
    await user().keyboard('xyz');
    expect(screen.getByRole('status')).toHaveTextContent('Tiada negara yang sepadan');
    unmount();

    await render(<Form />, 'zh');
    expect(screen.getByRole('combobox', { name: '国家/地区电话区号' })).toHaveAccessibleDescription('马来西亚');
    await user().click(combobox());
    expect(screen.getByRole('option', { name: '+82 韩国' })).toBeVisible();
    await user().keyboard('日');
    expect(optionNames()).toEqual(['+81 日本']);
    await user().keyboard('{Backspace}xyz');
    expect(screen.getByRole('status')).toHaveTextContent('没有匹配的国家/地区');
  });

  it('has no axe violations closed, open, filtered and with nothing matching', async () => {
    const { container } = await render();
    expect(await axe(container)).toEqual([]);
    await user().click(combobox());
    expect(await axe(container)).toEqual([]);
    await user().keyboard('{ArrowDown}s');
    expect(await axe(container)).toEqual([]);
    await user().keyboard('zzz');
    expect(await axe(container)).toEqual([]);
  });
});
