import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useEffectEvent,
  useId,
  useImperativeHandle,
  useLayoutEffect,
  useRef,
  useState,
  type ButtonHTMLAttributes,
  type CSSProperties,
  type HTMLAttributes,
  type ReactNode,
  type Ref,
  type RefObject,
} from 'react';
import { styled } from 'styled-components';
import { useLingui } from '@lingui/react/macro';
import { vars } from '../theme/css-variables';
import { useControllableState } from '../hooks/use-controllable-state';
import { useFocusTrap } from '../hooks/use-focus-trap';
import { useInertOutside } from '../hooks/use-inert-outside';
import { openLayerCount, useLayerStack } from '../hooks/use-layer-stack';
import { usePresence, type PresenceState } from '../hooks/use-presence';
import { useScrollLock } from '../hooks/use-scroll-lock';
import { Portal } from '../Portal/Portal';
import { settle, type MaybePromise } from './settle';
import { focusRing } from '../utils/focus-ring';

/** A before-open or before-close handler: return `false` (or a promise of `false`) to cancel. */
export type ModalGuard = () => MaybePromise<boolean | void>;

/** The spec's generic modal: 600 by 300, its panel fading in 100 ms after the backdrop. */
export const MODAL_WIDTH = 600;
export const MODAL_MIN_HEIGHT = 300;

export interface ModalProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** Whether the modal is open (controlled). */
  isOpen?: boolean;
  /** Whether the modal starts open (uncontrolled). */
  defaultOpen?: boolean;
  /** Called when the modal asks to open or close, after the before-* handlers allowed it. */
  onOpenChange?: (isOpen: boolean) => void;
  /** A heading for the modal; it also names the dialog. Or render `Modal.Title` yourself. */
  title?: ReactNode;
  /** Shows the close control in the corner. */
  hasCloseButton?: boolean;
  /**
   * Whether Escape closes the modal (the spec's "click-to-close"). A press on the backdrop never
   * closes it.
   */
  isDismissable?: boolean;
  /** Runs before the modal opens; return `false` (or a promise of it) to keep it closed. */
  onBeforeOpen?: ModalGuard;
  /** Called when the modal has opened and its transition has ended. */
  onOpened?: () => void;
  /** Runs before the modal closes; return `false` (or a promise of it) to keep it open. */
  onBeforeClose?: ModalGuard;
  /** Called when the modal has closed and left the page. */
  onClosed?: () => void;
  /** The panel's width (it never overflows a phone's screen): 600 px by default. */
  width?: number | string;
  /** The panel's minimum height: 300 px by default. */
  minHeight?: number | string;
  /** What to focus on open; by default the first focusable element, else the panel. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Where the modal's layer is put; `document.body` when omitted. */
  container?: Element | null;
  /** The panel element (`role="dialog"`). */
  ref?: Ref<HTMLDivElement>;
}

interface ModalContextValue {
  titleId: string;
  registerTitle: () => () => void;
  /** Asks to close: runs `onBeforeClose`, then `then` and the close when it allowed. */
  close: (then?: () => void) => void;
}

const ModalContext = /* @__PURE__ */ createContext<ModalContextValue | null>(null);

/** The open modal around a component, for parts that close it (`Modal.Close`, dialog buttons). */
export function useModalContext(): ModalContextValue | null {
  return useContext(ModalContext);
}

const size = (value: number | string) => (typeof value === 'number' ? `${value}px` : value);

/**
 * A window over the page: the page behind is fixed and inert, focus is held inside and returns
 * to the trigger on close, Escape closes the top one (when dismissable), a press on the backdrop
 * does not. Rendered in a `Portal`, with a fade.
 */
