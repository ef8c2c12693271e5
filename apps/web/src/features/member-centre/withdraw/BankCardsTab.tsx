import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { styled } from 'styled-components';
import { Alert, Button, Skeleton, unstyledList, vars } from '@platform/ui';
import type { BankCard } from '@platform/api';
import { EmptyState } from '../../../components/EmptyState';
import { LoadFailed } from '../../../components/LoadFailed';
import { AddBankCardForm } from './AddBankCardForm';
import { useBankCards } from './queries';
import { RemoveCardDialog } from './RemoveCardDialog';

/** The member's bank cards (at most 5): the list with a remove button each, and the form to add one. */
export function BankCardsTab() {
  const { t } = useLingui();
  const query = useBankCards();
  const [removing, setRemoving] = useState<BankCard | null>(null);
  const [isDialogOpen, setDialogOpen] = useState(false);
  const [done, setDone] = useState<string | null>(null);

  if (query.isPending) {
    return (
      <Skeleton.Group label={t`Loading your bank cards`}>
        <Skeleton variant="rect" height={72} />
      </Skeleton.Group>
    );
  }
  if (query.isError) return <LoadFailed title={t`Your bank cards could not be loaded.`} error={query.error} onRetry={() => void query.refetch()} />;

  const { cards, maxCards } = query.data;
  const count = cards.length;
  const isFull = count >= maxCards;
  return (
    <Stack>
      {done && (
        <Alert tone="success" isDismissible onDismiss={() => setDone(null)}>
          {done}
        </Alert>
      )}
      <Count>{t`${count} of ${maxCards} bank cards`}</Count>
      {count === 0 ? (
        <EmptyState>{t`You have no bank card yet. Add one to withdraw to it.`}</EmptyState>
      ) : (
        <Cards aria-label={t`Your bank cards`}>
          {cards.map((card) => {
            const cardName = `${card.bankName} ${card.accountNumber}`;
            return (
              <CardItem key={card.cardId}>
                <div>
                  <strong>{card.bankName}</strong>
                  <Number>{card.accountNumber}</Number>
                  <span>{card.payeeName}</span>
                </div>
                <Button
                  size="sm"
                  variant="secondary"
                  aria-label={t`Remove ${cardName}`}
                  onClick={() => {
                    setDone(null);
                    setRemoving(card);
                    setDialogOpen(true);
                  }}
                >
                  {t`Remove`}
                </Button>
              </CardItem>
            );
          })}
        </Cards>
      )}
      {isFull ? (
        <Alert tone="info">{t`You have ${maxCards} bank cards, the most allowed. Remove one to add another.`}</Alert>
      ) : (
        <AddBankCardForm
          data={query.data}
          onAdded={(card) => {
            const cardName = `${card.bankName} ${card.accountNumber}`;
            setDone(t`${cardName} was added.`);
          }}
        />
      )}
      <RemoveCardDialog
        card={removing}
        isOpen={isDialogOpen}
        onClose={() => setDialogOpen(false)}
        onClosed={() => setRemoving(null)}
        onRemoved={(card) => {
          const cardName = `${card.bankName} ${card.accountNumber}`;
          setDialogOpen(false);
          setDone(t`${cardName} was removed.`);
        }}
      />
    </Stack>
  );
}

const Stack = styled.div`
  display: grid;
  gap: ${vars.space.lg};
`;

const Count = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
  font-size: ${vars.font.size.sm};
`;

const Cards = styled.ul`
  ${unstyledList}
  display: grid;
  gap: ${vars.space.sm};
`;

const CardItem = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space.sm};
  padding: ${vars.space.md};
  border: 1px solid ${vars.color.borderSubtle};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface};

  > div {
    display: grid;
    gap: ${vars.space.xxs};
    min-width: 0;
  }
`;

const Number = styled.span`
  font-variant-numeric: tabular-nums;
  letter-spacing: 0.05em;
`;
