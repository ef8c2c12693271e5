import { useLingui } from '@lingui/react/macro';
import { Skeleton } from '@platform/ui';
import { LoadFailed } from '../../components/LoadFailed';
import { PageColumn, PageTitle } from '../../components/centre/page-parts';
import { BreakSection } from './BreakSection';
import { HistorySection } from './HistorySection';
import { LimitsSection } from './LimitsSection';
import { useProtectionSettings } from './protection-queries';
import { RealityCheckSection } from './RealityCheckSection';
import { Intro } from './section-parts';

/**
 * The member centre's player-protection page (`responsibleGaming`, issue 22): the player's deposit,
 * loss and wager limits, the reality check, the history of what they put in and won or lost, and
 * taking a break or excluding themselves. The gateway enforces all of it; this page sets it.
 */
export default function ResponsibleGamingPage() {
  const { t } = useLingui();
  const settings = useProtectionSettings();
  return (
    <PageColumn>
      <PageTitle>{t`Responsible gaming`}</PageTitle>
      <Intro>{t`Play for fun, within what you can afford. These tools help you keep control; customer service can help too.`}</Intro>
      {settings.isPending ? (
        <Skeleton.Group label={t`Loading your limits`}>
          <Skeleton variant="rect" height={240} />
          <Skeleton variant="rect" height={96} />
        </Skeleton.Group>
      ) : settings.isError ? (
        <LoadFailed title={t`Your limits could not be loaded.`} error={settings.error} onRetry={() => void settings.refetch()} />
      ) : (
        <>
          <LimitsSection limits={settings.data.limits} />
          <RealityCheckSection minutes={settings.data.realityCheckMinutes} />
        </>
      )}
      <HistorySection />
      <BreakSection />
    </PageColumn>
  );
}
