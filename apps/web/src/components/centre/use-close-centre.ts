import { useEffect, useRef } from 'react';
import { useLocation, useNavigate, useNavigationType } from 'react-router-dom';

/**
 * Closing a centre returns to the page the player came from: back past every entry the centre
 * added to the history since it opened (the centre replaces its own address as the player moves
 * between its pages, but a link inside a page may push one). Opened as the first page of the
 * visit (a bookmark, a new tab), there is nowhere in the site to go back to: close goes home.
 */
export function useCloseCentre(): () => void {
  const navigate = useNavigate();
  const location = useLocation();
  const navigationType = useNavigationType();
  // react-router gives the visit's first location the key 'default'.
  const opened = useRef({ isFirstOfVisit: location.key === 'default', pushedSince: 0, lastKey: location.key });

  useEffect(() => {
    const state = opened.current;
    if (location.key === state.lastKey) return;
    state.lastKey = location.key;
    if (navigationType === 'PUSH') state.pushedSince += 1;
    else if (navigationType === 'POP') state.pushedSince = Math.max(0, state.pushedSince - 1);
  }, [location.key, navigationType]);

  return () => {
    const { isFirstOfVisit, pushedSince } = opened.current;
    if (isFirstOfVisit) void navigate('/');
    else void navigate(-(pushedSince + 1));
  };
}
