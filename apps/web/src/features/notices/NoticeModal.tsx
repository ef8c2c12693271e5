import { useLingui } from '@lingui/react/macro';
import { styled } from 'styled-components';
import { Modal, NoticeBoard, Skeleton, vars } from '@platform/ui';
import type { AppModalProps } from '../../lib/app-modals';
import { LoadFailed } from '../../components/LoadFailed';
import { useAnnouncements } from './use-announcements';

/** Wide enough for the list and the notice side by side; a phone stacks them. */
const MODAL_WIDTH = 880;

/**
 * The announcements modal (spec section 2): 9 titles a page on the left, the picked notice's
 * sanitised rich text on the right, opened at `index` (the title pressed in the bar), on the
 * page that holds it.
 */
export default function NoticeModal({ index = 0, isOpen, onClose, onClosed }: AppModalProps<'notice'>) {
  const { t } = useLingui();
  const query = useAnnouncements();

  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={(open) => !open && onClose()}
      onClosed={onClosed}
      title={t`Announcements`}
      width={MODAL_WIDTH}
    >
      {query.isPending ? (
        <Skeleton.Group label={t`Loading announcements`}>
          <Loading>
            <Skeleton variant="text" lines={6} />
            <Skeleton variant="rect" height={200} />
          </Loading>
        </Skeleton.Group>
      ) : query.isError ? (
        <LoadFailed title={t`The announcements could not be loaded.`} error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        // A new index (the bar pressed again) starts the board over at that notice.
        <NoticeBoard key={index} notices={query.data} defaultSelectedIndex={index} headingLevel={3} />
      )}
    </Modal>
  );
}

const Loading = styled.div`
  display: grid;
  gap: ${vars.space.lg};
  @media (min-width: 640px) {
    grid-template-columns: 1fr 2fr;
  }
`;
