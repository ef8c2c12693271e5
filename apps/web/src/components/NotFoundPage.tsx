import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { styled } from 'styled-components';

/** Any path outside the route table. */
export default function NotFoundPage() {
  return (
    <section aria-labelledby="not-found-title">
      <h1 id="not-found-title">
        <Trans>Page not found</Trans>
      </h1>
      <p>
        <Trans>The page you asked for does not exist or has moved.</Trans>
      </p>
      <HomeLink to="/">
        <Trans>Back to the home page</Trans>
      </HomeLink>
    </section>
  );
}

const HomeLink = styled(Link)`
  color: ${({ theme }) => theme.color.primary};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;
