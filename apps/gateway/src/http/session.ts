/** How a session was opened. */
export type LoginType = 'username' | 'sms' | 'freeplay';

/** The member behind a valid session token. */
export interface SessionMember {
  memberId: number;
  merchantCode: string;
  account: string;
  /** 0 member; 1, 2, 41, 42 agents; 4 trial. */
  type: number;
  loginType: LoginType;
  tokenHash: string;
  /** Opened with a default, expired or temporary password: only the password change is allowed. */
  mustChangePassword: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The member of the contract call's bearer token, resolved by the accounts plugin before the
     * handler; null without a token, or with one that is not valid for the call's merchant.
     */
    session: SessionMember | null;
  }
}