export function Modal({
  isOpen,
  defaultOpen = false,
  onOpenChange,
  onBeforeOpen,
  onOpened,
  onBeforeClose,
  onClosed,
  container,
  ...layerProps
}: ModalProps) {
  const [isRequested, setRequested] = useControllableState({
    prop: isOpen,
    defaultProp: defaultOpen,
    onChange: onOpenChange,
    name: 'Modal',
  });
  // What is shown follows what is requested once the before-* handler allowed it.
  const [isShown, setShown] = useState(false);
  const approved = useRef<boolean | null>(null);
  const guard = useEffectEvent((opening: boolean) => (opening ? onBeforeOpen : onBeforeClose)?.());

  useEffect(() => {
    if (isRequested === isShown) return;
    let isCurrent = true;
    const isApproved = approved.current === isRequested;
    approved.current = null;
    settle(isApproved || guard(isRequested), (allowed) => {
      if (!isCurrent) return;
      if (allowed === false) setRequested(isShown);
      else setShown(isRequested);
    });
    return () => {
      isCurrent = false;
    };
  }, [isRequested, isShown, setRequested]);

  const close = (then?: () => void) =>
    settle(onBeforeClose?.(), (allowed) => {
      if (allowed === false) return;
      then?.();
      approved.current = false;
      setRequested(false);
    });

  const presence = usePresence(isShown, { onEntered: onOpened, onExited: onClosed });
  if (!presence.isPresent) return null;
  return (
    <Portal container={container}>
      <ModalLayer
        {...layerProps}
        isContained={container != null}
        isActive={isShown}
        state={presence.state}
        presenceRef={presence.ref}
        close={close}
      />
    </Portal>
  );
}
Modal.displayName = 'Modal';

type ModalLayerProps = Omit<
  ModalProps,
  'isOpen' | 'defaultOpen' | 'onOpenChange' | 'onBeforeOpen' | 'onOpened' | 'onBeforeClose' | 'onClosed' | 'container'
> & {
  isContained: boolean;
  isActive: boolean;
  state: PresenceState;
  presenceRef: (node: HTMLElement | null) => void;
  close: ModalContextValue['close'];
};

function ModalLayer({
  isContained,
  isActive,
  state,
  presenceRef,
  close,
  title,
  hasCloseButton = true,
  isDismissable = true,
  width = MODAL_WIDTH,
  minHeight = MODAL_MIN_HEIGHT,
  initialFocusRef,
  style,
  children,
  ref,
  ...panelProps
}: ModalLayerProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  useImperativeHandle(ref, () => panelRef.current as HTMLDivElement, []);
  const titleId = useId();
  const [titles, setTitles] = useState(0);
  // Each modal opened over others stacks above them.
  const [depth] = useState(openLayerCount);

  // The order matters on close: the page is live again before focus returns to the trigger.
  useScrollLock(true);
  useLayerStack({ isActive, ref: panelRef, onEscape: () => isDismissable && close() });
  useInertOutside(panelRef, isActive);
  useFocusTrap(panelRef, { isActive, initialFocusRef });

  const { 'aria-label': label, 'aria-labelledby': labelledBy } = panelProps;
  useEffect(() => {
    if (process.env.NODE_ENV !== 'production' && !label && !labelledBy && !document.getElementById(titleId)) {
      console.warn('Modal needs an accessible name: give it a `title`, a `Modal.Title` or an `aria-label`.');
    }
  }, [label, labelledBy, titleId]);

  const registerTitle = useCallback(() => {
    setTitles((count) => count + 1);
    return () => setTitles((count) => count - 1);
  }, []);
  const context = { titleId, registerTitle, close };

  return (
    <ModalContext value={context}>
      <Root
        ref={presenceRef}
        data-state={state}
        data-contained={isContained || undefined}
        style={{ '--pf-modal-depth': depth } as CSSProperties}
      >
        <Panel
          role="dialog"
          aria-modal="true"
          aria-labelledby={labelledBy ?? (titles > 0 ? titleId : undefined)}
          tabIndex={-1}
          {...panelProps}
          ref={panelRef}
          data-state={state}
          style={{ '--pf-modal-width': size(width), '--pf-modal-min-height': size(minHeight), ...style } as CSSProperties}
        >
          {(title != null || hasCloseButton) && (
            <Header>
              {title != null && <ModalTitle>{title}</ModalTitle>}
              {hasCloseButton && <ModalClose />}
            </Header>
          )}
          {children}
        </Panel>
      </Root>
    </ModalContext>
  );
}

