/**
 * Issue 22: an agent's salary and dividends leave out the play of the team members who are
 * self-excluded, so that no upline earns from the losses of a player who asked to be kept from
 * gambling. Which exclusion counts: a self-exclusion of the member that overlaps the settled
 * period (taken before the period ends, and not ended before it starts), so the figures of a period
 * are the same whenever they are computed (the sweep, a re-run, the simulator, the real-time
 * accrual). A time-out does not count; nor, for now, a self-exclusion taken under the same
 * identity on another brand (settlement reads member ids; see README.md).
 *
 * The SQL condition, for a query whose member id is `memberColumn` and whose period is the
 * parameters `startParam` (included) and `endParam` (excluded): one probe of the
 * player_exclusion_self index per member.
 */
export function notSelfExcludedDuring(memberColumn: string, startParam: string, endParam: string): string {
  return `not exists (select 1 from player_exclusion x where x.member_id = ${memberColumn} and x.kind = 'SELF_EXCLUSION'
    and x.starts_at < ${endParam} and (x.ends_at is null or x.ends_at > ${startParam}))`;
}
