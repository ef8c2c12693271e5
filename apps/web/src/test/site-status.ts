import type { SystemStatus } from '@platform/api';

/** For tests: an open platform's status (/wps/system/status), with `overrides` applied. */
export function siteStatusFixture(overrides: Partial<SystemStatus> = {}): SystemStatus {
  return {
    whitelabel: [],
    register: {},
    resources: [{ resourceType: 'TELEGRAM', url: 'https://t.example/royal' }],
    customerService: [],
    analytics: {},
    imageCDNs: [],
    launchGameCDNs: [],
    location: { ip: '198.51.100.4' },
    maintenance: { enabled: false, endTime: null, message: null },
    regionRestriction: { restricted: false, message: null },
    ...overrides,
  };
}
