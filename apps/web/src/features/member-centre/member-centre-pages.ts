import type { ComponentType } from 'react';
import { lazyModule } from '../../lib/lazy/lazy-module';
import type { MemberCentrePage } from '../../lib/paths/centre-paths';

/**
 * The pages built so far, each its own lazily loaded chunk. The records, rewards, missions,
 * referral, inbox and rebate pages come with part 2 of the member centre; until then their
 * entries are not offered (an address naming one opens the default page).
 */
export const MEMBER_CENTRE_PAGE_MODULES: Readonly<Partial<Record<MemberCentrePage, ComponentType>>> = {
  securityCenter: /* @__PURE__ */ lazyModule(() => import('./security-centre/SecurityCentrePage')),
  transferFund: /* @__PURE__ */ lazyModule(() => import('./my-wallet/MyWalletPage')),
  depositv2: /* @__PURE__ */ lazyModule(() => import('./deposit/DepositPage')),
  withdraw: /* @__PURE__ */ lazyModule(() => import('./withdraw/WithdrawPage')),
  transferUpline: /* @__PURE__ */ lazyModule(() => import('./transfer-upline/TransferUplinePage')),
};
