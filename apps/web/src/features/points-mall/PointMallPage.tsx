import { Suspense, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { styled } from 'styled-components';
import { Alert, Button, Pagination, Skeleton, Tabs, vars, unstyledList } from '@platform/ui';
import type { ConvertPointsResult, RedeemItem, RedeemRecord } from '@platform/api';
import { useCurrencySymbol } from '../../lib/server-state/use-site-config';
import { openAppModal } from '../../lib/app-modals';
import { LoadFailed } from '../../components/LoadFailed';
import { requireRealAccount } from '../../lib/session/access';
import { requestLogin } from '../../lib/session/login-prompt';
import { useSession } from '../../lib/session/session';
import { formatMoney, formatPoints } from './format';
import { PointsDetails } from './PointsDetails';
import { PointsRules } from './PointsRules';
import { usePointsBalance, useRedeemItems } from './points-queries';
import { RedeemDialog } from './RedeemDialog';
import { RedeemHistory } from './RedeemHistory';
import { REDEEM_STATUS_LABEL } from './labels';
import { RedeemItemCard } from './RedeemItemCard';
import { PageHeading, PageSection } from '../../components/PageSection';
import { EmptyState } from '../../components/EmptyState';
import { FigureList } from '../../components/FigureList';
import { lazyModule } from '../../lib/lazy/lazy-module';

// Loaded when first opened: its payment-password check and money request stay out of the page.
const ConvertPointsDialog = lazyModule(() => import('./ConvertPointsDialog').then((module) => ({ default: module.ConvertPointsDialog })));

/**
 * /pointMall: the member's points, the items to redeem them for, the redeem history and the
 * points details in tabs, and the rules. The points calls are member-only, so a guest sees the
 * rules and a call to log in.
 */
export default function PointMallPage() {
  const { t } = useLingui();
  const session = useSession();
  return (
    <PageSection aria-labelledby="point-mall-title">
      <PageHeading id="point-mall-title">{t`Points mall`}</PageHeading>
      {session ? <MemberMall /> : <GuestCallToAction />}
      <PointsRules />
    </PageSection>
  );
}

function GuestCallToAction() {
  const { t } = useLingui();
  return (
    <Panel>
      <p>{t`Log in to see your points and redeem them for cash, bonuses and goods.`}</p>
      <Row>
        <Button onClick={() => requestLogin('action')}>{t`Log in`}</Button>
        <Button variant="secondary" onClick={() => openAppModal('register', {})}>
          {t`Register`}
        </Button>
      </Row>
    </Panel>
  );
}

function MemberMall() {
  const { t } = useLingui();
  const [tab, setTab] = useState('items');
  const [redeeming, setRedeeming] = useState<RedeemItem | null>(null);
  const [isDialogOpen, setDialogOpen] = useState(false);
  const [redeemed, setRedeemed] = useState<RedeemRecord | null>(null);
  const [isConverting, setConverting] = useState(false);
  // Mounted from the first opening on, so its closing plays out like the redeem dialog's.
  const [hasOpenedConvert, setOpenedConvert] = useState(false);
  const [converted, setConverted] = useState<ConvertPointsResult | null>(null);
  const balance = usePointsBalance();

  const startConvert = () => {
    if (!requireRealAccount()) return;
    setConverted(null);
    setOpenedConvert(true);
    setConverting(true);
  };

  const startRedeem = (item: RedeemItem) => {
    if (!requireRealAccount()) return;
    setRedeemed(null);
    setRedeeming(item);
    setDialogOpen(true);
  };

  return (
    <>
      <PointsSummary query={balance} onConvert={startConvert} />
      {converted && <ConvertedAlert result={converted} onDismiss={() => setConverted(null)} />}
      {redeemed && <RedeemedAlert record={redeemed} onDismiss={() => setRedeemed(null)} />}
      <Tabs value={tab} onValueChange={setTab}>
        <Tabs.List aria-label={t`Points mall`}>
          <Tabs.Tab value="items">{t`Rewards`}</Tabs.Tab>
          <Tabs.Tab value="history">{t`Redeem history`}</Tabs.Tab>
          <Tabs.Tab value="details">{t`Points details`}</Tabs.Tab>
        </Tabs.List>
        <TabPanel value="items">
          <ItemsGrid points={balance.data?.points} onRedeem={startRedeem} />
        </TabPanel>
        <TabPanel value="history">
          <RedeemHistory />
        </TabPanel>
        <TabPanel value="details">
          <PointsDetails />
        </TabPanel>
      </Tabs>
      <RedeemDialog
        item={redeeming}
        isOpen={isDialogOpen}
        onClose={() => setDialogOpen(false)}
        onClosed={() => setRedeeming(null)}
        onRedeemed={(record) => {
          setDialogOpen(false);
          setRedeemed(record);
        }}
      />
      {balance.data && hasOpenedConvert && (
        <Suspense fallback={null}>
          <ConvertPointsDialog
            isOpen={isConverting}
            points={balance.data.points}
            ratio={balance.data.ratio}
            onClose={() => setConverting(false)}
            onConverted={(result) => {
              setConverting(false);
              setConverted(result);
            }}
          />
        </Suspense>
      )}
    </>
  );
}

function PointsSummary({ query, onConvert }: { query: ReturnType<typeof usePointsBalance>; onConvert: () => void }) {
  const { t, i18n } = useLingui();
  const currency = useCurrencySymbol();
  const locale = i18n.locale;

  if (query.isPending) {
    return (
      <Skeleton.Group label={t`Loading your points`}>
        <FigureList as="div">
          <Skeleton variant="rect" height={64} />
        </FigureList>
      </Skeleton.Group>
    );
  }
  if (query.isError) return <LoadFailed title={t`Your points could not be loaded.`} error={query.error} onRetry={() => void query.refetch()} />;
  const { points, balance, ratio } = query.data;
  const ratioText = formatPoints(ratio, locale);
  const one = `${currency}1.00`;
  return (
    <>
      <FigureList>
        <div>
          <dt>{t`Current points`}</dt>
          <Big>{formatPoints(points, locale)}</Big>
        </div>
        <div>
          <dt>{t`Balance`}</dt>
          <dd>
            {currency}
            {formatMoney(balance, locale)}
          </dd>
        </div>
        <div>
          <dt>{t`Ratio`}</dt>
          <dd>{t`${ratioText} points = ${one}`}</dd>
        </div>
      </FigureList>
      <Row>
        <Button variant="secondary" onClick={onConvert}>
          {t`Convert to balance`}
        </Button>
      </Row>
    </>
  );
}

function ConvertedAlert({ result, onDismiss }: { result: ConvertPointsResult; onDismiss: () => void }) {
  const { t, i18n } = useLingui();
  const currency = useCurrencySymbol();
  const points = formatPoints(-result.changedPoints, i18n.locale);
  const amount = `${currency}${formatMoney(result.amount, i18n.locale)}`;
  return (
    <Alert tone="success" isDismissible onDismiss={onDismiss}>
      {t`${points} points converted: ${amount} was paid into your main wallet.`}
    </Alert>
  );
}

function ItemsGrid({ points, onRedeem }: { points: number | undefined; onRedeem: (item: RedeemItem) => void }) {
  const { t } = useLingui();
  const [page, setPage] = useState(1);
  const query = useRedeemItems(page);
  const currency = useCurrencySymbol();

  if (query.isPending) {
    return (
      <Skeleton.Group label={t`Loading rewards`}>
        <Grid as="div">
          {[0, 1, 2, 3].map((key) => (
            <Skeleton key={key} variant="rect" height={300} />
          ))}
        </Grid>
      </Skeleton.Group>
    );
  }
  if (query.isError) return <LoadFailed title={t`The rewards could not be loaded.`} error={query.error} onRetry={() => void query.refetch()} />;
  if (query.data.list.length === 0) return <EmptyState>{t`There is nothing to redeem right now. Please come back soon.`}</EmptyState>;
  return (
    <>
      <Grid>
        {query.data.list.map((item) => (
          <li key={item.itemId}>
            <RedeemItemCard item={item} currencySymbol={currency} points={points} onRedeem={onRedeem} />
          </li>
        ))}
      </Grid>
      {query.data.totalPages > 1 && (
        <Pagination pageCount={query.data.totalPages} page={page} onPageChange={setPage} label={t`Reward pages`} />
      )}
    </>
  );
}

function RedeemedAlert({ record, onDismiss }: { record: RedeemRecord; onDismiss: () => void }) {
  const { t, i18n } = useLingui();
  const name = record.name;
  const quantity = record.quantity;
  const points = formatPoints(record.points, i18n.locale);
  const reference = record.referenceNo;
  const status = i18n._(REDEEM_STATUS_LABEL[record.status] ?? REDEEM_STATUS_LABEL.APPLYING);
  return (
    <Alert tone="success" isDismissible onDismiss={onDismiss} title={t`You redeemed ${name} × ${quantity} for ${points} points.`}>
      {t`Reference ${reference}. Status: ${status}.`}{' '}
      {record.status === 'APPROVED' ? t`It has been paid into your main wallet.` : t`We will review it and send it to your address.`}
    </Alert>
  );
}

const Panel = styled.div`
  display: grid;
  gap: ${vars.space.md};
  padding: ${vars.space.lg};
  border: 1px solid ${vars.color.borderSubtle};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface};
  color: ${vars.color.text};

  p {
    margin: 0;
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space.sm};
`;

const Big = styled.dd`
  && {
    color: ${vars.color.text};
    font-size: ${vars.font.size.xxl};
    line-height: 1.2;
  }
`;

const TabPanel = styled(Tabs.Panel)`
  &[data-state='active'] {
    display: grid;
    gap: ${vars.space.lg};
  }
`;

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 200px), 1fr));
  gap: ${vars.space.md};
  ${unstyledList}
`;
