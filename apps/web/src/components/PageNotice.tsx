import { useLingui } from '@lingui/react/macro';
import { styled } from 'styled-components';
import { Alert, Button } from '@platform/ui';

/** Why a page (or a part) is not showing: its code is late (`slow`), did not load (`chunk`), or it broke (`system`). */
export type PageProblem = 'slow' | 'chunk' | 'system';

/**
 * Spec section 8's words for each problem, in the current language: "page slow to open" for
 * code that is late or did not load (ChunkLoadError), "system error" for anything else.
 */
export function usePageProblemText(problem: PageProblem): { title: string; text: string | undefined } {
  const { t } = useLingui();
  if (problem === 'system') return { title: t`System error`, text: t`Something went wrong on this page. Please try again.` };
  return { title: t`The page is slow to open`, text: problem === 'chunk' ? t`Network connection abnormal, please retry.` : undefined };
}

export interface PageNoticeProps {
  problem: PageProblem;
  /** The one action that helps: Retry for a chunk, Reload for anything else. */
  onAction: () => void;
}

/**
 * A problem in place of the page (or part) that could not show, and the action that helps. A late
 * chunk is announced politely (role=status), a failure at once (role=alert); the button is in the
 * tab order.
 */
export function PageNotice({ problem, onAction }: PageNoticeProps) {
  const { t } = useLingui();
  const { title, text } = usePageProblemText(problem);
  return (
    <Box>
      <Alert tone={problem === 'slow' ? 'info' : 'danger'} title={title}>
        {text}
      </Alert>
      <Button onClick={onAction}>{problem === 'system' ? t`Reload` : t`Retry`}</Button>
    </Box>
  );
}

const Box = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  justify-items: start;
  padding: ${({ theme }) => theme.space.xl} 0;
`;
