export { SystemStatusGate, type SystemStatusGateProps } from './SystemStatusGate';
export { SiteStatusContext, useSiteStatus, type SiteStatus } from './site-status-context';
export { MaintenanceView, type MaintenanceViewProps } from './MaintenanceView';
export { RegionBlockedView, type RegionBlockedViewProps } from './RegionBlockedView';
export {
  clearSystemStatusReport,
  getSystemStatusReport,
  reportSystemStatus,
  subscribeSystemStatusReport,
  type SystemStatusReport,
} from './system-status-store';
export { useSystemStatus, type SystemStatusResult, type SystemStatusState } from './use-system-status';
