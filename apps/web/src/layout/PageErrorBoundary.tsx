import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { styled } from 'styled-components';
import { Alert, Button } from '@platform/ui';

/** Whether `error` is a failed load of a page's script or style chunk (spec section 8: ChunkLoadError). */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    error.name === 'ChunkLoadError' ||
    /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS/i.test(
      error.message,
    )
  );
}

interface State {
  error: unknown;
}

/**
 * Catches a page that fails to load or render, so the header and footer stay: a chunk that did
 * not load (offline, a new deploy) offers a reload; any other failure says "system error".
 */
export class PageErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Page failed', error, info.componentStack);
  }

  override render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    return (
      <Box>
        <Alert tone="danger" title={isChunkLoadError(error) ? <Trans>The page is slow to open</Trans> : <Trans>System error</Trans>}>
          {isChunkLoadError(error) ? (
            <Trans>Network connection abnormal, please retry.</Trans>
          ) : (
            <Trans>Something went wrong on this page. Please try again.</Trans>
          )}
        </Alert>
        <Button onClick={() => window.location.reload()}>
          <Trans>Reload</Trans>
        </Button>
      </Box>
    );
  }
}

const Box = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  justify-items: start;
  padding: ${({ theme }) => theme.space.xl} 0;
`;
