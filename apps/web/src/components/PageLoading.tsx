import { useEffect, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { styled } from 'styled-components';
import { Spinner } from '@platform/ui';
import { reloadPage } from '../lib/lazy/reload-page';
import { PageNotice } from './PageNotice';

/** How long a page's code may load behind the spinner before the player is told it is slow and offered Retry. */
export const SLOW_LOAD_MS = 4_000;

/**
 * While a page's chunk loads: a spinner in a box that keeps the footer from jumping up, and after
 * SLOW_LOAD_MS spec section 8's "page slow to open" with Retry; the page still shows the moment
 * its code arrives. Retry reloads: a second import() of a module the browser is still fetching
 * would only wait on that same fetch (see `retryChunkLoad`). At CHUNK_LOAD_TIMEOUT_MS the load
 * fails (lazyModule) and the error boundary takes over.
 */
export function PageLoading() {
  const { t } = useLingui();
  const [isSlow, setSlow] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setSlow(true), SLOW_LOAD_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    // Busy while the spinner turns; not once the notice shows, or a screen reader may hold back its announcement.
    <Box aria-busy={isSlow ? undefined : true}>
      {isSlow ? <PageNotice problem="slow" onAction={reloadPage} /> : <Spinner size="lg" label={t`Loading…`} />}
    </Box>
  );
}

const Box = styled.div`
  display: grid;
  place-items: center;
  min-height: 40vh;
`;
