import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { openAppModal, useAppModals } from '../../lib/app-modals';
import { affiliateCodeFromSearch } from './affiliate-code';

/**
 * /register and /register.html (beside the home page): opens the registration modal with the
 * link's affiliate code (`?affiliateCode=` or `?code=`, in the route's query or the page's), and
 * goes home when it closes. Renders nothing itself.
 */
export default function RegisterRoute() {
  const { search } = useLocation();
  const navigate = useNavigate();
  const entries = useAppModals();
  const isOpen = entries.some((entry) => entry.name === 'register' && entry.isOpen);
  const hasOpened = useRef(false);

  useEffect(() => {
    const affiliateCode = affiliateCodeFromSearch(search) || affiliateCodeFromSearch(window.location.search);
    openAppModal('register', affiliateCode ? { affiliateCode } : {});
    // Opened once, on arrival; a later change of the query does not reopen it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (isOpen) hasOpened.current = true;
    else if (hasOpened.current) {
      hasOpened.current = false;
      navigate('/', { replace: true });
    }
  }, [isOpen, navigate]);

  return null;
}
