import { useLingui } from '@lingui/react/macro';
import { styled } from 'styled-components';
import { Spinner } from '@platform/ui';

/** While a page's chunk loads: a spinner in a box that keeps the footer from jumping up. */
export function PageLoading() {
  const { t } = useLingui();
  return (
    <Box aria-busy="true">
      <Spinner size="lg" label={t`Loading…`} />
    </Box>
  );
}

const Box = styled.div`
  display: grid;
  place-items: center;
  min-height: 40vh;
`;
