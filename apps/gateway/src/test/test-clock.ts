/** A clock that stands still until a test moves it. */
export interface TestClock {
  now: () => Date;
  advance: (ms: number) => void;
}

/**
 * Where every test clock starts: 2026-11-21 08:00 UTC, or GATEWAY_TEST_CLOCK (an ISO date-time)
 * to run the suite on another date and prove no test depends on the real one.
 */
export const TEST_CLOCK_START = testClockStart(process.env.GATEWAY_TEST_CLOCK);

function testClockStart(setting: string | undefined): Date {
  if (setting === undefined || setting === '') return new Date('2026-11-21T08:00:00Z');
  const time = Date.parse(setting);
  if (Number.isNaN(time)) throw new Error(`GATEWAY_TEST_CLOCK must be an ISO date-time such as 2027-11-21T08:00:00Z, not "${setting}"`);
  return new Date(time);
}

export function createTestClock(start = TEST_CLOCK_START): TestClock {
  let time = start.getTime();
  return { now: () => new Date(time), advance: (ms) => (time += ms) };
}
