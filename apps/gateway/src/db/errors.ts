/** Whether a database error is PostgreSQL's unique violation (23505): a lost race with another insert. */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}
