import { SessionTimer } from '@platform/ui';
import { useSessionSummary } from './session-summary-query';

export interface HeaderSessionTimeProps {
  /** A narrow header shows the time without its label (screen readers still hear it). */
  isLabelHidden?: boolean;
}

/** The header's "Session 0:12:34": how long the member has been logged in, from the gateway's session start. */
export default function HeaderSessionTime({ isLabelHidden = false }: HeaderSessionTimeProps) {
  const { data } = useSessionSummary();
  if (!data) return null;
  return <SessionTimer startedAt={data.startedAt} isLabelHidden={isLabelHidden} />;
}
