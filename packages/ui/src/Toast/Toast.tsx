import {
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type FocusEvent,
  type HTMLAttributes,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { keyframes, styled } from 'styled-components';
import { useLingui } from '@lingui/react/macro';
import { vars } from '../theme/css-variables';
import { CloseIcon, ToneIcon } from '../Alert/status-icons';
import { StatusBody, StatusIconBox, ToneWord, toneAccent } from '../Alert/status-parts';
import { createPausableTimer, type PausableTimer } from './pausable-timer';
import { toast as defaultStore, type ToastRecord, type ToastStore, type ToastTone } from './toast-store';
import { LIVE_ATTRIBUTE } from '../hooks/use-inert-outside';
import { focusRing } from '../utils/focus-ring';
import { unstyledList } from '../utils/unstyled-list';

export interface ToasterProps extends HTMLAttributes<HTMLElement> {
  /** Where the toasts come from: the shared `toast` by default. */
  store?: ToastStore;
  /** How many toasts show at once; the rest wait their turn (the newest last). */
  max?: number;
  /** Names the region, for screen readers' landmark lists. Defaults to "Notifications". */
  label?: string;
  ref?: Ref<HTMLElement>;
}

/**
 * The place toasts appear: at the bottom on phones, top right on wider screens, above every
 * other layer. Render one, once, near the root of the app. Toasts are announced politely,
 * go by themselves after their time (not while the pointer is over them or focus is in them),
 * and have a dismiss button; Escape dismisses the focused one.
 */
export function Toaster({ store = defaultStore, max = 3, label, ref, ...rest }: ToasterProps) {
  const { t } = useLingui();
  const toasts = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  const visible = toasts.slice(0, Math.max(1, max));
  const [isHovered, setIsHovered] = useState(false);
  const [hasFocus, setHasFocus] = useState(false);

  const onBlur = (event: FocusEvent<HTMLOListElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setHasFocus(false);
  };

  /** Dismisses from inside a toast; focus moves to a neighbour instead of being lost. */
  const dismissFromInside = (id: string, item: HTMLElement) => {
    const neighbour = (item.nextElementSibling ?? item.previousElementSibling) as HTMLElement | null;
    store.dismiss(id);
    neighbour?.querySelector<HTMLButtonElement>('button[data-dismiss]')?.focus();
  };

  // Once the last toast is gone nothing is hovered or focused (removal fires no leave or blur).
  const isEmpty = visible.length === 0;
  const [wasEmpty, setWasEmpty] = useState(isEmpty);
  if (wasEmpty !== isEmpty) {
    setWasEmpty(isEmpty);
    if (isEmpty) {
      setIsHovered(false);
      setHasFocus(false);
    }
  }

  return (
    // data-pf-live keeps toasts announced and clickable while a modal makes the page inert.
    <Region {...rest} ref={ref} aria-label={label ?? t`Notifications`} {...{ [LIVE_ATTRIBUTE]: '' }}>
      <List
        aria-live="polite"
        onPointerEnter={() => setIsHovered(true)}
        onPointerLeave={() => setIsHovered(false)}
        onFocus={() => setHasFocus(true)}
        onBlur={onBlur}
      >
        {visible.map((record) => (
          <ToastItem
            key={record.id}
            record={record}
            isPaused={isHovered || hasFocus}
            onExpire={() => store.dismiss(record.id)}
            onDismiss={(item) => dismissFromInside(record.id, item)}
          />
        ))}
      </List>
    </Region>
  );
}
Toaster.displayName = 'Toaster';

interface ToastItemProps {
  record: ToastRecord;
  isPaused: boolean;
  onExpire: () => void;
  onDismiss: (item: HTMLElement) => void;
}

function ToastItem({ record, isPaused, onExpire, onDismiss }: ToastItemProps) {
  const timer = useRef<PausableTimer | null>(null);
  const expire = useRef(onExpire);
  useEffect(() => {
    expire.current = onExpire;
  });

  const { id, durationMs } = record;
  useEffect(() => {
    const created = createPausableTimer(durationMs, () => expire.current());
    timer.current = created;
    return () => created.cancel();
  }, [id, durationMs]);

  useEffect(() => {
    if (isPaused) timer.current?.pause();
    else timer.current?.resume();
  }, [isPaused, id, durationMs]);

  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    onDismiss(event.currentTarget);
  };

  return (
    <Item onKeyDown={onKeyDown} data-paused={isPaused || undefined}>
      <ToastView
        tone={record.tone}
        title={record.title}
        description={record.description}
        onDismiss={(event) => onDismiss(event.currentTarget.closest('li')!)}
      />
    </Item>
  );
}

