import { useNavigate } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { Button, GIFT_GROUPS, giftBanners, Image, Modal } from '@platform/ui';
import { useBanners } from '../../lib/server-state/use-banners';
import type { AppModalProps } from '../../lib/app-modals';
import { memberCentrePath } from '../../lib/paths/centre-paths';
import { requireRealAccount } from '../../lib/session/access';
import { GIFT_PICTURE_ASPECT_RATIO } from './use-gift-banners';

/**
 * The gift modal (spec section 2, "Activity gift widget"): the offer's picture from banner
 * group w_topup_3 and a Deposit button. Deposit closes the modal; a logged-in member then goes
 * to the member centre's messages, a guest gets the login popup and a trial account the
 * real-account warning (requireRealAccount). Opened by the widget's More button and on a first visit.
 */
export default function GiftModal({ isOpen, onClose, onClosed }: AppModalProps<'gift'>) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { content } = giftBanners(useBanners(GIFT_GROUPS.content).data ?? []);

  const deposit = () => {
    onClose();
    if (requireRealAccount()) navigate(memberCentrePath('messageV2'));
  };

  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={(open) => !open && onClose()}
      onClosed={onClosed}
      title={content?.title || t`Special offer`}
      width={440}
      data-app-modal="gift"
    >
      {content && (
        // The heading names the offer: the picture beside it is decorative.
        <Image src={content.url} alt="" width="100%" aspectRatio={GIFT_PICTURE_ASPECT_RATIO} fit="contain" loading="eager" />
      )}
      <Button isFullWidth onClick={deposit}>
        {t`Deposit`}
      </Button>
    </Modal>
  );
}
