import { Outlet } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { styled } from 'styled-components';
import type { Locale } from '@platform/ui/i18n';
import { brand } from '@brand';
import { LanguageSelector } from './LanguageSelector';

export interface LayoutProps {
  onLocaleChange: (locale: Locale) => void;
}

/** The shell every page sits in: the header with the brand and the language selector. */
export function Layout({ onLocaleChange }: LayoutProps) {
  const { t } = useLingui();
  const brandName = brand.name;
  return (
    <>
      <Header>
        <Logo href="#/" aria-label={t`${brandName} home`}>
          {brand.name}
        </Logo>
        <LanguageSelector onChange={onLocaleChange} />
      </Header>
      <Main id="main">
        <Outlet />
      </Main>
    </>
  );
}

const Header = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  background: ${({ theme }) => theme.color.surface};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
`;

const Logo = styled.a`
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  text-decoration: none;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focusRing};
    outline-offset: 2px;
  }
`;

const Main = styled.main`
  max-width: 1200px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.lg};
`;
