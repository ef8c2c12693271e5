import { useId } from 'react';
import { useLocation } from 'react-router-dom';
import { styled } from 'styled-components';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { Alert, Button, GameMark, Image, Skeleton, isSet, noTransitionForReducedMotion, focusRing, unstyledList } from '@platform/ui';
import type { Vendor } from '@platform/api';
import { useGameMenus } from '../../../lib/server-state/use-game-menus';
import { errorMessage } from '../../../lib/error-message';
import { normalizePath } from '../../../lib/paths/paths';
import { LOTTERY_GAME_TYPES } from '../launch/start-game';
import { useStartGame } from '../launch/use-start-game';
import { LotteryDraws } from './LotteryDraws';

/** The categories of this page by path (spec section 2: "one page, game type from the path"). */
const CATEGORY_NAMES: Readonly<Record<string, MessageDescriptor>> = {
  SPORTS: msg`Sports`,
  ESPORTS: msg`Esports`,
  LOTT: msg`Lottery`,
  ELOTT: msg`E-lottery`,
};

/** The game type of a vendor-category path: /sports → SPORTS. */
export function vendorCategoryOf(pathname: string): string {
  return normalizePath(pathname).slice(1).toUpperCase();
}

/** A vendor's logo: the gateway's address for it, else its coloured badge by game type and code. */
function vendorLogo(vendor: Vendor): string {
  return vendor.logoUrl || `/lgw/assets/vendors/${encodeURIComponent(vendor.gameType)}/COLOR/${encodeURIComponent(vendor.vassalage)}.svg`;
}

/**
 * /sports, /esports, /lott and /elott: the category's vendors as cards with their logos, each
 * starting its vendor (useStartGame: the lottery flow for lottery vendors, /fbsports for FB, else
 * the vendor's lobby launched on /game). Lottery categories also list the popular draws, which a
 * player most often wants to open directly.
 */
export default function VendorCategoryPage() {
  const { t, i18n } = useLingui();
  const { pathname } = useLocation();
  const gameType = vendorCategoryOf(pathname);
  const menus = useGameMenus();
  const startGame = useStartGame();
  const headingId = useId();
  const menu = menus.data?.find((entry) => entry.code === gameType);
  const known = CATEGORY_NAMES[gameType];
  const title = menu?.name || (known ? i18n._(known) : gameType);
  const vendors = menu?.vendors ?? [];
  const isLottery = LOTTERY_GAME_TYPES.includes(gameType);

  return (
    <Page>
      <h1>{title}</h1>
      <section aria-labelledby={headingId}>
        <h2 id={headingId}>{t`Providers`}</h2>
        {menus.isPending ? (
          <Skeleton.Group label={t`Loading providers`}>
            <Cards>
              {Array.from({ length: 4 }, (_, index) => (
                <li key={index}>
                  <Skeleton variant="rect" aspectRatio="200 / 80" />
                </li>
              ))}
            </Cards>
          </Skeleton.Group>
        ) : menus.isError ? (
          <Alert tone="danger" title={t`The providers could not load`}>
            <p>{errorMessage(menus.error)}</p>
            <Button size="sm" variant="secondary" onClick={() => void menus.refetch()} isLoading={menus.isFetching}>
              {t`Retry`}
            </Button>
          </Alert>
        ) : vendors.length === 0 ? (
          <Empty>{t`No providers in this category yet.`}</Empty>
        ) : (
          <Cards>
            {vendors.map((vendor) => {
              const name = vendor.displayName;
              return (
                <li key={vendor.vassalage}>
                  <Card type="button" onClick={() => startGame(vendor)}>
                    <Logo>
                      <Image src={vendorLogo(vendor)} alt="" width="100%" aspectRatio="200 / 80" fit="contain" />
                    </Logo>
                    <CardName>
                      {name}
                      {isSet(vendor.isHot) && <GameMark tone="hot" />}
                    </CardName>
                    <PlayLabel>{t`Play`}</PlayLabel>
                  </Card>
                </li>
              );
            })}
          </Cards>
        )}
      </section>
      {isLottery && <LotteryDraws gameType={gameType} vendors={vendors} isLoadingVendors={menus.isPending} />}
    </Page>
  );
}

const Page = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  color: ${({ theme }) => theme.color.text};

  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.xxl};
  }
  h2 {
    margin: 0 0 ${({ theme }) => theme.space.md};
    font-size: ${({ theme }) => theme.font.size.lg};
  }
`;

const Cards = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(150px, 1fr));
  gap: ${({ theme }) => theme.space.md};
  ${unstyledList}
`;

const Card = styled.button`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  width: 100%;
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.color.borderSubtle};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  font: inherit;
  text-align: start;
  cursor: pointer;
  transition: box-shadow ${({ theme }) => theme.motion.fast} ease-out;

  &:hover {
    box-shadow: ${({ theme }) => theme.shadow.md};
  }
  ${focusRing()}
  ${noTransitionForReducedMotion}
`;

const Logo = styled.span`
  display: block;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.sm};
`;

const CardName = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const PlayLabel = styled.span`
  justify-self: start;
  padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.primary};
  color: ${({ theme }) => theme.color.onPrimary};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

const Empty = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
`;
