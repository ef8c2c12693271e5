import { Suspense } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Button, Skeleton } from '@platform/ui';
import { FEATURE } from '@platform/api';
import { styled } from 'styled-components';
import { useFeatureFlags } from '../../../lib/use-feature-flags';
import { PageErrorBoundary } from '../../../components/PageErrorBoundary';
// Lazy, and rendered only where it shows (wide screens), so a phone's first visit does not download the form.
import { LoginPanel } from '../../../features/auth';
import { openAppModal } from '../../../lib/app-modals';
import { requestLogin } from '../../../lib/session/login-prompt';
import { WIDE } from './breakpoints';
import { useMediaQuery } from './use-media-query';

/**
 * The logged-out part of the header's top row (spec section 2). On wide screens: the inline login
 * form (username or mobile choice, register link, forgot password: the login panel's own). On
 * phones, where that form does not fit: a "Log in" button that opens the login popup, and a
 * "Register" button when direct registration is on.
 */
export function LoggedOutActions() {
  const { t } = useLingui();
  const isWide = useMediaQuery(WIDE);
  const flags = useFeatureFlags();
  if (isWide) {
    return (
      <FormSlot>
        <PageErrorBoundary>
          <Suspense
            fallback={
              <FormPlaceholder $hasFreePlay={flags[FEATURE.freePlay]}>
                <Skeleton variant="rect" height={40} />
              </FormPlaceholder>
            }
          >
            <LoginPanel layout="inline" aria-label={t`Log in`} />
          </Suspense>
        </PageErrorBoundary>
      </FormSlot>
    );
  }
  return (
    <Buttons>
      <Button size="sm" onClick={() => requestLogin()}>
        {t`Log in`}
      </Button>
      {flags[FEATURE.directRegistration] && (
        <Button size="sm" variant="secondary" onClick={() => openAppModal('register', {})}>
          {t`Register`}
        </Button>
      )}
    </Buttons>
  );
}

/**
 * The inline form's height on wide screens as LoginPanel lays it out (measured in Chromium):
 * the fields row and the remember-and-links row, plus the free-play row when free play is on.
 */
const FORM_HEIGHT = '6.25rem';
const FREE_PLAY_HEIGHT = '2.3125rem';

const FormSlot = styled.div`
  flex: 1 1 auto;
  width: 100%;
  min-width: 0;
`;

/**
 * Holds the inline form's height (its tabs and fields, the remember-and-links row, free play)
 * while its code loads, so that nothing below moves when it arrives.
 */
const FormPlaceholder = styled.div<{ $hasFreePlay: boolean }>`
  box-sizing: border-box;
  min-height: ${({ $hasFreePlay }) => ($hasFreePlay ? `calc(${FORM_HEIGHT} + ${FREE_PLAY_HEIGHT})` : FORM_HEIGHT)};
  padding-top: 1.5rem;
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.xs};
`;
