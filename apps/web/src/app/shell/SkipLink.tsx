import { Trans } from '@lingui/react/macro';
import { styled } from 'styled-components';

/** The first stop of the Tab key: jumps past the header to the page's content. */
export function SkipLink() {
  return (
    <Link
      href="#main"
      onClick={(event) => {
        // A hash router owns the URL's fragment: move focus without touching it.
        event.preventDefault();
        document.getElementById('main')?.focus();
      }}
    >
      <Trans>Skip to content</Trans>
    </Link>
  );
}

const Link = styled.a`
  position: absolute;
  top: ${({ theme }) => theme.space.sm};
  left: ${({ theme }) => theme.space.sm};
  z-index: 1000;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  transform: translateY(-200%);
  &:focus-visible {
    transform: none;
    outline: 3px solid ${({ theme }) => theme.color.focusRing};
  }
`;
