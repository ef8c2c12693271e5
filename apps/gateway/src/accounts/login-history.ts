import type { FastifyRequest } from 'fastify';
import type { LoginHistoryPage } from '@platform/api/contract';
import type { Queryable } from '../db/database';
import type { LoginType } from '../http/session';
import { summariseUserAgent } from './device-summary';

/** Where a login comes from: the address the gateway sees (request.ip, which follows TRUST_PROXY) and the device. */
export interface LoginClient {
  ip: string;
  browser: string | null;
  os: string | null;
}

export function loginClientOf(request: FastifyRequest): LoginClient {
  return { ip: request.ip, ...summariseUserAgent(request.headers['user-agent']) };
}

export interface LoginAttempt {
  memberId: number;
  loginType: LoginType;
  succeeded: boolean;
  client: LoginClient;
  now: Date;
}

/** Records a login, or a failed password attempt at a member's account. */
export async function recordLoginAttempt(db: Queryable, attempt: LoginAttempt): Promise<void> {
  const { client } = attempt;
  await db.query('insert into login_record (member_id, login_type, succeeded, ip, browser, os, created_at) values ($1, $2, $3, $4, $5, $6, $7)', [
    attempt.memberId,
    attempt.loginType,
    attempt.succeeded,
    client.ip,
    client.browser,
    client.os,
    attempt.now,
  ]);
}

interface LoginRecordRow {
  created_at: Date;
  ip: string;
  browser: string | null;
  os: string | null;
  login_type: LoginType;
  succeeded: boolean;
  total: number;
}

/** One page of a member's logins, newest first. */
export async function loadLoginHistory(db: Queryable, memberId: number, pageNo: number, pageSize: number): Promise<LoginHistoryPage> {
  const result = await db.query<LoginRecordRow>(
    `select created_at, ip, browser, os, login_type, succeeded, count(*) over ()::int as total
       from login_record where member_id = $1
      order by id desc limit $2 offset $3`,
    [memberId, pageSize, (pageNo - 1) * pageSize],
  );
  let total = result.rows[0]?.total;
  if (total === undefined) {
    // Past the last page: the count still says how many pages there are.
    total = (await db.query<{ total: number }>('select count(*)::int as total from login_record where member_id = $1', [memberId])).rows[0]?.total ?? 0;
  }
  return {
    list: result.rows.map((row) => ({
      loginTime: row.created_at.toISOString(),
      ip: row.ip,
      browser: row.browser,
      os: row.os,
      loginType: row.login_type,
      success: row.succeeded,
    })),
    totalPages: Math.ceil(total / pageSize),
  };
}
