import { useState } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { styled } from 'styled-components';
import { useLingui } from '@lingui/react/macro';
import { useSession } from '../../lib/session/session';
import { LoginPanel } from './LoginPanel';

/** A `?redirect=` target that stays on this site: a path, not `//host` nor `/\host`. */
export function localRedirect(target: string | null): string {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return '/';
  return target;
}

/**
 * /login: the login form on a page of its own. Once logged in the player goes to `?redirect=`
 * when it is a path of this site, else home; a visitor already logged in goes home.
 */
export default function LoginPage() {
  const { t } = useLingui();
  const session = useSession();
  const [searchParams] = useSearchParams();
  const [wasLoggedIn] = useState(() => session !== null);
  if (session !== null) return <Navigate to={wasLoggedIn ? '/' : localRedirect(searchParams.get('redirect'))} replace />;
  return (
    <Page aria-labelledby="login-heading">
      <h1 id="login-heading">{t`Log in`}</h1>
      <LoginPanel layout="stacked" />
    </Page>
  );
}

const Page = styled.section`
  box-sizing: border-box;
  width: 100%;
  max-width: 28rem;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.xl};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  box-shadow: ${({ theme }) => theme.shadow.md};

  h1 {
    margin: 0 0 ${({ theme }) => theme.space.lg};
    font-size: ${({ theme }) => theme.font.size.xl};
  }
`;
