import { useEffect, useMemo } from 'react';
import { preload } from 'react-dom';
import { useLocation, useNavigate } from 'react-router-dom';
import { styled } from 'styled-components';
import { useLingui } from '@lingui/react/macro';
import type { Banner } from '@platform/api';
import { BannerCarousel, JackpotTicker } from '@platform/ui';
import { useBanners } from '../../../lib/server-state/use-banners';
import { useCurrencySymbol } from '../../../lib/server-state/use-site-config';
import { bannerGroupForPath, isHomePath } from './banner-groups';
import { isKnownEmptyGroup, rememberBannerCount } from './banner-memory';
import { bannerTarget } from './banner-target';

/** The banners' shape: the gateway draws page banners at 1200 by 400. */
export const BANNER_ASPECT_RATIO = '3 / 1';

/**
 * On a phone BannerCarousel puts its controls in a row under the picture when it has more than
 * one banner: its small buttons are 32 px high, 4 px (space.xs) below the picture. The banner area
 * reserves that row on phones whatever the count, so the page does not move when the banners
 * arrive (the CLS budget is 0.02): a single banner leaves that much space under it instead.
 */
const PHONE_QUERY = '(max-width: 599px)';
const PHONE_CONTROL_ROW = '36px';

/** A banner whose link leads nowhere usable is shown as a plain picture, not a button that does nothing. */
function withUsableLinks(banners: readonly Banner[]): Banner[] {
  return banners.map((banner) => (banner.linkageType && bannerTarget(banner) === null ? { ...banner, linkageType: null } : banner));
}

/**
 * The banner area above a full-layout page (spec section 2, "Banners"): the slideshow of the
 * path's banner group (none when the page has no group or its group has no banner), and on home
 * the jackpot ticker. A pressed banner opens its target (see `bannerTarget`).
 *
 * The first banner is the page's largest picture, the LCP candidate: it is preloaded at high
 * fetch priority as soon as the group's answer names it (the library's Image loads pictures
 * through `new Image()`, which takes no fetch priority; the preload gives it one and the Image
 * then reads the same response). While the group loads, the carousel's box is reserved with the
 * banners' shape, so nothing below moves when they come.
 */
export function PageBanner() {
  const { t } = useLingui();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const group = bannerGroupForPath(pathname);
  const isHome = isHomePath(pathname);
  const currencySymbol = useCurrencySymbol();
  const { data, isPending, isSuccess } = useBanners(group);
  const banners = useMemo(() => withUsableLinks(data ?? []), [data]);
  const isKnownEmpty = useMemo(() => group !== null && isKnownEmptyGroup(group), [group]);

  const count = data?.length;
  useEffect(() => {
    if (group !== null && isSuccess && count !== undefined) rememberBannerCount(group, count);
  }, [group, isSuccess, count]);

  const first = banners[0];
  if (first) preload(first.url, { as: 'image', fetchPriority: 'high' });

  if (group === null) return null;
  const hasBanners = banners.length > 0;
  const reservesBox = !hasBanners && isPending && !isKnownEmpty;
  if (!hasBanners && !reservesBox && !isHome) return null;

  const open = (banner: Banner) => {
    const target = bannerTarget(banner);
    if (target?.kind === 'route') navigate(target.to);
    else if (target?.kind === 'url') window.open(target.href, '_blank', 'noopener,noreferrer');
  };

  return (
    <Area data-banner-group={group}>
      {(hasBanners || reservesBox) && (
        <Stage>
          <Sizer aria-hidden="true" data-loading={reservesBox || undefined} />
          {hasBanners && <BannerCarousel key={group} label={t`Highlights`} banners={banners} onOpen={open} aspectRatio={BANNER_ASPECT_RATIO} />}
        </Stage>
      )}
      {isHome && (
        <JackpotArea aria-label={t`Jackpot`}>
          <JackpotTicker currencySymbol={currencySymbol} />
        </JackpotArea>
      )}
    </Area>
  );
}

const Area = styled.div`
  box-sizing: border-box;
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  width: 100%;
  max-width: 1200px;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.lg} ${theme.space.lg} 0`};
`;

/** One grid cell holds the sizer and the carousel over it: the cell is as high as the taller. */
const Stage = styled.div`
  display: grid;
  min-width: 0;
  & > * {
    grid-area: 1 / 1;
    min-width: 0;
  }
`;

const Sizer = styled.div`
  width: 100%;
  aspect-ratio: ${BANNER_ASPECT_RATIO};
  border-radius: ${({ theme }) => theme.radius.lg};
  &[data-loading] {
    background: ${({ theme }) => theme.color.surfaceSunken};
  }
  @media ${PHONE_QUERY} {
    margin-bottom: ${PHONE_CONTROL_ROW};
  }
`;

const JackpotArea = styled.section`
  min-width: 0;
`;
