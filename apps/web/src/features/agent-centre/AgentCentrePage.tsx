import { useEffect, useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useParams } from 'react-router-dom';
import { CentrePanel, type CentrePage } from '../../components/centre/CentrePanel';
import { CentreRefused } from '../../components/centre/CentreRefused';
import { useCentreAccess } from '../../components/centre/use-centre-access';
import { useSiteStatus } from '../../lib/site-status-context';
import { AGENT_CENTRE_ROOT, DEFAULT_AGENT_CENTRE_PAGE } from '../../lib/paths/centre-paths';
import { useSiteConfig } from '../../lib/server-state/use-site-config';
import { AGENT_CENTRE_LABELS } from './agent-centre-labels';
import { AGENT_CENTRE_PAGE_MODULES, preloadAgentCentrePage } from './agent-centre-pages';
import { agentCentrePagesOffered } from './pages-offered';

const BUILT_PAGES = new Set(Object.keys(AGENT_CENTRE_PAGE_MODULES) as (keyof typeof AGENT_CENTRE_PAGE_MODULES)[]);
const NO_SALARY = { daily: false, hourly: false, realtime: false };

/**
 * The agent centre (`/agent/:page`, spec section 2): the pages this agent is offered, on the
 * library's AccountPanel, each page its own lazily loaded chunk. Guests, accounts that are not
 * agents and brands without an agent centre get the answers of section 6 instead.
 */
export default function AgentCentrePage() {
  const { t } = useLingui();
  const access = useCentreAccess('agent');
  const title = t`Agent centre`;
  const { page } = useParams();
  useEffect(() => preloadAgentCentrePage(page ?? DEFAULT_AGENT_CENTRE_PAGE), [page]);
  if (access.state === 'refused') return <CentreRefused title={title} answer={access.answer} />;
  return <AgentCentrePanel title={title} isAccessPending={access.state === 'pending'} />;
}

function AgentCentrePanel({ title, isAccessPending }: { title: string; isAccessPending: boolean }) {
  const { i18n } = useLingui();
  const config = useSiteConfig();
  const { whitelabel } = useSiteStatus().status;

  // A config that fails to load decides as if it said no: no dividend and no salary pages.
  const isDeciding = isAccessPending || config.isPending;
  const offered = useMemo(
    () =>
      agentCentrePagesOffered({
        whitelabel,
        isContractEnabled: config.data?.contractEnabled ?? false,
        salaryTypes: config.data?.salaryTypes ?? NO_SALARY,
        built: BUILT_PAGES,
      }),
    [whitelabel, config.data],
  );
  const pages = offered.map(
    (key): CentrePage => ({ key, label: i18n._(AGENT_CENTRE_LABELS[key]), Page: AGENT_CENTRE_PAGE_MODULES[key]! }),
  );

  return <CentrePanel title={title} basePath={AGENT_CENTRE_ROOT} pages={pages} defaultKey={DEFAULT_AGENT_CENTRE_PAGE} isLoading={isDeciding} />;
}
