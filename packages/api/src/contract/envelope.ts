import type { Static, TUnsafe } from 'typebox';
import type { envelopeSchema } from '../schemas/envelope';

/** Every gateway response body: the platform's envelope around the call's value. */
export type Envelope<T> = Static<ReturnType<typeof envelopeSchema<TUnsafe<T>>>>;

/** A successful envelope around `value`. */
export function successEnvelope<T>(value: T): Envelope<T> {
  return { success: true, message: null, code: null, value };
}

/** A failed envelope with a code and a human-readable message. */
export function failureEnvelope(code: string, message: string, value: unknown = null): Envelope<unknown> {
  return { success: false, message, code, value };
}

/** Whether `body` has the envelope's shape (it says nothing about the value's type). */
export function isEnvelope(body: unknown): body is Envelope<unknown> {
  if (typeof body !== 'object' || body === null) return false;
  const candidate = body as Record<string, unknown>;
  return (
    typeof candidate.success === 'boolean' &&
    'value' in candidate &&
    (candidate.message === null || candidate.message === undefined || typeof candidate.message === 'string') &&
    (candidate.code === null || candidate.code === undefined || typeof candidate.code === 'string')
  );
}
