/** Escapes text for an SVG (XML) text node or attribute value: names are data, never markup. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** Gradient pairs for generated pictures: dark enough for white text (WCAG AA at large sizes). */
export const GRADIENTS: ReadonlyArray<readonly [string, string]> = [
  ['#b3122e', '#4a0616'],
  ['#0b6e4f', '#04291e'],
  ['#6a1b9a', '#2a0a3d'],
  ['#b35900', '#4a2300'],
  ['#1565c0', '#0a2a52'],
  ['#00737d', '#002a2e'],
  ['#ad1457', '#45061f'],
  ['#4e342e', '#1c1210'],
  ['#283593', '#0d1240'],
  ['#2e7d32', '#0f2e11'],
  ['#8e24aa', '#350b41'],
  ['#c62828', '#3e0a0a'],
];

/** Up to two letters from a name's first words (digits count): the mark on an icon. */
export function initials(name: string): string {
  const words = name.split(/[\s\-&']+/u).filter((word) => /^[\p{L}\p{N}]/u.test(word));
  const letters = words.slice(0, 2).map((word) => [...word][0]!.toUpperCase());
  return letters.join('') || '?';
}
