/** Hashes a password for storage (scrypt, salted). */
export async function hashPassword(_password: string): Promise<string> {
  throw new Error('Filled in by the accounts work of issue 7');
}

/** Whether a password matches a stored hash, in constant time; false for a malformed hash. */
export async function verifyPassword(_password: string, _storedHash: string): Promise<boolean> {
  throw new Error('Filled in by the accounts work of issue 7');
}
