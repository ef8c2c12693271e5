import { useMemo } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { CategoryNav, Skeleton, type CategoryNavLinkProps, type GameCategory } from '@platform/ui';
import { styled } from 'styled-components';
import { useGameMenus } from '../../../lib/server-state';
import { activeCategoryCode, categoryPath, vendorLocation } from '../../../lib/paths/category-paths';

/** How many placeholder categories show while the menus load. */
const PLACEHOLDERS = 6;

function CategoryLink({ category, vendor, ...props }: CategoryNavLinkProps) {
  const to = vendor ? vendorLocation(category.code, vendor.vassalage) : categoryPath(category.code);
  return <Link to={to ?? '/'} {...props} />;
}

/**
 * The header's category nav (spec section 2): the game menus, each category linking to its page
 * and dropping down up to 11 vendors (hot ones marked), a vendor linking to its category page
 * with `?vendor=`. A skeleton of the same height holds the place while the menus load.
 */
export function GameCategoryNav() {
  const { t } = useLingui();
  const menus = useGameMenus();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const categories = useMemo<GameCategory[]>(
    () => (menus.data ?? []).filter((menu) => categoryPath(menu.code) !== null),
    [menus.data],
  );

  if (menus.isPending) {
    return (
      <Placeholder label={t`Loading game categories`}>
        {Array.from({ length: PLACEHOLDERS }, (_, index) => (
          <Skeleton key={index} variant="rect" width={88} height={28} />
        ))}
      </Placeholder>
    );
  }
  if (categories.length === 0) return <Empty />;
  return (
    <CategoryNav
      categories={categories}
      activeCode={activeCategoryCode(pathname)}
      renderLink={CategoryLink}
      onMore={(category) => {
        const path = categoryPath(category.code);
        if (path) navigate(path);
      }}
    />
  );
}

/** The nav's height on a phone: a 44 px row and its padding. */
const NAV_HEIGHT = '52px';

const Placeholder = styled(Skeleton.Group)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  height: ${NAV_HEIGHT};
  padding-inline: ${({ theme }) => theme.space.sm};
  overflow: hidden;

  & > [data-variant] {
    flex: none;
  }
`;

const Empty = styled.div`
  min-height: ${NAV_HEIGHT};
`;
