/**
 * An account as the winner board shows it: the first two and last two characters around `***`
 * (`player01` → `pl***01`); shorter accounts keep less, so a short name is never shown whole.
 */
export function maskAccount(account: string): string {
  const characters = [...account];
  if (characters.length <= 2) return `${characters[0] ?? ''}***`;
  if (characters.length <= 5) return `${characters[0]}***${characters.at(-1)}`;
  return `${characters.slice(0, 2).join('')}***${characters.slice(-2).join('')}`;
}
