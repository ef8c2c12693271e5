import { useId } from 'react';
import { useLingui } from '@lingui/react/macro';
import { styled } from 'styled-components';
import { formatCellValue, Modal, Skeleton, StatusBadge, unstyledList, vars } from '@platform/ui';
import type { BetDetail, RoundDetail } from '@platform/api';
import { FigureList } from '../../../components/FigureList';
import { LoadFailed } from '../../../components/LoadFailed';
import { SignedMoney } from '../../../components/records/signed-money';
import { useGameNames } from '../../../components/records/use-game-names';
import { useMoney } from '../withdraw/use-money';
import { betStatus, SLOT_SYMBOLS } from '../../../components/records/bet-labels';
import { useBetDetail } from './queries';

export interface BetDetailDialogProps {
  /** The round shown; the dialog is closed while null. */
  roundNo: string | null;
  isOpen: boolean;
  onClose: () => void;
  /** After the closing animation: the caller forgets the round. */
  onClosed?: () => void;
}

/** One bet with its round as the game reported it: the figures, then the reels or the lottery draw. */
export function BetDetailDialog({ roundNo, isOpen, onClose, onClosed }: BetDetailDialogProps) {
  const { t } = useLingui();
  const number = roundNo ?? '';
  return (
    <Modal
      isOpen={isOpen && roundNo !== null}
      onOpenChange={(open) => !open && onClose()}
      onClosed={onClosed}
      title={t`Round ${number}`}
      width={520}
      minHeight={0}
    >
      {roundNo !== null && <RoundDetailBody roundNo={roundNo} />}
    </Modal>
  );
}

function RoundDetailBody({ roundNo }: { roundNo: string }) {
  const { t } = useLingui();
  const detail = useBetDetail(roundNo);
  if (detail.isError) {
    return <LoadFailed title={t`The round could not be loaded.`} error={detail.error} onRetry={() => void detail.refetch()} />;
  }
  if (!detail.data) {
    return (
      <Body aria-busy="true">
        <Skeleton height="8rem" />
        <Skeleton height="4rem" />
      </Body>
    );
  }
  return (
    <Body>
      <BetFigures bet={detail.data} />
      <RoundView round={detail.data.round} />
    </Body>
  );
}

function BetFigures({ bet }: { bet: BetDetail }) {
  const { t, i18n } = useLingui();
  const money = useMoney();
  const names = useGameNames();
  const time = (value: number) => formatCellValue(value, 'datetime', i18n.locale);
  return (
    <FigureList>
      <div>
        <dt>{t`Status`}</dt>
        <dd>
          <StatusBadge status={betStatus[bet.status]} />
        </dd>
      </div>
      <div>
        <dt>{t`Game`}</dt>
        <dd>{bet.gameName}</dd>
      </div>
      <div>
        <dt>{t`Game type`}</dt>
        <dd>{names.gameType(bet.gameType)}</dd>
      </div>
      <div>
        <dt>{t`Vendor`}</dt>
        <dd>{names.vendor(bet.vendorCode)}</dd>
      </div>
      <div>
        <dt>{t`Bet time`}</dt>
        <dd>{time(bet.betTime)}</dd>
      </div>
      {bet.settleTime !== null && (
        <div>
          <dt>{t`Settled at`}</dt>
          <dd>{time(bet.settleTime)}</dd>
        </div>
      )}
      <div>
        <dt>{t`Stake`}</dt>
        <dd>{money(bet.betAmount)}</dd>
      </div>
      <div>
        <dt>{t`Valid bet`}</dt>
        <dd>{money(bet.validBet)}</dd>
      </div>
      <div>
        <dt>{t`Payout`}</dt>
        <dd>{bet.payout === null ? t`Waiting for the result` : money(bet.payout)}</dd>
      </div>
      {bet.winLoss !== null && (
        <div>
          <dt>{t`Win/loss`}</dt>
          <dd>
            <SignedMoney amount={bet.winLoss} />
          </dd>
        </div>
      )}
    </FigureList>
  );
}

function RoundView({ round }: { round: RoundDetail }) {
  const { t, i18n } = useLingui();
  const titleId = useId();
  if (round.kind === 'SLOT') {
    const multiple = i18n.number(round.multiple);
    return (
      <Section aria-labelledby={titleId}>
        <Heading id={titleId}>{t`Reels`}</Heading>
        <Reels>
          {round.reels.map((symbol, index) => {
            const known = SLOT_SYMBOLS[symbol];
            return (
              <Reel key={index}>
                {known && <Glyph aria-hidden="true">{known.glyph}</Glyph>}
                <span>{known ? i18n._(known.name) : symbol}</span>
              </Reel>
            );
          })}
        </Reels>
        <p>{t`Paytable multiple: ×${multiple}`}</p>
      </Section>
    );
  }
  const drawTime = formatCellValue(round.drawTime, 'datetime', i18n.locale);
  const drawNo = round.drawNo;
  return (
    <Section aria-labelledby={titleId}>
      <Heading id={titleId}>{t`Draw ${drawNo}`}</Heading>
      <p>{t`Draw time: ${drawTime}`}</p>
      <NumberRow label={t`Your numbers`} numbers={round.picks} />
      {round.drawnNumbers === null ? (
        <p>{t`Not drawn yet.`}</p>
      ) : (
        <NumberRow label={t`Drawn numbers`} numbers={round.drawnNumbers} />
      )}
    </Section>
  );
}

function NumberRow({ label, numbers }: { label: string; numbers: readonly string[] }) {
  const labelId = useId();
  return (
    <div>
      <NumbersLabel id={labelId}>{label}</NumbersLabel>
      <Balls aria-labelledby={labelId}>
        {numbers.map((number, index) => (
          <Ball key={index}>{number}</Ball>
        ))}
      </Balls>
    </div>
  );
}

const Body = styled.div`
  display: grid;
  gap: ${vars.space.lg};
`;

const Section = styled.section`
  display: grid;
  gap: ${vars.space.sm};

  p {
    margin: 0;
  }
`;

const Heading = styled.h3`
  margin: 0;
  font-size: ${vars.font.size.md};
`;

const Reels = styled.ol`
  ${unstyledList}
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space.sm};
`;

const Reel = styled.li`
  display: inline-flex;
  flex-direction: column;
  align-items: center;
  gap: ${vars.space.xxs};
  min-width: 4.5rem;
  padding: ${vars.space.sm};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surfaceSunken};
  font-size: ${vars.font.size.sm};
`;

const Glyph = styled.span`
  font-size: ${vars.font.size.xl};
  line-height: 1;
`;

const NumbersLabel = styled.span`
  display: block;
  margin-bottom: ${vars.space.xs};
  color: ${vars.color.textMuted};
  font-size: ${vars.font.size.sm};
`;

const Balls = styled.ul`
  ${unstyledList}
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space.xs};
`;

const Ball = styled.li`
  display: inline-grid;
  place-items: center;
  min-width: 2.25rem;
  height: 2.25rem;
  padding: 0 ${vars.space.xs};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.pill};
  background: ${vars.color.surface};
  font-weight: ${vars.font.weight.bold};
  font-variant-numeric: tabular-nums;
`;
