import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { Trans } from '@lingui/react/macro';
import { Button, type ButtonProps } from '@platform/ui';
import { openCustomerService } from './customer-service';

export interface CustomerServiceButtonProps extends Omit<ButtonProps, 'isLoading' | 'startIcon'> {
  /** What a press does; the site's `openCustomerService` by default (stories and tests give their own). */
  onOpen?: () => Promise<unknown>;
}

/** "Customer service": opens the customer-service popup, busy while the link is looked up. */
export function CustomerServiceButton({ onOpen = openCustomerService, onClick, children, ...rest }: CustomerServiceButtonProps) {
  const [isBusy, setIsBusy] = useState(false);
  const isMounted = useRef(true);
  useEffect(() => {
    isMounted.current = true;
    return () => {
      isMounted.current = false;
    };
  }, []);
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    onClick?.(event);
    if (event.defaultPrevented) return;
    setIsBusy(true);
    // Called inside the press, so the popup it opens is not blocked.
    void onOpen().finally(() => {
      if (isMounted.current) setIsBusy(false);
    });
  };
  return (
    <Button {...rest} isLoading={isBusy} startIcon={<HeadsetIcon />} onClick={handleClick}>
      {children ?? <Trans>Customer service</Trans>}
    </Button>
  );
}
CustomerServiceButton.displayName = 'CustomerServiceButton';

function HeadsetIcon() {
  return (
    <svg aria-hidden="true" focusable="false" width="1.1em" height="1.1em" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <path d="M4 14v-2a8 8 0 0 1 16 0v2" />
      <rect x="3" y="14" width="4" height="6" rx="1.5" />
      <rect x="17" y="14" width="4" height="6" rx="1.5" />
      <path d="M19 20a3 3 0 0 1-3 3h-3" />
    </svg>
  );
}
