import type { HTMLAttributes, ReactNode, Ref } from 'react';
import { styled } from 'styled-components';
import { useLingui } from '@lingui/react/macro';
import { useControllableState } from '../hooks/use-controllable-state';
import { vars } from '../theme/css-variables';
import { CloseIcon, ToneIcon, type StatusTone } from './status-icons';
import { StatusBody, StatusIconBox, ToneWord, toneAccent } from './status-parts';
import { focusRing } from '../utils/focus-ring';

export type AlertTone = StatusTone;

export interface AlertProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title' | 'role'> {
  /** The kind of message: its colour, icon, the word screen readers hear first, and its urgency. */
  tone?: AlertTone;
  /** A short heading above the message. */
  title?: ReactNode;
  /** The message. */
  children?: ReactNode;
  /** Shows a "Dismiss" button that hides the alert. */
  isDismissible?: boolean;
  /** Whether the alert shows (controlled). */
  isOpen?: boolean;
  /** Whether the alert shows at first (uncontrolled). */
  defaultOpen?: boolean;
  /** Called when the dismiss button is pressed. */
  onDismiss?: () => void;
  ref?: Ref<HTMLDivElement>;
}

/**
 * An inline message in the flow of a page or form: information, success, a warning or an
 * error. Warnings and errors are announced at once (`role="alert"`); the others politely.
 */
export function Alert({
  tone = 'info',
  title,
  children,
  isDismissible = false,
  isOpen: isOpenProp,
  defaultOpen = true,
  onDismiss,
  ref,
  ...rest
}: AlertProps) {
  const { t } = useLingui();
  const [isOpen, setIsOpen] = useControllableState({
    prop: isOpenProp,
    defaultProp: defaultOpen,
    onChange: (open) => {
      if (!open) onDismiss?.();
    },
    name: 'Alert',
  });
  if (!isOpen) return null;

  const toneWords: Record<AlertTone, string> = {
    info: t`Information`,
    success: t`Success`,
    warning: t`Warning`,
    danger: t`Error`,
  };
  const isUrgent = tone === 'danger' || tone === 'warning';
  return (
    <Root {...rest} ref={ref} role={isUrgent ? 'alert' : 'status'} data-tone={tone}>
      <StatusIconBox aria-hidden="true">
        <ToneIcon tone={tone} />
      </StatusIconBox>
      <StatusBody>
        <ToneWord>{toneWords[tone]}: </ToneWord>
        {title != null && <Title>{title}</Title>}
        {children != null && <Message>{children}</Message>}
      </StatusBody>
      {isDismissible && (
        <DismissButton type="button" aria-label={t`Dismiss`} onClick={() => setIsOpen(false)}>
          <CloseIcon />
        </DismissButton>
      )}
    </Root>
  );
}
Alert.displayName = 'Alert';

const Root = /* @__PURE__ */ styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${vars.space.md};
  padding: ${vars.space.md} ${vars.space.lg};
  border: 1px solid transparent;
  border-inline-start-width: 4px;
  border-radius: ${vars.radius.lg};
  color: ${vars.color.text};
  font-size: ${vars.font.size.sm};
  line-height: ${vars.font.lineHeight};

  border-color: var(--status-accent);

  ${toneAccent}
  &[data-tone='info'] {
    background: ${vars.color.infoSoft};
  }
  &[data-tone='success'] {
    background: ${vars.color.successSoft};
  }
  &[data-tone='warning'] {
    background: ${vars.color.warningSoft};
  }
  &[data-tone='danger'] {
    background: ${vars.color.dangerSoft};
  }

  @media (forced-colors: active) {
    border-color: CanvasText;
  }
`;

const Title = /* @__PURE__ */ styled.p`
  margin: 0;
  font-weight: ${vars.font.weight.bold};
  font-size: ${vars.font.size.md};
`;

const Message = /* @__PURE__ */ styled.div`
  margin: 0;

  ${Title} + & {
    margin-top: ${vars.space.xxs};
  }
`;

const DismissButton = /* @__PURE__ */ styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: 32px;
  height: 32px;
  margin: -6px -8px -6px 0;
  padding: 0;
  border: 0;
  border-radius: ${vars.radius.sm};
  background: transparent;
  color: ${vars.color.text};
  cursor: pointer;

  &:hover {
    background: color-mix(in srgb, currentColor 10%, transparent);
  }
  ${focusRing('1px')}
`;
