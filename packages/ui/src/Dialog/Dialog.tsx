import { useCallback, useId, useRef, useState, type ComponentType, type KeyboardEvent, type ReactNode } from 'react';
import { styled } from 'styled-components';
import { useLingui } from '@lingui/react/macro';
import { vars } from '../theme/css-variables';
import { Button } from '../Button/Button';
import { Modal, useModalContext, type ModalProps } from '../Modal/Modal';
import { settle } from '../Modal/settle';

/** The spec's dialog width. */
export const DIALOG_WIDTH = 400;

export interface DialogButtonActions {
  /** Sets the value the dialog closes with (what `dialogs.open` resolves to). */
  resolve: (value?: unknown) => void;
}

export interface DialogButton {
  /** The button's label. */
  title: ReactNode;
  /**
   * Runs on press. The dialog then closes, unless the handler returns `false` (or a promise of
   * `false`); while a returned promise is pending the button shows that it is busy.
   */
  handler?: (actions: DialogButtonActions) => unknown;
  /** The button Enter presses; with a single button, that one. */
  isDefault?: boolean;
  className?: string;
}

export interface DialogProps<P extends object = Record<string, never>> extends Omit<ModalProps, 'children' | 'title'> {
  /** The dialog's heading; it also names the dialog. */
  title?: ReactNode;
  /** The message; it also describes the dialog. */
  text?: ReactNode;
  /** A component rendered under the text, with `componentProps`. */
  component?: ComponentType<P>;
  /** The props of `component`. */
  componentProps?: P;
  /** The buttons, left to right; a single "Close" button when omitted. */
  buttons?: DialogButton[];
  /** Called when the dialog has closed, with the value a button resolved (undefined when dismissed). */
  onClose?: (result: unknown) => void;
}

/** Keys pressed in these keep their own meaning of Enter. */
const OWN_ENTER = 'button, a[href], textarea, select, [contenteditable], [role="combobox"], [role="listbox"], [role="option"]';

/**
 * A short message with buttons, built on `Modal`: 400 px wide, a single "Close" button by
 * default. Enter presses the default (or only) button; Escape closes it when dismissable.
 */
export function Dialog<P extends object = Record<string, never>>({
  text,
  component: Component,
  componentProps,
  buttons,
  onClose,
  onClosed,
  onKeyDown,
  width = DIALOG_WIDTH,
  minHeight = 0,
  hasCloseButton = false,
  initialFocusRef,
  ref,
  ...modalProps
}: DialogProps<P>) {
  const { t } = useLingui();
  const textId = useId();
  const panelRef = useRef<HTMLDivElement | null>(null);
  const result = useRef<unknown>(undefined);
  const setPanel = useCallback(
    (node: HTMLDivElement | null) => {
      panelRef.current = node;
      if (typeof ref === 'function') ref(node);
      else if (ref) ref.current = node;
    },
    [ref],
  );

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    onKeyDown?.(event);
    const target = event.target as HTMLElement;
    const panel = panelRef.current;
    if (event.key !== 'Enter' || event.defaultPrevented || event.nativeEvent.isComposing) return;
    // Not from a portalled popover, nor from a control that uses Enter itself.
    if (!panel?.contains(target) || target.closest(OWN_ENTER)) return;
    const button = panel.querySelector<HTMLButtonElement>('[data-dialog-default]');
    if (button) {
      event.preventDefault();
      button.click();
    }
  };

  return (
    <Modal
      aria-describedby={text != null ? textId : undefined}
      {...modalProps}
      ref={setPanel}
      width={width}
      minHeight={minHeight}
      hasCloseButton={hasCloseButton}
      // A plain message is read from the dialog itself; a form starts at its first field.
      initialFocusRef={initialFocusRef ?? (Component ? undefined : panelRef)}
      onKeyDown={handleKeyDown}
      onClosed={() => {
        const value = result.current;
        result.current = undefined;
        onClosed?.();
        onClose?.(value);
      }}
    >
      {text != null && <Text id={textId}>{text}</Text>}
      {Component && <Component {...(componentProps as P)} />}
      <DialogButtons
        buttons={buttons ?? [{ title: t`Close`, isDefault: true }]}
        onResult={(value) => {
          result.current = value;
        }}
      />
    </Modal>
  );
}
Dialog.displayName = 'Dialog';

function DialogButtons({ buttons, onResult }: { buttons: DialogButton[]; onResult: (value: unknown) => void }) {
  const modal = useModalContext();
  const [pending, setPending] = useState(-1);
  const defaultIndex = buttons.length === 1 ? 0 : buttons.findIndex((button) => button.isDefault);

  const press = (button: DialogButton, index: number) => {
    let value: unknown;
    // `resolve` returns nothing, so `({ resolve }) => resolve(false)` closes with false.
    const outcome = button.handler?.({
      resolve: (resolved) => {
        value = resolved;
      },
    });
    const isAsync = !!outcome && typeof (outcome as PromiseLike<unknown>).then === 'function';
    if (isAsync) setPending(index);
    settle(outcome, (kept) => {
      if (isAsync) setPending(-1);
      if (kept !== false) modal?.close(() => onResult(value));
    });
  };

  return (
    <Footer>
      {buttons.map((button, index) => (
        <Button
          key={index}
          className={button.className}
          variant={index === defaultIndex ? 'primary' : 'secondary'}
          isLoading={pending === index}
          data-dialog-default={index === defaultIndex || undefined}
          onClick={() => press(button, index)}
        >
          {button.title}
        </Button>
      ))}
    </Footer>
  );
}

const Text = /* @__PURE__ */ styled.p`
  margin: 0;
  color: ${vars.color.text};
  overflow-wrap: anywhere;
`;

const Footer = /* @__PURE__ */ styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${vars.space.sm};
  margin-top: auto;
  padding-top: ${vars.space.sm};
`;
