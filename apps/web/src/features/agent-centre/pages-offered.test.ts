import { describe, expect, it } from 'vitest';
import { AGENT_CENTRE_PAGES, FEATURE, type FeatureNode } from '@platform/api/contract';
import { agentCentrePagesOffered, type AgentCentreConditions } from './pages-offered';

const everything: AgentCentreConditions = {
  whitelabel: [],
  isContractEnabled: true,
  salaryTypes: { daily: true, hourly: true, realtime: true },
  built: new Set(AGENT_CENTRE_PAGES),
};

const tree = (pages: Record<string, boolean>, isCentreOn = true): FeatureNode[] => [
  {
    modId: FEATURE.agentCentre,
    enabled: isCentreOn ? '1' : '0',
    childrenNodes: Object.entries(pages).map(([modId, isOn]) => ({ modId, enabled: isOn ? '1' : '0', childrenNodes: [] })),
  },
];

describe('agentCentrePagesOffered', () => {
  it("offers every built page in the spec's menu order when nothing says otherwise", () => {
    expect(agentCentrePagesOffered(everything)).toEqual([...AGENT_CENTRE_PAGES]);
    expect(agentCentrePagesOffered({ ...everything, built: new Set(['agentRealtimeSalary', 'agentTeamOverview'] as const) })).toEqual([
      'agentTeamOverview',
      'agentRealtimeSalary',
    ]);
  });

  it('offers dividends only when the contract flag is on', () => {
    expect(agentCentrePagesOffered({ ...everything, isContractEnabled: false })).not.toContain('agentDividendRecordCopy2');
  });

  it('offers each salary page only when its salary type is on', () => {
    const offered = agentCentrePagesOffered({ ...everything, salaryTypes: { daily: true, hourly: false, realtime: false } });
    expect(offered).toContain('agentDailyWages2');
    expect(offered).not.toContain('agentHourSalary');
    expect(offered).not.toContain('agentRealtimeSalary');
    expect(agentCentrePagesOffered({ ...everything, salaryTypes: { daily: false, hourly: true, realtime: true } })).not.toContain('agentDailyWages2');
  });

  it('leaves out a page the whitelabel tree switches off, keeps one it does not name, and shows nothing when the centre is off', () => {
    const offered = agentCentrePagesOffered({ ...everything, whitelabel: tree({ registerCenter: false, agentAnnouncement: true }) });
    expect(offered).not.toContain('registerCenter');
    expect(offered).toContain('agentAnnouncement');
    expect(offered).toContain('agentTeamOverview');
    expect(agentCentrePagesOffered({ ...everything, whitelabel: tree({}, false) })).toEqual([]);
  });

  it('lets the whitelabel tree switch off a salary page the brand turns on, never on one it turns off', () => {
    expect(agentCentrePagesOffered({ ...everything, whitelabel: tree({ agentHourSalary: false }) })).not.toContain('agentHourSalary');
    const offAndOn = { ...everything, salaryTypes: { daily: true, hourly: false, realtime: true }, whitelabel: tree({ agentHourSalary: true }) };
    expect(agentCentrePagesOffered(offAndOn)).not.toContain('agentHourSalary');
  });
});
