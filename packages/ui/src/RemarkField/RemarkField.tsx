import { useEffect, useId, useRef, useState, type CSSProperties, type Ref, type TextareaHTMLAttributes } from 'react';
import { styled } from 'styled-components';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Field, useField, type LabelledFieldProps } from '../Field/Field';
import { useControllableState } from '../hooks/use-controllable-state';
import { vars } from '../theme/css-variables';
import { visuallyHidden } from '../utils/visually-hidden';
import { textLength } from '../validation/server-rule';

/** The spec's limit on a remark (activity application, withdrawal not received) and on feedback. */
export const MAX_REMARK_LENGTH = 140;

/** How long typing must pause before the characters left are announced. */
const ANNOUNCE_DELAY_MS = 1000;

/** What the field knows about its text, given with every change. */
export interface RemarkChangeDetails {
  /** The text's length in characters (code points: a Chinese character or an emoji is one). */
  length: number;
  /** Over `maxLength`: the form should not send it. */
  isTooLong: boolean;
}

export interface RemarkFieldProps
  extends Omit<
      TextareaHTMLAttributes<HTMLTextAreaElement>,
      'value' | 'defaultValue' | 'onChange' | 'disabled' | 'readOnly' | 'required' | 'maxLength' | 'children'
    >,
    LabelledFieldProps {
  isReadOnly?: boolean;
  /** The text, when the parent controls it. */
  value?: string;
  /** The starting text, when the field keeps its own. */
  defaultValue?: string;
  /** Called with the new text, its length in characters and whether it is over the limit. */
  onChange?: (value: string, details: RemarkChangeDetails) => void;
  /**
   * The most characters allowed; 140 by default (spec, section 5). Text beyond it is kept, so a
   * long paste can be cut down, and flagged: the count and the rule show in the error colour.
   */
  maxLength?: number;
  /** Goes to the field's root element; the other HTML attributes go to the textarea. */
  className?: string;
  /** Goes to the field's root element. */
  style?: CSSProperties;
  /** The textarea element. */
  ref?: Ref<HTMLTextAreaElement>;
}

/**
 * A labelled remark of a few lines with a live character count ("23/140"), counted in characters
 * as the gateway counts them, and the limit's rule shown as soon as the text is over it.
 */
export function RemarkField({
  label,
  description,
  errorMessage,
  isInvalid,
  isRequired = false,
  isDisabled = false,
  isReadOnly = false,
  value: valueProp,
  defaultValue = '',
  onChange,
  maxLength = MAX_REMARK_LENGTH,
  id,
  className,
  style,
  rows = 4,
  'aria-describedby': describedBy,
  ref,
  ...rest
}: RemarkFieldProps) {
  const { t } = useLingui();
  const [value, setValue] = useControllableState({
    prop: valueProp,
    defaultProp: defaultValue,
    onChange: (next: string) => {
      const length = textLength(next);
      onChange?.(next, { length, isTooLong: length > maxLength });
    },
    name: 'RemarkField',
  });
  const countId = useId();
  const length = textLength(value);
  const isTooLong = length > maxLength;
  const shownError =
    errorMessage ?? (isTooLong ? t`${plural(maxLength, { one: 'At most # character', other: 'At most # characters' })}` : undefined);
  const field = useField({
    id,
    description,
    errorMessage: shownError,
    isInvalid,
    isRequired,
    isDisabled,
    isReadOnly,
    'aria-describedby': [countId, describedBy].filter(Boolean).join(' '),
  });

  // The count is read with the field; what is left is announced once typing pauses, not at every key.
  const [announcement, setAnnouncement] = useState('');
  const announceTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(announceTimer.current), []);
  const change = (next: string) => {
    setValue(next);
    clearTimeout(announceTimer.current);
    const left = maxLength - textLength(next);
    const over = -left;
    announceTimer.current = setTimeout(() => {
      setAnnouncement(
        left >= 0
          ? t`${plural(left, { one: '# character left', other: '# characters left' })}`
          : t`${plural(over, { one: '# character too many', other: '# characters too many' })}`,
      );
    }, ANNOUNCE_DELAY_MS);
  };

  return (
    <Field
      field={field}
      label={label}
      description={description}
      errorMessage={shownError}
      className={className}
      style={style}
      data-field="remark"
    >
      <Field.Control {...field.rootProps}>
        <TextArea
          {...rest}
          {...field.controlProps}
          ref={ref}
          rows={rows}
          value={value}
          onChange={(event) => change(event.target.value)}
          disabled={isDisabled}
          readOnly={isReadOnly}
        />
      </Field.Control>
      <Count id={countId} data-over={isTooLong || undefined}>
        <span aria-hidden="true">
          {length}/{maxLength}
        </span>
        <Hidden>{t`${length} of ${maxLength} characters`}</Hidden>
      </Count>
      <Hidden role="status">{announcement}</Hidden>
    </Field>
  );
}
RemarkField.displayName = 'RemarkField';

const TextArea = /* @__PURE__ */ styled.textarea`
  flex: 1 1 auto;
  min-width: 0;
  width: 100%;
  margin: 0;
  padding: ${vars.space.sm} ${vars.space.md};
  border: 0;
  border-radius: inherit;
  background: transparent;
  color: inherit;
  font: inherit;
  font-size: ${vars.font.size.md};
  line-height: 1.5;
  outline: none;
  resize: vertical;

  &::placeholder {
    color: ${vars.color.textMuted};
    opacity: 1;
  }
  &:disabled {
    cursor: not-allowed;
  }
`;

const Count = /* @__PURE__ */ styled.div`
  position: relative;
  align-self: flex-end;
  font-size: ${vars.font.size.sm};
  font-variant-numeric: tabular-nums;
  color: ${vars.color.textMuted};

  &[data-over] {
    color: ${vars.color.danger};
    font-weight: ${vars.font.weight.bold};
  }
`;

const Hidden = /* @__PURE__ */ styled.span`
  ${visuallyHidden}
`;
