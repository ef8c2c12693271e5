import axe from 'axe-core';

/** axe's violations for a rendered container (colour contrast is left to the browser layer). */
export async function axeViolations(container: Element) {
  const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  return results.violations.map((violation) => `${violation.id}: ${violation.help}`);
}
