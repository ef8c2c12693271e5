import { ERROR_CODE, MAX_BANK_CARDS } from '@platform/api/contract';
import type { AddBankCardRequest, BankCard, BankCards, RemoveBankCardRequest } from '@platform/api/contract';
import { checkRule, describeFailure, loadRegistrationRules } from '../accounts/registration-rules';
import type { Database, Queryable } from '../db/database';
import { RequestError } from '../http/envelope-errors';
import { loadMerchantOptions } from '../shared/merchant-options';
import { BANKS, bankName, maskAccountNumber } from './banks';
import { checkPaymentPassword } from './payment-password';
import type { PaymentPasswordAsker } from './payment-password';

/** The member a card belongs to. */
export interface CardOwner {
  memberId: number;
  merchantCode: string;
}

export interface BankCardRow {
  id: number;
  bank_code: string;
  account_number: string;
  payee_name: string;
  created_at: Date;
}

export function toBankCard(row: BankCardRow): BankCard {
  return {
    cardId: row.id,
    bankCode: row.bank_code,
    bankName: bankName(row.bank_code),
    accountNumber: maskAccountNumber(row.account_number),
    payeeName: row.payee_name,
    addTime: row.created_at.getTime(),
  };
}

/** The member's cards in use, oldest first. */
export async function listBankCards(db: Queryable, memberId: number): Promise<BankCard[]> {
  const result = await db.query<BankCardRow>(
    'select id, bank_code, account_number, payee_name, created_at from bank_card where member_id = $1 and removed_at is null order by id',
    [memberId],
  );
  return result.rows.map(toBankCard);
}

/** One of the member's cards in use (404 for another member's, or a removed one). */
export async function findBankCard(db: Queryable, memberId: number, cardId: number, options: { forShare?: boolean } = {}): Promise<BankCardRow> {
  const result = await db.query<BankCardRow>(
    `select id, bank_code, account_number, payee_name, created_at from bank_card where id = $1 and member_id = $2 and removed_at is null
     ${options.forShare ? 'for share' : ''}`,
    [cardId, memberId],
  );
  const card = result.rows[0];
  if (!card) throw new RequestError(404, ERROR_CODE.notFound, 'You have no such bank card');
  return card;
}

async function registeredPayeeName(db: Queryable, memberId: number): Promise<string | null> {
  const result = await db.query<{ payee_name: string | null }>('select payee_name from member where id = $1', [memberId]);
  return result.rows[0]?.payee_name ?? null;
}

export async function loadBankCards(db: Queryable, memberId: number): Promise<BankCards> {
  return { cards: await listBankCards(db, memberId), maxCards: MAX_BANK_CARDS, payeeName: await registeredPayeeName(db, memberId), banks: [...BANKS] };
}

/** A name as names are compared: trimmed, single spaces, without regard to case. */
export function comparableName(name: string): string {
  return name.normalize('NFC').trim().replace(/\s+/gu, ' ').toLocaleUpperCase('en');
}

/**
 * The payee name a new card must carry: the member's registered real name (payee_name, asked at
 * registration), which the name typed must match; a member who registered none sets it now,
 * once, by the merchant's rule for the field.
 */
async function settlePayeeName(tx: Queryable, owner: CardOwner, typed: string): Promise<string> {
  const locked = await tx.query<{ payee_name: string | null }>('select payee_name from member where id = $1 for update', [owner.memberId]);
  const registered = locked.rows[0]?.payee_name ?? null;
  if (registered !== null) {
    if (comparableName(registered) !== comparableName(typed)) {
      throw new RequestError(400, ERROR_CODE.badRequest, 'The payee name must be the real name registered on your account');
    }
    return registered;
  }
  const name = typed.normalize('NFC').trim().replace(/\s+/gu, ' ');
  const rules = await loadRegistrationRules(tx, owner.merchantCode, await loadMerchantOptions(tx, owner.merchantCode));
  if (rules.payeeName) {
    const rule = { ...rules.payeeName, enabled: true, required: true };
    const failure = checkRule(rule, name);
    if (failure !== undefined) throw new RequestError(400, ERROR_CODE.badRequest, describeFailure('payeeName', rule, failure));
  }
  await tx.query('update member set payee_name = $2 where id = $1', [owner.memberId, name]);
  return name;
}

/** Adds a card in the member's real name: at most MAX_BANK_CARDS, and never a number another member has used. */
export async function addBankCard(db: Database, owner: CardOwner, request: AddBankCardRequest, now: Date): Promise<BankCard> {
  if (!BANKS.some((bank) => bank.bankCode === request.bankCode)) {
    throw new RequestError(400, ERROR_CODE.badRequest, `Unknown bank "${request.bankCode}": pick one of the banks listed`);
  }
  return db.transaction(async (tx) => {
    // The member's row lock (taken by settlePayeeName) serialises the member's own adds, so the count holds.
    const payeeName = await settlePayeeName(tx, owner, request.payeeName);
    const held = await tx.query<{ member_id: number; in_use: boolean }>(
      `select member_id, removed_at is null as in_use from bank_card
        where merchant_code = $1 and bank_code = $2 and account_number = $3`,
      [owner.merchantCode, request.bankCode, request.accountNumber],
    );
    if (held.rows.some((row) => row.member_id !== owner.memberId)) {
      throw new RequestError(400, ERROR_CODE.badRequest, 'This account number is registered to another member');
    }
    if (held.rows.some((row) => row.in_use)) throw new RequestError(409, ERROR_CODE.badRequest, 'You have added this card already');
    const count = await tx.query<{ cards: number }>('select count(*)::int as cards from bank_card where member_id = $1 and removed_at is null', [owner.memberId]);
    if (count.rows[0]!.cards >= MAX_BANK_CARDS) {
      throw new RequestError(400, ERROR_CODE.badRequest, `You have ${MAX_BANK_CARDS} bank cards, the most allowed: remove one first`);
    }
    const inserted = await tx.query<BankCardRow>(
      `insert into bank_card (member_id, merchant_code, bank_code, account_number, payee_name, created_at)
       values ($1, $2, $3, $4, $5, $6) returning id, bank_code, account_number, payee_name, created_at`,
      [owner.memberId, owner.merchantCode, request.bankCode, request.accountNumber, payeeName, now],
    );
    return toBankCard(inserted.rows[0]!);
  });
}

/** Removes a card with the payment password; a card a pending withdrawal pays to stays. */
export async function removeBankCard(db: Database, asker: PaymentPasswordAsker, request: RemoveBankCardRequest): Promise<null> {
  await findBankCard(db, asker.memberId, request.cardId);
  await checkPaymentPassword(db, asker, request.paymentPassword);
  const removed = await db.query(
    `update bank_card c set removed_at = $3
      where c.id = $1 and c.member_id = $2 and c.removed_at is null
        and not exists (select 1 from withdrawal w where w.bank_card_id = c.id and w.status = 'REQUESTED')
      returning 1`,
    [request.cardId, asker.memberId, asker.now],
  );
  if (removed.rows.length === 0) {
    throw new RequestError(400, ERROR_CODE.badRequest, 'A withdrawal to this card is still being processed: remove it once it is paid or rejected');
  }
  return null;
}
