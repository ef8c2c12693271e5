import { useLocation } from 'react-router-dom';
import { sessionStore } from '../../../lib/session/session';

/** For tests: the router's location, as text. */
export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** For tests: a member (type 1) or trial account (type 4) session. */
export function signInAs(kind: 'member' | 'trial' = 'member'): void {
  sessionStore.signIn({ token: `token-${kind}`, account: kind === 'trial' ? 'trial001' : 'player01', type: kind === 'trial' ? 4 : 1 });
}

/** For tests: axe's violations in `container`, not entering iframes (jsdom cannot message into them). */
export async function axeViolationsOutsideFrames(container: Element): Promise<string[]> {
  const { default: axe } = await import('axe-core');
  const results = await axe.run(container, { iframes: false, rules: { 'color-contrast': { enabled: false } } });
  return results.violations.map((violation) => `${violation.id}: ${violation.help}`);
}
