import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route, Routes, useLocation } from 'react-router-dom';
import { FEATURE, memberInfo, siteConfig, type FeatureNode, type MemberInfo, type SiteConfig } from '@platform/api';
import { api } from '../../lib/api';
import { getLoginPrompt } from '../../lib/session/login-prompt';
import { sessionStore } from '../../lib/session/session';
import { axeViolations, renderInApp } from '../../test/render-in-app';
import { siteStatusFixture } from '../../test/site-status';
import AgentCentrePage from './AgentCentrePage';

vi.mock('../../lib/api', () => ({ api: { call: vi.fn() } }));
// The pages are other tests' business: each stands in as its heading.
vi.mock('./agent-centre-pages', () => {
  const page = (name: string) => () => <h2>{name} page</h2>;
  return {
    preloadAgentCentrePage: () => undefined,
    AGENT_CENTRE_PAGE_MODULES: {
      agentAnnouncement: page('Announcements'),
      agentTeamOverview: page('Overview'),
      registerCenter: page('Open account'),
      agentRevenueReport: page('Income'),
      agentDividendRecordCopy2: page('Dividends'),
      agentDailyWages2: page('Daily wages'),
      agentHourSalary: page('Hourly salary'),
      agentRealtimeSalary: page('Real-time salary'),
    },
  };
});

const call = vi.mocked(api.call);

const AGENT: MemberInfo = { id: 1, account: 'agent02', nickname: 'Boss', type: 2, toUpline: false, clubLabel: null, memberLabel: [] };
const CONFIG: SiteConfig = {
  currencySymbol: 'RM',
  contractEnabled: true,
  salaryTypes: { daily: true, hourly: false, realtime: true },
  consolidatedSalary: false,
  creditMode: false,
  languages: ['MS', 'EN', 'CN'],
};

function answer({ member = AGENT, config = CONFIG }: { member?: MemberInfo; config?: SiteConfig } = {}) {
  call.mockImplementation(async (definition) => {
    if (definition === memberInfo) return member;
    if (definition === siteConfig) return config;
    throw new Error(`unexpected ${definition.path}`);
  });
}

function LocationProbe() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

async function renderCentre(route: string | string[], whitelabel = siteStatusFixture().whitelabel) {
  return renderInApp(
    <>
      <Routes>
        <Route path="/agent/:page?" element={<AgentCentrePage />} />
        <Route path="*" element={<p>Another page</p>} />
      </Routes>
      <LocationProbe />
    </>,
    { route, siteStatus: siteStatusFixture({ whitelabel }) },
  );
}

function menuEntries() {
  return screen
    .getAllByRole('link')
    .map((link) => link.getAttribute('href'))
    .filter((href) => href?.startsWith('/agent/'));
}

afterEach(() => {
  sessionStore.signOut();
  call.mockReset();
});

describe('AgentCentrePage', () => {
  it('asks a guest to log in', async () => {
    call.mockRejectedValue(new Error('offline'));
    await renderCentre('/agent/agentTeamOverview');
    expect(screen.getByRole('heading', { level: 1, name: 'Agent centre' })).toBeInTheDocument();
    expect(getLoginPrompt()).toEqual({ isOpen: true, reason: 'action' });
  });

  it('refuses a member who is not an agent: "non-agents cannot log in"', async () => {
    sessionStore.signIn({ token: 't-member', account: 'player01', type: 0 });
    answer({ member: { ...AGENT, account: 'player01', type: 0 } });
    await renderCentre('/agent/agentTeamOverview');
    expect(await screen.findByText('Non-agents cannot log in.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();
  });

  it("lists the pages the brand turns on in the spec's order and opens the default page, team overview", async () => {
    sessionStore.signIn({ token: 't1', account: 'agent02', type: 2 });
    answer();
    const { container } = await renderCentre('/agent');
    expect(await screen.findByRole('heading', { level: 2, name: 'Overview page' })).toBeInTheDocument();
    // Hourly salary is off in this brand's salary types.
    expect(menuEntries()).toEqual([
      '/agent/agentAnnouncement',
      '/agent/agentTeamOverview',
      '/agent/registerCenter',
      '/agent/agentRevenueReport',
      '/agent/agentDividendRecordCopy2',
      '/agent/agentDailyWages2',
      '/agent/agentRealtimeSalary',
    ]);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('hides dividends when the contract flag is off, and sends its address to the default page', async () => {
    sessionStore.signIn({ token: 't2', account: 'agent02', type: 2 });
    answer({ config: { ...CONFIG, contractEnabled: false } });
    await renderCentre('/agent/agentDividendRecordCopy2');
    expect(await screen.findByRole('heading', { level: 2, name: 'Overview page' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/agent/agentTeamOverview');
    expect(menuEntries()).not.toContain('/agent/agentDividendRecordCopy2');
  });

  it('leaves out a page the whitelabel tree switches off', async () => {
    sessionStore.signIn({ token: 't3', account: 'agent02', type: 2 });
    answer();
    const whitelabel: FeatureNode[] = [
      { modId: FEATURE.agentCentre, enabled: '1', childrenNodes: [{ modId: 'registerCenter', enabled: '0', childrenNodes: [] }] },
    ];
    await renderCentre('/agent/agentTeamOverview', whitelabel);
    await screen.findByRole('heading', { level: 2, name: 'Overview page' });
    expect(menuEntries()).not.toContain('/agent/registerCenter');
  });

  it('opens the chosen page and closes back to where the agent came from', async () => {
    sessionStore.signIn({ token: 't4', account: 'agent02', type: 2 });
    answer();
    await renderCentre(['/promotions', '/agent/agentTeamOverview']);
    await userEvent.click(await screen.findByRole('link', { name: 'My income' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Income page' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/agent/agentRevenueReport');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(await screen.findByText('Another page')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/promotions');
  });
});
