import { useId, useMemo } from 'react';
import { Link } from 'react-router-dom';
import { styled } from 'styled-components';
import { useLingui } from '@lingui/react/macro';
import { Image, useColorMode, focusRing, unstyledList } from '@platform/ui';
import { brand } from '@brand';
import { useGameMenus } from '../../../lib/server-state/use-game-menus';
import { useSiteStatus } from '../../../lib/site-status-context';
import { ChannelIcon, channelLinks, FOOTER_CHANNELS } from '../../../features/customer-service';
import { helpSearch, useHelpCentre } from '../../../features/help';
import { COPYRIGHT_YEAR, footerMenu, footerVendors, vendorLogoUrl } from './footer-data';
import { VisuallyHidden } from '../../../components/VisuallyHidden';

/**
 * The site's footer (spec section 2, "Footer"; the page's contentinfo landmark):
 * - MENU: the game categories, each with vendors opening on its 'all' entry and its vendors;
 * - INFORMATION: the help centre, notices, app download, join us and the help centre's sections;
 * - LINKS: the brand's social channels, only those its resources list;
 * then the vendor logo row (no TCG vendors), the brand's regulator badges and the copyright line.
 */
export default function Footer() {
  const { t } = useLingui();
  const { status } = useSiteStatus();
  const { colorMode } = useColorMode();
  const menus = useGameMenus().data;
  const helpCategories = useHelpCentre().data;
  const products = useMemo(() => footerMenu(menus ?? []), [menus]);
  const vendors = useMemo(() => footerVendors(menus ?? []), [menus]);
  const socials = channelLinks(status.resources, FOOTER_CHANNELS);
  const ids = { menu: useId(), information: useId(), links: useId(), vendors: useId() };
  const logoVariant = colorMode === 'dark' ? 'WHITE' : 'COLOR';
  const year = COPYRIGHT_YEAR;
  const brandName = brand.name;

  const information = [
    { to: '/help', label: t`Help centre` },
    { to: '/noticePage', label: t`Notices` },
    { to: '/down', label: t`App download` },
    { to: '/join', label: t`Join us` },
    ...(helpCategories ?? []).map((category) => ({ to: `/help${helpSearch(category.id)}`, label: category.title })),
  ];

  return (
    <Root>
      <Inner>
        <Columns>
          <Column as="nav" aria-labelledby={ids.menu}>
            <ColumnTitle id={ids.menu}>{t`Menu`}</ColumnTitle>
            <List>
              {products.map((product) => (
                <li key={product.code}>
                  {product.entries.length > 0 ? (
                    <Product>
                      <summary>{product.name}</summary>
                      <SubList>
                        {product.entries.map((entry) => (
                          <li key={entry.key}>
                            <FooterLink to={entry.to}>
                              {entry.label ?? (
                                <>
                                  {t`All`} <VisuallyHidden>{product.name}</VisuallyHidden>
                                </>
                              )}
                            </FooterLink>
                          </li>
                        ))}
                      </SubList>
                    </Product>
                  ) : (
                    <FooterLink to={product.to}>{product.name}</FooterLink>
                  )}
                </li>
              ))}
            </List>
          </Column>
          <Column as="nav" aria-labelledby={ids.information}>
            <ColumnTitle id={ids.information}>{t`Information`}</ColumnTitle>
            <List>
              {information.map((link) => (
                <li key={link.to}>
                  <FooterLink to={link.to}>{link.label}</FooterLink>
                </li>
              ))}
            </List>
          </Column>
          {socials.length > 0 && (
            <Column>
              <ColumnTitle id={ids.links}>{t`Links`}</ColumnTitle>
              <Socials aria-labelledby={ids.links}>
                {socials.map((social) => {
                  const name = social.name;
                  return (
                    <li key={social.channel}>
                      <SocialLink href={social.href} target="_blank" rel="noopener noreferrer" aria-label={t`${name} (opens in a new tab)`}>
                        <ChannelIcon channel={social.channel} />
                      </SocialLink>
                    </li>
                  );
                })}
              </Socials>
            </Column>
          )}
        </Columns>

        {vendors.length > 0 && (
          <Row>
            <RowTitle id={ids.vendors}>{t`Game providers`}</RowTitle>
            <Logos aria-labelledby={ids.vendors}>
              {vendors.map((vendor) => {
                const src = vendorLogoUrl(vendor.gameType, vendor.code, logoVariant);
                return (
                  <li key={vendor.code}>
                    <Image src={src} alt={vendor.name} width={100} height={40} fit="contain" data-src={src} data-vendor={vendor.code} />
                  </li>
                );
              })}
            </Logos>
          </Row>
        )}

        {brand.regulators.length > 0 && (
          <Badges aria-label={t`Licences and age restriction`}>
            {brand.regulators.map((badge) => (
              <li key={badge.name}>
                {badge.href ? (
                  <BadgeLink href={badge.href} target="_blank" rel="noopener noreferrer">
                    <BadgeImage src={badge.image} alt={badge.name} height={40} loading="lazy" decoding="async" />
                  </BadgeLink>
                ) : (
                  <BadgeImage src={badge.image} alt={badge.name} height={40} loading="lazy" decoding="async" />
                )}
              </li>
            ))}
          </Badges>
        )}

        <Copyright>{t`© ${year} ${brandName}. All rights reserved.`}</Copyright>
      </Inner>
    </Root>
  );
}

