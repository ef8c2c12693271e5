import { useLocation } from 'react-router-dom';

/** For tests: shows where the router is, so that a navigation can be seen. */
export function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{pathname + search}</output>;
}
