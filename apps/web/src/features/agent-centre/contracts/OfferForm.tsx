import { useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { styled } from 'styled-components';
import { Alert, Button, Select, vars } from '@platform/ui';
import { isApiError, type Contract, type ContractOfferImpact, type ContractPeriod, type SettlementKind } from '@platform/api';
import { errorMessage } from '../../../lib/error-message';
import { useSessionToken } from '../../../lib/session/session';
import { CONTRACT_PERIODS, periodLabel } from './contract-labels';
import { ContractSimulator } from './ContractSimulator';
import { DownlinePicker } from './DownlinePicker';
import { OfferImpact } from './OfferImpact';
import { CONTRACTS_PAGE_SIZE, offerImpactOptions, useAgentContracts, useOfferContract } from './queries';
import type { AnyKindTier } from './tier-fields';
import { TierEditor } from './TierEditor';
import { emptyDraft, readTiers, type TierDraft } from './tier-rules';

export interface OfferFormProps {
  kind: SettlementKind;
  onCancel: () => void;
  /** Called with the offer once the gateway recorded it (pending until the downline answers). */
  onSent: (contract: Contract<AnyKindTier>) => void;
}

interface CheckedImpact {
  /** The offer it was checked for: a changed offer is checked again. */
  offerKey: string;
  impact: ContractOfferImpact;
}

/**
 * Offers a direct downline a contract: the downline, the period (dividends), the tiers, the
 * simulator, then Send. Before sending, the offer's impact is checked: one that pays less shows
 * the contracts it would end and goes only once the agent agreed, with agreeToTerminate. Nothing
 * typed is lost on a refusal.
 */
export function OfferForm({ kind, onCancel, onSent }: OfferFormProps) {
  const { t, i18n } = useLingui();
  const token = useSessionToken();
  const queryClient = useQueryClient();
  const offer = useOfferContract(kind);
  const [downline, setDownline] = useState('');
  const [period, setPeriod] = useState<ContractPeriod | ''>('');
  const [drafts, setDrafts] = useState<TierDraft[]>(() => [emptyDraft(kind)]);
  const [isAttempted, setAttempted] = useState(false);
  const [checked, setChecked] = useState<CheckedImpact | null>(null);
  const [impactError, setImpactError] = useState<unknown>(null);
  const [isChecking, setChecking] = useState(false);
  const [consentKey, setConsentKey] = useState<string | null>(null);
  const [isConsentMissing, setConsentMissing] = useState(false);

  const hasPeriod = kind === 'DIVIDEND';
  const offerKey = JSON.stringify({ downline, period, drafts });
  const { tiers, problems } = readTiers(kind, drafts);
  const shownImpact = checked?.offerKey === offerKey ? checked.impact : null;
  const isConsented = consentKey === offerKey;
  const downlineProblem = isAttempted && downline === '' ? t`Choose a downline.` : undefined;
  const periodProblem = isAttempted && hasPeriod && period === '' ? t`Choose how often it settles.` : undefined;

  const pendingOffers = useAgentContracts(
    { kind, side: 'PAID', status: 'PENDING', downline: downline || '-', pageNo: 1, pageSize: CONTRACTS_PAGE_SIZE },
    downline !== '',
  );
  const hasPendingOffer = (pendingOffers.data?.list ?? []).some((contract) => contract.downline.toLowerCase() === downline.toLowerCase());

  /** The offer as typed, when every rule holds; otherwise null, and the rules show by their fields. */
  const prepare = () => {
    setAttempted(true);
    if (!tiers || downline === '' || (hasPeriod && period === '')) return null;
    return { kind, downline, tiers, ...(hasPeriod && period !== '' ? { period } : {}) };
  };

  const checkImpact = async (ready: { downline: string; tiers: AnyKindTier[] }) => {
    setChecking(true);
    setImpactError(null);
    try {
      const impact = await queryClient.fetchQuery(offerImpactOptions(token, { kind, downline: ready.downline, tiers: ready.tiers }));
      setChecked({ offerKey, impact });
      return impact;
    } catch (error) {
      setImpactError(error);
      return null;
    } finally {
      setChecking(false);
    }
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (offer.isPending || isChecking) return;
    const ready = prepare();
    if (!ready) return;
    offer.reset();
    const impact = shownImpact ?? (await checkImpact(ready));
    if (!impact) return;
    if (impact.isLowerRate && !isConsented) {
      setConsentMissing(true);
      return;
    }
    offer.mutate(
      { downline: ready.downline, tiers: ready.tiers, ...(ready.period ? { period: ready.period } : {}), ...(impact.isLowerRate ? { agreeToTerminate: true as const } : {}) },
      {
        onSuccess: onSent,
        // A refusal may come from a change since the check (a contract started or ended): check again.
        onError: (error) => {
          if (isApiError(error) && error.status === 409) void checkImpact(ready);
        },
      },
    );
  };

  const refusal = () => {
    const error = offer.error;
    if (isApiError(error) && error.status === 409) {
      if (hasPendingOffer) return t`${downline} already has a pending offer from you: withdraw it in the list of your contracts before sending another.`;
      if (shownImpact?.isLowerRate && !isConsented) return t`This offer pays less than ${downline}'s contracts: tick the box to agree that they end, then send it again.`;
    }
    return errorMessage(error);
  };

  return (
    <Form onSubmit={(event) => void submit(event)} noValidate aria-label={t`Offer a contract`}>
      <DownlinePicker value={downline} onChange={setDownline} errorMessage={downlineProblem} />
      {hasPendingOffer && <Alert tone="warning">{t`${downline} already has a pending offer of this kind from you: withdraw it first to send a new one.`}</Alert>}
      {hasPeriod && (
        <Select
          label={t`Period`}
          description={t`How often the dividend is settled, by business day (UTC+8).`}
          placeholder={t`Choose a period`}
          options={CONTRACT_PERIODS.map((code) => ({ value: code, label: i18n._(periodLabel[code]) }))}
          value={period}
          onChange={(value) => setPeriod(value as ContractPeriod | '')}
          isRequired
          errorMessage={periodProblem}
        />
      )}
      <TierEditor kind={kind} drafts={drafts} onChange={setDrafts} problems={isAttempted ? problems : []} />
      <ContractSimulator kind={kind} prepare={prepare} offerKey={offerKey} />
      {impactError !== null && <Alert tone="danger" title={t`What this offer would end could not be checked.`}>{errorMessage(impactError)}</Alert>}
      {shownImpact && (
        <OfferImpact
          kind={kind}
          downline={downline}
          impact={shownImpact}
          isConsented={isConsented}
          onConsentChange={(isChecked) => {
            setConsentKey(isChecked ? offerKey : null);
            setConsentMissing(false);
          }}
          consentError={isConsentMissing && !isConsented ? t`Tick this box to send an offer that pays less.` : undefined}
        />
      )}
      {offer.isError && <Alert tone="danger">{refusal()}</Alert>}
      <Buttons>
        <Button variant="ghost" onClick={onCancel}>
          {t`Cancel`}
        </Button>
        <Button type="submit" isLoading={offer.isPending || isChecking}>
          {t`Send offer`}
        </Button>
      </Buttons>
    </Form>
  );
}

const Form = styled.form`
  display: grid;
  gap: ${vars.space.lg};
  min-width: 0;
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${vars.space.sm};
`;
