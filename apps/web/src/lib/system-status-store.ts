import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import type { SystemStatusSwitch } from '@platform/api';

/** A closed view the API client reported: a call was refused with MAINTENANCE (1) or a region block (2). */
export interface SystemStatusReport {
  view: SystemStatusSwitch;
  /** Grows with every report, so a recheck clears only the report that started it. */
  seq: number;
}

const reports = /* @__PURE__ */ createStore<SystemStatusReport | null>(() => null);
let seq = 0;

/**
 * The API client's `onSystemStatus` hook: a call was refused because the site is closed, so the
 * whole app switches to that view (SystemStatusGate listens). Safe to call outside React, any
 * number of times: a repeat of the view being reported changes nothing.
 */
export function reportSystemStatus(view: SystemStatusSwitch): void {
  if (reports.getState()?.view === view) return;
  seq += 1;
  reports.setState({ view, seq }, true);
}

/** Forgets the report (all of them, or only the one numbered `onlySeq`), once a status read replaces it. */
export function clearSystemStatusReport(onlySeq?: number): void {
  const report = reports.getState();
  if (report === null || (onlySeq !== undefined && report.seq !== onlySeq)) return;
  reports.setState(null, true);
}

/** The current report, or null when no call was refused since the last status read. */
export function getSystemStatusReport(): SystemStatusReport | null {
  return reports.getState();
}

/** The current report, for SystemStatusGate. */
export function useSystemStatusReport(): SystemStatusReport | null {
  return useStore(reports);
}