export interface ModalTitleProps extends HTMLAttributes<HTMLHeadingElement> {
  ref?: Ref<HTMLHeadingElement>;
}

/** The modal's heading; the modal takes its accessible name from it. */
function ModalTitle({ ref, ...props }: ModalTitleProps) {
  const context = useContext(ModalContext);
  const register = context?.registerTitle;
  useLayoutEffect(() => register?.(), [register]);
  return <Title {...props} ref={ref} id={context?.titleId ?? props.id} />;
}
ModalTitle.displayName = 'Modal.Title';

export interface ModalCloseProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  ref?: Ref<HTMLButtonElement>;
}

/** Closes the modal (through `onBeforeClose`). Shows a cross labelled "Close" unless given children. */
function ModalClose({ ref, children, onClick, ...props }: ModalCloseProps) {
  const { t } = useLingui();
  const context = useContext(ModalContext);
  return (
    <CloseButton
      type="button"
      aria-label={children ? undefined : t`Close`}
      {...props}
      ref={ref}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) context?.close();
      }}
    >
      {children ?? (
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      )}
    </CloseButton>
  );
}
ModalClose.displayName = 'Modal.Close';

Modal.Title = ModalTitle;
Modal.Close = ModalClose;

/** The spec's delay between the backdrop and the panel. */
const DELAY = '100ms';

const Root = /* @__PURE__ */ styled.div`
  position: fixed;
  inset: 0;
  /* Over the page's reserved scrollbar gutter too, unless placed in a container. */
  &:not([data-contained]) {
    right: auto;
    width: 100vw;
  }
  z-index: calc(${vars.zIndex.modal} + var(--pf-modal-depth, 0));
  display: flex;
  overflow-y: auto;
  overscroll-behavior: contain;
  padding: ${vars.space.lg};
  background: ${vars.color.overlay};
  opacity: 0;
  /* Closing: the panel fades first, the backdrop after the delay. */
  transition: opacity ${vars.motion.normal} ${vars.motion.easing} ${DELAY};

  &[data-state='open'] {
    opacity: 1;
    transition-delay: 0ms;
  }

  @media (prefers-reduced-motion: reduce) {
    &,
    & > * {
      transition: none !important;
    }
  }
`;

const Panel = /* @__PURE__ */ styled.div`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${vars.space.md};
  box-sizing: border-box;
  width: 100%;
  max-width: var(--pf-modal-width);
  min-height: var(--pf-modal-min-height);
  margin: auto;
  padding: ${vars.space.xl};
  border: 1px solid ${vars.color.borderSubtle};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface};
  color: ${vars.color.text};
  box-shadow: ${vars.shadow.lg};
  opacity: 0;
  transition: opacity ${vars.motion.normal} ${vars.motion.easing};

  /* Opening: the panel fades in after the backdrop's delay. */
  &[data-state='open'] {
    opacity: 1;
    transition-delay: ${DELAY};
  }
  &:focus {
    outline: none;
  }
`;

const Header = /* @__PURE__ */ styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${vars.space.md};
`;

const Title = /* @__PURE__ */ styled.h2`
  flex: 1;
  margin: 0;
  font-size: ${vars.font.size.lg};
  font-weight: ${vars.font.weight.bold};
  line-height: 1.3;
`;

const CloseButton = /* @__PURE__ */ styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 40px;
  min-height: 40px;
  margin: calc(-1 * ${vars.space.sm}) calc(-1 * ${vars.space.sm}) 0 auto;
  padding: 0 ${vars.space.sm};
  border: 0;
  border-radius: ${vars.radius.md};
  background: transparent;
  color: ${vars.color.text};
  font: inherit;
  cursor: pointer;

  &:hover {
    background: ${vars.color.secondary};
  }
  ${focusRing()}
`;
