/**
 * The agent centre's team betting and downline transactions pages read the newest rows of a whole
 * team: for a large team, walking these indexes newest first and keeping the team's rows stops
 * after a page, where the member indexes would read every row of every member in the period and
 * sort them. The planner keeps the member indexes for a small team (agent-reports/team-scope.ts).
 * Needs 0005 and 0013.
 */
export const teamReportTime = `
create index bet_time on bet (bet_at desc, id desc);
create index ledger_entry_time on ledger_entry (created_at desc, id desc);
`;
