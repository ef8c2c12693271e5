import { useState } from 'react';
import { isApiError } from '@platform/api';

/**
 * A fresh idempotency key for a money request (the contract's `requestId`: letters, digits, `-`).
 * `crypto.getRandomValues` works on a plain-HTTP site too, where `crypto.randomUUID` is missing.
 */
export function newRequestId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Whether a failed money request may have taken effect unseen: no answer (the network, a timeout)
 * or a server error. A refusal (a 4xx answer) did nothing: the gateway rolls it back.
 */
export function isUncertainFailure(error: unknown): boolean {
  return !isApiError(error) || error.status === 0 || error.status >= 500;
}

export interface RequestIds {
  /**
   * The request id of a submission of `what` (the request's own parameters, e.g. `AG>MAIN:50`):
   * the one already given when the same submission is tried again (after a network error, a
   * refusal, a double press), else a new one.
   */
  idFor: (what: string) => string;
  /** Forgets the id of `what` once the gateway has answered it for good: the next such submission is a new request. */
  settle: (what: string) => void;
  /** Forgets every id but those of `whats`: the submissions that may still be retried. */
  retainOnly: (whats: readonly string[]) => void;
}

/**
 * One id per submission, reused when the player retries the same submission, so money moves
 * once however often it is sent: the gateway applies a (member, requestId) once and answers a
 * replay with the first result. An id may be kept after a refusal too: the gateway rolls a
 * refused request back, so the same id may be tried again.
 */
export function createRequestIds(): RequestIds {
  const ids = new Map<string, string>();
  return {
    idFor: (what) => {
      let id = ids.get(what);
      if (id === undefined) {
        id = newRequestId();
        ids.set(what, id);
      }
      return id;
    },
    settle: (what) => {
      ids.delete(what);
    },
    retainOnly: (whats) => {
      for (const what of ids.keys()) if (!whats.includes(what)) ids.delete(what);
    },
  };
}

/** Request ids that live as long as the component that asks for them (see `createRequestIds`). */
export function useRequestIds(): RequestIds {
  return useState(createRequestIds)[0];
}
