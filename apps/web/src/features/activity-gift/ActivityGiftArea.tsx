import { useEffect, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { ActivityGift, giftBanners } from '@platform/ui';
import { openAppModal, useAppModals } from '../../lib/app-modals';
import { useLoginPrompt } from '../../lib/session/login-prompt';
import { afterFirstInteraction, hasShownGift, markGiftShown } from './first-visit';
import { whenPlayerIdle } from './player-idle';
import { useGiftBanners } from './use-gift-banners';

/**
 * Opens the gift modal on a first visit (see first-visit.ts for when): once per browser and
 * brand, when the gift has its modal picture, and only when the player is idle: never over
 * another modal or the login popup, nor while they type in a field or have a menu open
 * (player-idle.ts); it waits until they are done.
 */
function useFirstVisitGift(hasGift: boolean): void {
  const [isDue, setIsDue] = useState(false);
  useEffect(() => {
    if (!hasGift || hasShownGift()) return;
    return afterFirstInteraction(() => setIsDue(true));
  }, [hasGift]);

  const modals = useAppModals();
  const isOtherModalOpen = modals.length > 0;
  const isLoginOpen = useLoginPrompt().isOpen;
  // Opened from the widget's More button: the visitor has seen the gift.
  const isGiftOpen = modals.some((entry) => entry.name === 'gift');
  useEffect(() => {
    if (isGiftOpen) markGiftShown();
  }, [isGiftOpen]);

  useEffect(() => {
    if (!isDue || isOtherModalOpen || isLoginOpen || hasShownGift()) return;
    return whenPlayerIdle(() => {
      markGiftShown();
      openAppModal('gift');
    });
  }, [isDue, isOtherModalOpen, isLoginOpen]);
}

/**
 * The floating activity gift (spec section 2, "Activity gift widget"; a complementary landmark
 * named "Special offer"): the icon of banner group w_topup_1 expands to the picture of w_topup_2
 * and a More button. More opens the site's gift modal (GiftModal, the same one the first visit
 * opens) rather than the widget's own, so there is one gift modal with one Deposit rule.
 */
export default function ActivityGiftArea() {
  const { t } = useLingui();
  const banners = useGiftBanners();
  const { icon, content } = giftBanners(banners);
  useFirstVisitGift(content !== undefined);
  if (!icon) return null;
  return (
    <aside aria-label={t`Special offer`}>
      <ActivityGift
        banners={banners}
        isModalOpen={false}
        onModalOpenChange={(isOpen) => {
          if (isOpen) openAppModal('gift');
        }}
      />
    </aside>
  );
}
