import { screen } from '@testing-library/react';
import { presetDateRange } from '@platform/ui';
import { businessToday } from '../../../components/records/business-day';
import { GAME_MENUS, shownRows } from '../../../components/records/test-support';
import { gameMenus } from '@platform/api';

/** The mocked `api.call` as the team report tests drive it. */
interface ApiCallMock {
  mockImplementation: (answer: (definition: unknown) => Promise<unknown>) => unknown;
  mock: { calls: readonly (readonly unknown[])[] };
}

/** Answers a team report's page call and its export call (an Error is thrown), and the lobby's menus. */
export function answerReport(call: ApiCallMock, answers: ReadonlyMap<unknown, unknown>): void {
  call.mockImplementation(async (definition) => {
    if (definition === gameMenus) return GAME_MENUS;
    const answer = answers.get(definition);
    if (answer instanceof Error) throw answer;
    return answer ?? null;
  });
}

/** The inputs every call of `definition` was sent, in order. */
export function inputsOf(call: ApiCallMock, definition: unknown): unknown[] {
  return call.mock.calls.filter(([called]) => called === definition).map(([, input]) => input);
}

/** The period the reports open with: the last 7 business days. */
export const lastWeek = () => presetDateRange('last7Days', businessToday());

/** What the address's search params hold (read through test-support's SearchProbe). */
export const addressParams = () => Object.fromEntries(new URLSearchParams(screen.getByTestId('search').textContent!));

/** The downline filter's field. */
export const accountField = () => screen.getByRole('textbox', { name: /^Downline account/ });

/** The table's cells as its CSV holds them: a formula-like cell is made text for the spreadsheet. */
export function csvOfTable(table: HTMLElement): string[][] {
  return shownRows(table).map((row) => row.map((cell) => (/^[=+\-@]/.test(cell) ? `'${cell}` : cell)));
}
