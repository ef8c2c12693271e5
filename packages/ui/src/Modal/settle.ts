/** A value, or a promise of it: what the cancellable handlers may return. */
export type MaybePromise<T> = T | PromiseLike<T>;

/**
 * Calls `then` with `value`: at once when it is plain (so a synchronous handler closes in the
 * same event), after it resolves when it is a promise.
 */
export function settle<T>(value: MaybePromise<T>, then: (value: T) => void): void {
  if (value && typeof (value as PromiseLike<T>).then === 'function') (value as PromiseLike<T>).then(then);
  else then(value as T);
}
