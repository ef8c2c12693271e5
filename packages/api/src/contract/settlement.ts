import { defineCall } from './define-call';
import type { NoInput } from './entities';
import type {
  AgentIncome,
  AgentIncomeQuery,
  AgentSettlementsPage,
  AgentSettlementsQuery,
  ContractSimulation,
  ContractSimulationRequest,
  RealtimeAccrual,
} from '../schemas/settlement';
export type {
  SettlementKind,
  SettlementStatus,
  SettlementSide,
  RealtimeSalaryLine,
  SettlementFigures,
  AgentSettlementsQuery,
  SettlementRecord,
  AgentSettlementsPage,
  AgentIncomeQuery,
  IncomeFigures,
  IncomeByKind,
  AgentIncome,
  RealtimeAccrualBet,
  RealtimeAccrual,
  ContractSimulationRequest,
  SimulatedPeriod,
  ContractSimulation,
} from '../schemas/settlement';

/** The agent's income for a period: salary, dividends and rebates received, what it paid its downlines, by kind and by day; agents only. */
export const agentIncome = defineCall<AgentIncomeQuery, AgentIncome>({
  method: 'GET',
  path: '/wps/agent/income',
  auth: true,
  encrypted: false,
});

/** The agent's contract settlements of one kind, received from its upline or paid to its downlines, paged; agents only. */
export const agentSettlements = defineCall<AgentSettlementsQuery, AgentSettlementsPage>({
  method: 'GET',
  path: '/wps/agent/settlements',
  auth: true,
  encrypted: false,
});

/** The real-time salary accruing to the agent in the current 5-minute window, traced to each team bet and its rate; agents only. */
export const agentRealtimeAccrual = defineCall<NoInput, RealtimeAccrual>({
  method: 'GET',
  path: '/wps/agent/salary/realtime/accrual',
  auth: true,
  encrypted: false,
});

/** What proposed tiers of a kind would have paid a direct downline over its team's last periods, from the real figures; agents only. */
export const contractSimulation = defineCall<ContractSimulationRequest, ContractSimulation>({
  method: 'POST',
  path: '/wps/agent/contract/simulation',
  auth: true,
  encrypted: false,
});
