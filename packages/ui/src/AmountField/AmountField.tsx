import { useMemo, useRef, useState, type ClipboardEvent, type CSSProperties, type FocusEvent, type ReactNode, type Ref } from 'react';
import { styled } from 'styled-components';
import { useLingui } from '@lingui/react/macro';
import { mergeRefs } from '../Field/merge-refs';
import { useControllableState } from '../hooks/use-controllable-state';
import { TextField, type TextFieldProps } from '../TextField/TextField';
import { vars } from '../theme/css-variables';
import { focusRing } from '../utils/focus-ring';
import { formatMoney } from '../utils/format-money';
import { noTransitionForReducedMotion } from '../utils/reduced-motion';
import {
  amountCents,
  brokenLimit,
  centsText,
  normalisedLength,
  pastedAmountText,
  toCents,
  typedAmountText,
  type AmountRefusal,
  type AmountRule,
  type AmountTextResult,
} from './amount-text';

/** What the field knows about its text beyond the amount, given with every change. */
export interface AmountChangeDetails {
  /** The limit the amount breaks (`min`, `max`, `available`), or null; shown once the player leaves the field. */
  failedRule: AmountRule | null;
}

export interface AmountFieldProps
  extends Omit<
    TextFieldProps,
    'value' | 'defaultValue' | 'onChange' | 'type' | 'prefix' | 'inputMode' | 'className' | 'style' | 'ref'
  > {
  /** The text in the field, when the parent controls it ("1234.5"): ASCII digits and ".". */
  value?: string;
  /** The starting text, when the field keeps its own. */
  defaultValue?: string;
  /**
   * Called with every change: the text as the player typed it, the amount it stands for (two
   * decimals at most, exact; null while there is no digit) and the limit it breaks.
   */
  onChange?: (text: string, amount: number | null, details: AmountChangeDetails) => void;
  /** The brand's currency symbol, before the amount and in the messages. */
  currencySymbol?: string;
  /** The smallest amount allowed ("Minimum P 50.00" below it). */
  min?: number;
  /** The largest amount allowed ("Maximum P 50,000.00" above it). */
  max?: number;
  /** The player's balance: an amount above it is refused, and the "All" chip fills it in. */
  available?: number;
  /** Amounts offered as chips under the field (50, 100, 500, 1000); none by default. */
  quickAmounts?: readonly number[];
  /** The text of the chip that fills in the whole balance; "All" by default. Shown only with `available`. */
  allLabel?: ReactNode;
  /** Names the group of chips for screen readers; "Quick amounts" by default. */
  quickAmountsLabel?: string;
  /**
   * Shows the limit the amount breaks now, without waiting for the player to leave the field (a
   * form sets it when the player submits). `errorMessage` replaces the field's own message.
   */
  isValidationShown?: boolean;
  /** Goes to the field's root element, which holds the field and its chips. */
  className?: string;
  /** Goes to the field's root element. */
  style?: CSSProperties;
  /** The input element. */
  ref?: Ref<HTMLInputElement>;
}

/**
 * A money input: the currency symbol before it, digits of any script typed or pasted and kept as
 * ASCII, two decimals at most, the minimum, maximum and balance checked with the failed rule
 * shown, and chips of ready amounts (and "All" of the balance) under it.
 */
