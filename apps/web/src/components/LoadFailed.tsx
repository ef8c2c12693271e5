import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { styled } from 'styled-components';
import { Alert, Button, vars } from '@platform/ui';
import { errorMessage } from '../lib/error-message';

export interface LoadFailedProps {
  /** What could not be loaded ("The announcements could not be loaded."). */
  title: ReactNode;
  error: unknown;
  onRetry: () => void;
}

/** Something that could not load: what, why (the error catalogue's message) and a button to try again. */
export function LoadFailed({ title, error, onRetry }: LoadFailedProps) {
  const { t } = useLingui();
  return (
    <Root>
      <Alert tone="danger" title={title}>
        {errorMessage(error)}
      </Alert>
      <div>
        <Button variant="secondary" onClick={onRetry}>
          {t`Try again`}
        </Button>
      </div>
    </Root>
  );
}

const Root = styled.div`
  display: grid;
  gap: ${vars.space.md};
`;
