import { useId, useRef, type HTMLAttributes, type Ref } from 'react';
import { styled } from 'styled-components';
import { useLingui } from '@lingui/react/macro';
import { Button } from '../Button/Button';
import { useControllableState } from '../hooks/use-controllable-state';
import { IconButton } from '../IconButton/IconButton';
import { Image } from '../Image/Image';
import type { Banner } from '../lobby/types';
import { Modal } from '../Modal/Modal';
import { vars } from '../theme/css-variables';
import { giftBanners } from './gift-banners';
import { focusRing } from '../utils/focus-ring';

export interface ActivityGiftProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /**
   * The site's banners; the widget takes the first of the groups w_topup_1 (the floating icon),
   * w_topup_2 (the picture shown when expanded) and w_topup_3 (the modal's picture). Nothing
   * renders without a w_topup_1 banner.
   */
  banners: Banner[];
  /**
   * Called when the player presses Deposit in the modal, after the modal has been asked to
   * close. The app sends a logged-in player to the member centre's messages, others to login.
   */
  onDeposit?: () => void;
  /** Whether the widget is expanded, when the parent controls it. */
  isExpanded?: boolean;
  /** Whether the widget starts expanded, when it keeps its own state. Collapsed by default. */
  defaultExpanded?: boolean;
  /** Called when the widget expands or collapses. */
  onExpandedChange?: (isExpanded: boolean) => void;
  /** Whether the gift modal is open, when the parent controls it (the app opens it on a first visit). */
  isModalOpen?: boolean;
  /** Whether the gift modal starts open, when the widget keeps its own state. */
  defaultModalOpen?: boolean;
  /** Called when the gift modal opens or closes. */
  onModalOpenChange?: (isOpen: boolean) => void;
  ref?: Ref<HTMLDivElement>;
}

/**
 * The floating activity gift (spec §2 Activity gift widget): an icon at the bottom right that
 * expands to an offer picture and a More button. More (or the picture) collapses it and opens
 * the gift modal with the offer's picture and a Deposit button, which closes the modal and calls
 * `onDeposit`. The close icon collapses it. The app also opens the modal on a first visit.
 */
export function ActivityGift({
  banners,
  onDeposit,
  isExpanded: isExpandedProp,
  defaultExpanded = false,
  onExpandedChange,
  isModalOpen: isModalOpenProp,
  defaultModalOpen = false,
  onModalOpenChange,
  ref,
  ...rest
}: ActivityGiftProps) {
  const { t } = useLingui();
  const panelId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const [isExpanded, setExpanded] = useControllableState({
    prop: isExpandedProp,
    defaultProp: defaultExpanded,
    onChange: onExpandedChange,
    name: 'ActivityGift',
  });
  const [isModalOpen, setModalOpen] = useControllableState({
    prop: isModalOpenProp,
    defaultProp: defaultModalOpen,
    onChange: onModalOpenChange,
    name: 'ActivityGift (modal)',
  });

  const { icon, button, content } = giftBanners(banners);
  if (!icon) return null;

  // The pressed control leaves with the panel: focus goes back to the icon first, so the
  // modal also returns it there when it closes.
  const collapse = () => {
    toggleRef.current?.focus();
    setExpanded(false);
  };
  const openModal = () => {
    collapse();
    setModalOpen(true);
  };
  const deposit = () => {
    setModalOpen(false);
    onDeposit?.();
  };

  const offerName = button?.title || t`Special offer`;

  return (
    <Root {...rest} ref={ref} data-state={isExpanded ? 'expanded' : 'collapsed'}>
      <Toggle
        ref={toggleRef}
        type="button"
        aria-label={icon.title || t`Special offer`}
        aria-expanded={isExpanded}
        aria-controls={isExpanded ? panelId : undefined}
        onClick={() => setExpanded(!isExpanded)}
      >
        <Image src={icon.url} alt="" width={64} height={64} fit="contain" loading="eager" />
      </Toggle>
      {isExpanded && (
        <Panel id={panelId}>
          <CloseButton label={t`Close`} size="sm" variant="secondary" onClick={collapse}>
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M6 6l12 12M18 6L6 18" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </CloseButton>
          {button && (
            <OfferButton type="button" aria-label={offerName} onClick={openModal}>
              <Image src={button.url} alt="" width={200} height={80} fit="contain" loading="eager" />
            </OfferButton>
          )}
          <Button size="sm" onClick={openModal}>
            {t`More`}
          </Button>
        </Panel>
      )}
      <Modal isOpen={isModalOpen} onOpenChange={setModalOpen} title={content?.title || t`Special offer`} width={440}>
        {content && (
          // The modal's heading names the offer: the picture beside it is decorative.
          <Image src={content.url} alt="" width="100%" aspectRatio="3 / 4" fit="contain" loading="eager" />
        )}
        <Button isFullWidth onClick={deposit}>
          {t`Deposit`}
        </Button>
      </Modal>
    </Root>
  );
}
ActivityGift.displayName = 'ActivityGift';

/** Fixed at the bottom right, above the page and below modals; the panel opens above the icon. */
const Root = /* @__PURE__ */ styled.div`
  position: fixed;
  right: ${vars.space.lg};
  bottom: ${vars.space.lg};
  z-index: ${vars.zIndex.sticky};
  display: flex;
  flex-direction: column-reverse;
  align-items: flex-end;
  gap: ${vars.space.sm};
`;

const Toggle = /* @__PURE__ */ styled.button`
  display: block;
  width: 64px;
  height: 64px;
  padding: 0;
  border: 0;
  border-radius: ${vars.radius.pill};
  overflow: hidden;
  background: none;
  box-shadow: ${vars.shadow.md};
  cursor: pointer;

  ${focusRing()}
`;

const Panel = /* @__PURE__ */ styled.div`
  position: relative;
  display: flex;
  flex-direction: column;
  align-items: stretch;
  gap: ${vars.space.sm};
  padding: ${vars.space.md};
  padding-top: ${vars.space.xxl};
  border: 1px solid ${vars.color.borderSubtle};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surfaceRaised};
  color: ${vars.color.text};
  box-shadow: ${vars.shadow.lg};
`;

const CloseButton = /* @__PURE__ */ styled(IconButton)`
  position: absolute;
  top: ${vars.space.xs};
  right: ${vars.space.xs};
`;

const OfferButton = /* @__PURE__ */ styled.button`
  display: block;
  padding: 0;
  border: 0;
  border-radius: ${vars.radius.lg};
  overflow: hidden;
  background: none;
  cursor: pointer;

  ${focusRing()}
`;