export function AmountField({
  value: valueProp,
  defaultValue = '',
  onChange,
  currencySymbol = 'P',
  min,
  max,
  available,
  quickAmounts = [],
  allLabel,
  quickAmountsLabel,
  isValidationShown = false,
  description,
  errorMessage,
  isDisabled = false,
  isReadOnly = false,
  className,
  style,
  onBlur,
  onPaste,
  ref,
  ...rest
}: AmountFieldProps) {
  const { t, i18n } = useLingui();
  const limits = {
    minCents: min === undefined ? undefined : toCents(min, 'up'),
    maxCents: max === undefined ? undefined : toCents(max, 'down'),
    availableCents: available === undefined ? undefined : toCents(available, 'down'),
  };
  const [text, setText] = useControllableState({
    prop: valueProp,
    defaultProp: defaultValue,
    onChange: (next: string) => {
      const cents = amountCents(next);
      onChange?.(next, cents === null ? null : cents / 100, { failedRule: brokenLimit(cents, limits) });
    },
    name: 'AmountField',
  });
  const [refusal, setRefusal] = useState<AmountRefusal | null>(null);
  const [isTouched, setTouched] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const mergedRef = useMemo(() => mergeRefs(ref, inputRef), [ref]);

  const money = (cents: number) => formatMoney(cents / 100, i18n.locale, currencySymbol);
  const cents = amountCents(text);
  const failedRule = brokenLimit(cents, limits);
  let shownError = errorMessage;
  if (shownError === undefined && refusal) {
    shownError =
      refusal === 'too-many-decimals'
        ? t`At most two decimals`
        : refusal === 'not-a-number'
          ? t`Enter numbers only`
          : t`The amount is too large`;
  } else if (shownError === undefined && failedRule && (isTouched || isValidationShown)) {
    if (failedRule === 'min') {
      const minimum = money(limits.minCents!);
      shownError = t`Minimum ${minimum}`;
    } else if (failedRule === 'max') {
      const maximum = money(limits.maxCents!);
      shownError = t`Maximum ${maximum}`;
    } else {
      const balance = money(limits.availableCents!);
      shownError = t`More than your available balance ${balance}`;
    }
  }

  let rangeDescription: string | undefined;
  if (limits.minCents !== undefined && limits.maxCents !== undefined) {
    const from = money(limits.minCents);
    const to = money(limits.maxCents);
    rangeDescription = t`From ${from} to ${to}`;
  }

  // Shows the text typed or pasted (normalised) or, when it is refused, keeps the previous text
  // and says why; after React puts the text back, the caret goes where the player expects it
  // rather than to the end.
  const apply = (result: AmountTextResult, caret: number) => {
    setRefusal(result.refusal ?? null);
    if (result.text !== undefined) setText(result.text);
    const input = inputRef.current;
    if (!input || input.ownerDocument.activeElement !== input) return;
    queueMicrotask(() => {
      const at = Math.max(0, Math.min(caret, input.value.length));
      input.setSelectionRange(at, at);
    });
  };

  const typeText = (typed: string) => {
    const caret = inputRef.current?.selectionStart ?? typed.length;
    const result = typedAmountText(typed);
    if (result.text !== typed) {
      apply(result, result.refusal ? caret - (typed.length - text.length) : normalisedLength(typed, caret));
    } else {
      setRefusal(null);
      setText(typed);
    }
  };

  // A paste is read as a whole, so that its group separators ("1,234.50") are understood.
  const pasteText = (event: ClipboardEvent<HTMLInputElement>) => {
    onPaste?.(event);
    if (event.defaultPrevented || isReadOnly) return;
    event.preventDefault();
    const start = event.currentTarget.selectionStart ?? text.length;
    const end = event.currentTarget.selectionEnd ?? text.length;
    const pasted = pastedAmountText(event.clipboardData.getData('text/plain'), currencySymbol);
    const result = pasted.refusal ? pasted : typedAmountText(text.slice(0, start) + pasted.text + text.slice(end));
    apply(result, start + (result.refusal ? 0 : pasted.text!.length));
  };

  // One chip per quick amount, then "All": the whole available balance.
  const chips: Array<{ cents: number; label: ReactNode; all?: true }> = quickAmounts.map((amount) => ({
    cents: toCents(amount, 'down'),
    label: i18n.number(amount, { maximumFractionDigits: 2 }),
  }));
  if (limits.availableCents !== undefined) chips.push({ cents: limits.availableCents, label: allLabel ?? t`All`, all: true });

  return (
    <Root className={className} style={style} data-amount-field="">
      <TextField
        autoComplete="transaction-amount"
        {...rest}
        ref={mergedRef}
        type="text"
        inputMode="decimal"
        value={text}
        onChange={typeText}
        onPaste={pasteText}
        onBlur={(event: FocusEvent<HTMLInputElement>) => {
          setTouched(true);
          onBlur?.(event);
        }}
        isDisabled={isDisabled}
        isReadOnly={isReadOnly}
        prefix={currencySymbol}
        description={description === undefined ? rangeDescription : description}
        errorMessage={shownError}
      />
      {chips.length > 0 && (
        <Chips role="group" aria-label={quickAmountsLabel ?? t`Quick amounts`}>
          {chips.map((chip) => (
            <Chip
              key={chip.all ? 'all' : chip.cents}
              type="button"
              aria-pressed={cents === chip.cents}
              disabled={isDisabled || isReadOnly}
              onClick={() => {
                setTouched(true);
                setRefusal(null);
                setText(centsText(Math.max(0, chip.cents)));
              }}
              data-chip={chip.all && 'all'}
            >
              {chip.label}
            </Chip>
          ))}
        </Chips>
      )}
    </Root>
  );
}
AmountField.displayName = 'AmountField';

const Root = /* @__PURE__ */ styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space.sm};
  min-width: 0;
  font-family: ${vars.font.family};
`;

const Chips = /* @__PURE__ */ styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space.sm};
`;

const Chip = /* @__PURE__ */ styled.button`
  min-width: 44px;
  min-height: 44px;
  padding: 0 ${vars.space.lg};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.pill};
  background: ${vars.color.surface};
  color: ${vars.color.text};
  font: inherit;
  font-size: ${vars.font.size.sm};
  font-weight: ${vars.font.weight.medium};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
  cursor: pointer;
  transition:
    background-color ${vars.motion.fast} ease-out,
    border-color ${vars.motion.fast} ease-out;

  &:hover:not(:disabled, [aria-pressed='true']) {
    background: ${vars.color.secondary};
  }
  &[aria-pressed='true'] {
    border-color: ${vars.color.primary};
    background: ${vars.color.primary};
    color: ${vars.color.onPrimary};
    font-weight: ${vars.font.weight.bold};
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.55;
  }
  ${focusRing()}

  ${noTransitionForReducedMotion}
  @media (forced-colors: active) {
    &[aria-pressed='true'] {
      border-width: 3px;
    }
  }
`;