export interface ToastViewProps {
  tone: ToastTone;
  title?: ReactNode;
  description?: ReactNode;
  onDismiss?: (event: MouseEvent<HTMLButtonElement>) => void;
}

/** How one toast looks: tone icon and word, title, description, dismiss button. */
export function ToastView({ tone, title, description, onDismiss }: ToastViewProps) {
  const { t } = useLingui();
  const toneWords: Record<ToastTone, string> = {
    info: t`Information`,
    success: t`Success`,
    warning: t`Warning`,
    danger: t`Error`,
  };
  return (
    <Card data-tone={tone}>
      <StatusIconBox aria-hidden="true">
        <ToneIcon tone={tone} />
      </StatusIconBox>
      <StatusBody>
        <ToneWord>{toneWords[tone]}: </ToneWord>
        {title != null && <Title>{title}</Title>}
        {description != null && <Description>{description}</Description>}
      </StatusBody>
      <DismissButton type="button" data-dismiss="" aria-label={t`Dismiss`} onClick={onDismiss}>
        <CloseIcon />
      </DismissButton>
    </Card>
  );
}
ToastView.displayName = 'ToastView';

const slideIn = /* @__PURE__ */ keyframes`
  from { opacity: 0; transform: translateY(8px); }
  to { opacity: 1; transform: none; }
`;

const Region = /* @__PURE__ */ styled.section`
  position: fixed;
  z-index: ${vars.zIndex.toast};
  left: ${vars.space.lg};
  right: ${vars.space.lg};
  bottom: calc(${vars.space.lg} + env(safe-area-inset-bottom, 0px));
  pointer-events: none;

  @media (min-width: 768px) {
    top: ${vars.space.lg};
    bottom: auto;
    left: auto;
    width: 360px;
  }
`;

const List = /* @__PURE__ */ styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${vars.space.sm};
  ${unstyledList}
`;

const Item = /* @__PURE__ */ styled.li`
  pointer-events: auto;
  animation: ${slideIn} ${vars.motion.normal} ${vars.motion.easing};

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

const Card = /* @__PURE__ */ styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${vars.space.md};
  padding: ${vars.space.md} ${vars.space.md} ${vars.space.md} ${vars.space.lg};
  border: 1px solid ${vars.color.borderSubtle};
  border-inline-start: 4px solid var(--status-accent);
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surfaceRaised};
  color: ${vars.color.text};
  box-shadow: ${vars.shadow.lg};
  font-size: ${vars.font.size.sm};
  line-height: ${vars.font.lineHeight};

  ${toneAccent}

  @media (forced-colors: active) {
    border-color: CanvasText;
  }
`;

const Title = /* @__PURE__ */ styled.p`
  margin: 0;
  font-weight: ${vars.font.weight.bold};
`;

const Description = /* @__PURE__ */ styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
`;

const DismissButton = /* @__PURE__ */ styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: 32px;
  height: 32px;
  margin: -4px -4px -4px 0;
  padding: 0;
  border: 0;
  border-radius: ${vars.radius.sm};
  background: transparent;
  color: ${vars.color.text};
  cursor: pointer;

  &:hover {
    background: ${vars.color.secondary};
  }
  ${focusRing('1px')}
`;
