import { useLingui } from '@lingui/react/macro';
import { styled } from 'styled-components';
import { AnnouncementMarquee, vars } from '@platform/ui';
import { openAppModal } from '../../lib/app-modals';
import { useAnnouncements } from './use-announcements';

/** The marquee's height (1 px borders, 4 px padding, the 32 px pause button), kept while it loads. */
const BAR_HEIGHT = '42px';

/**
 * The home page's announcement bar (spec section 2): the announcements' titles scrolling by;
 * pressing one opens the notice modal at that index. Its height is kept while the titles load
 * so that nothing below moves; it shows nothing when there are none (or they failed to load).
 */
export function AnnouncementBar() {
  const { t } = useLingui();
  const { data, isPending } = useAnnouncements();

  if (isPending) return <Placeholder data-state="loading" aria-hidden="true" />;
  if (!data || data.length === 0) return null;
  return (
    <Slot>
      <AnnouncementMarquee notices={data} label={t`Announcements`} onSelect={(index) => openAppModal('notice', { index })} />
    </Slot>
  );
}

const Slot = styled.div`
  min-height: ${BAR_HEIGHT};
  min-width: 0;
`;

/* The bar's frame, empty: the same box as the marquee, so the page does not shift when it arrives. */
const Placeholder = styled.div`
  box-sizing: border-box;
  height: ${BAR_HEIGHT};
  border: 1px solid ${vars.color.borderSubtle};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface};
`;
