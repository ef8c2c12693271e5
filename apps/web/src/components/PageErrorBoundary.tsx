import { Component, type ErrorInfo, type ReactNode } from 'react';
import { isChunkLoadError, retryChunkLoad } from '../lib/lazy/chunk-load-error';
import { PageNotice } from './PageNotice';

/** What a boundary caught, and the Retry that fits it. */
export interface PageFailure {
  error: unknown;
  /** Spec section 8's ChunkLoadError (its code did not load or timed out), rather than a failure of its own. */
  isChunkLoadError: boolean;
  /** For a chunk: loads it again in place (rendering the part again) or reloads the page; otherwise reloads. */
  retry: () => void;
}

export interface PageErrorBoundaryProps {
  children: ReactNode;
  /** Shows the failure some other way than in place (a modal's failure as a dialog); the notice in place by default. */
  renderFailure?: (failure: PageFailure) => ReactNode;
}

interface State {
  error: unknown;
}

/**
 * Catches a page (or a lazily loaded part) that fails to load or render, so the rest of the site
 * stays: a chunk that did not load (offline, a hung gateway, a new deploy) offers Retry
 * (`retryChunkLoad`); any other failure says "system error" and offers a reload.
 */
export class PageErrorBoundary extends Component<PageErrorBoundaryProps, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Page failed', error, info.componentStack);
  }

  private readonly retry = () => {
    if (retryChunkLoad(this.state.error)) this.setState({ error: null });
  };

  override render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    const failure: PageFailure = { error, isChunkLoadError: isChunkLoadError(error), retry: this.retry };
    if (this.props.renderFailure) return this.props.renderFailure(failure);
    return <PageNotice problem={failure.isChunkLoadError ? 'chunk' : 'system'} onAction={failure.retry} />;
  }
}
