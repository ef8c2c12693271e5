import type { SystemStatusSwitch } from '@platform/api';

/** A closed view the API client reported: a call was refused with MAINTENANCE (1) or a region block (2). */
export interface SystemStatusReport {
  view: SystemStatusSwitch;
  /** Grows with every report, so a recheck clears only the report that started it. */
  seq: number;
}

let report: SystemStatusReport | null = null;
let seq = 0;
const listeners = /* @__PURE__ */ new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

/**
 * The API client's `onSystemStatus` hook: a call was refused because the site is closed, so the
 * whole app switches to that view (SystemStatusGate listens). Safe to call outside React, any
 * number of times: a repeat of the view being reported changes nothing.
 */
export function reportSystemStatus(view: SystemStatusSwitch): void {
  if (report?.view === view) return;
  seq += 1;
  report = { view, seq };
  notify();
}

/** Forgets the report (all of them, or only the one numbered `onlySeq`), once a status read replaces it. */
export function clearSystemStatusReport(onlySeq?: number): void {
  if (report === null || (onlySeq !== undefined && report.seq !== onlySeq)) return;
  report = null;
  notify();
}

/** The current report, or null when no call was refused since the last status read. */
export function getSystemStatusReport(): SystemStatusReport | null {
  return report;
}

/** For `useSyncExternalStore`. */
export function subscribeSystemStatusReport(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
