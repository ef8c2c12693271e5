import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router-dom';

/** A centre that refuses the visitor (spec section 6): its name, the answer why, and the way home. */
export function CentreRefused({ title, answer }: { title: string; answer: ReactNode }) {
  return (
    <section aria-labelledby="centre-title">
      <h1 id="centre-title">{title}</h1>
      {answer}
      <p>
        <Link to="/">
          <Trans>Back to the home page</Trans>
        </Link>
      </p>
    </section>
  );
}
