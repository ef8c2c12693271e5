import { describe, expect, it } from 'vitest';
import { SYSTEM_STATUS, systemStatus, systemStatusView } from './system';
import type { SystemStatus } from './system';

function status(overrides: Partial<Pick<SystemStatus, 'maintenance' | 'regionRestriction'>> = {}): SystemStatus {
  return {
    whitelabel: [],
    register: {},
    resources: [],
    customerService: [],
    analytics: {},
    imageCDNs: [],
    launchGameCDNs: [],
    location: { ip: '203.0.113.7' },
    maintenance: { enabled: false, endTime: null, message: null },
    regionRestriction: { restricted: false, message: null },
    ...overrides,
  };
}

describe('systemStatusView', () => {
  it('is the normal view (0) when neither maintenance nor region restriction applies', () => {
    expect(systemStatusView(status())).toBe(0);
    expect(SYSTEM_STATUS.normal).toBe(0);
  });

  it('is the maintenance view (1) during maintenance', () => {
    const view = systemStatusView(status({ maintenance: { enabled: true, endTime: '2026-01-01T00:00:00Z', message: 'Upgrade' } }));
    expect(view).toBe(1);
    expect(view).toBe(SYSTEM_STATUS.maintenance);
  });

  it('is the region-block view (2) when the region is restricted', () => {
    const view = systemStatusView(status({ regionRestriction: { restricted: true, message: 'Blocked' } }));
    expect(view).toBe(2);
    expect(view).toBe(SYSTEM_STATUS.regionBlocked);
  });

  it('shows maintenance first when both apply', () => {
    expect(
      systemStatusView(
        status({
          maintenance: { enabled: true, endTime: null, message: null },
          regionRestriction: { restricted: true, message: null },
        }),
      ),
    ).toBe(1);
  });
});

describe('systemStatus call', () => {
  it('is a public, unencrypted GET of /wps/system/status', () => {
    expect(systemStatus).toEqual({ method: 'GET', path: '/wps/system/status', auth: false, encrypted: false });
    expect(Object.isFrozen(systemStatus)).toBe(true);
  });
});