const Root = styled.footer`
  /* Below the fold on every page: the browser skips its style, layout and paint until it nears
     the viewport (auto keeps the size it last had). */
  content-visibility: auto;
  contain-intrinsic-size: auto 640px;
  margin-top: ${({ theme }) => theme.space.xxl};
  border-top: 1px solid ${({ theme }) => theme.color.borderSubtle};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
`;

const Inner = styled.div`
  box-sizing: border-box;
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  width: 100%;
  max-width: 1200px;
  margin: 0 auto;
  /* Room at the bottom for the floating activity gift and side bar on phones. */
  padding: ${({ theme }) => `${theme.space.xl} ${theme.space.lg} calc(${theme.space.xxl} + 64px)`};
  @media (min-width: 768px) {
    padding-bottom: ${({ theme }) => theme.space.xl};
  }
`;

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
`;

const Column = styled.div`
  min-width: 0;
`;

const ColumnTitle = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  letter-spacing: 0.08em;
  text-transform: uppercase;
`;

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  ${unstyledList}
`;

const SubList = styled(List)`
  margin: ${({ theme }) => `${theme.space.xs} 0 ${theme.space.sm} ${theme.space.md}`};
`;

const FooterLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 24px;
  border-radius: ${({ theme }) => theme.radius.sm};
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.font.size.sm};
  text-decoration: none;
  &:hover {
    color: ${({ theme }) => theme.color.primary};
    text-decoration: underline;
  }
  ${focusRing()}
`;

const Product = styled.details`
  & > summary {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
    min-height: 24px;
    border-radius: ${({ theme }) => theme.radius.sm};
    font-size: ${({ theme }) => theme.font.size.sm};
    cursor: pointer;
    list-style: none;
  }
  & > summary::-webkit-details-marker {
    display: none;
  }
  & > summary::after {
    content: '';
    width: 0.45em;
    height: 0.45em;
    border-right: 2px solid currentColor;
    border-bottom: 2px solid currentColor;
    transform: translateY(-25%) rotate(45deg);
  }
  &[open] > summary::after {
    transform: translateY(25%) rotate(-135deg);
  }
  & > summary:hover {
    color: ${({ theme }) => theme.color.primary};
  }
  & > summary:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focusRing};
    outline-offset: 2px;
  }
`;

const Socials = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  ${unstyledList}
`;

const SocialLink = styled.a`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.pill};
  color: ${({ theme }) => theme.color.text};
  &:hover {
    border-color: ${({ theme }) => theme.color.primary};
    color: ${({ theme }) => theme.color.primary};
  }
  ${focusRing()}
`;

const Row = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  padding-top: ${({ theme }) => theme.space.lg};
  border-top: 1px solid ${({ theme }) => theme.color.borderSubtle};
`;

const RowTitle = styled(ColumnTitle)`
  margin: 0;
`;

const Logos = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  ${unstyledList}
`;

const Badges = styled.ul`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  ${unstyledList}
`;

const BadgeLink = styled.a`
  display: inline-block;
  border-radius: ${({ theme }) => theme.radius.sm};
  ${focusRing()}
`;

const BadgeImage = styled.img`
  display: block;
  width: auto;
  height: 40px;
`;

const Copyright = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
`;
