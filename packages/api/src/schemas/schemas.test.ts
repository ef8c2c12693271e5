import { Compile } from 'typebox/compile';
import { Type } from 'typebox';
import type { Static } from 'typebox';
import { Value } from 'typebox/value';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { loadRecordings } from '../client/test-support';
import { CALLS } from '../contract/calls';
import type { CallName, Calls } from '../contract/calls';
import type { RequestOf, ResponseOf } from '../contract/define-call';
import { CALL_SCHEMAS } from './call-schemas';
import type { CallSchemasOf } from './call-schemas';
import { envelopeSchema } from './envelope';
import { LoginFailureValueSchema } from './entities';
import { AmountField } from './input-fields';

/** Whether two types are the same type (not merely assignable one way). */
type Same<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;

type RequestsMatch = { [Name in CallName]: Same<RequestOf<Calls[Name]>, Static<CallSchemasOf<Name>['request']>> };
type ResponsesMatch = { [Name in CallName]: Same<ResponseOf<Calls[Name]>, Static<CallSchemasOf<Name>['response']>> };

const names = Object.keys(CALLS) as CallName[];

describe('CALL_SCHEMAS', () => {
  it('has a request and a response schema for every call of CALLS, and nothing else', () => {
    expect(Object.keys(CALL_SCHEMAS).sort()).toEqual([...names].sort());
    for (const name of names) {
      // A query or a body is one object: a union would let Ajv's removeAdditional strip fields.
      expect(CALL_SCHEMAS[name].request, name).toMatchObject({ type: 'object' });
      expect(CALL_SCHEMAS[name].response, name).toBeTypeOf('object');
    }
  });

  it("types every call's request and response as exactly the Static of its schemas", () => {
    expectTypeOf<RequestsMatch>().toEqualTypeOf<{ [Name in CallName]: true }>();
    expectTypeOf<ResponsesMatch>().toEqualTypeOf<{ [Name in CallName]: true }>();
  });

  it('gives calls without input an empty object that drops unknown properties', () => {
    expect(CALL_SCHEMAS.memberInfo.request).toMatchObject({ type: 'object', properties: {}, additionalProperties: false });
    expect(Value.Check(CALL_SCHEMAS.memberInfo.request, {})).toBe(true);
  });
});

describe('request schemas carry the gateway input rules', () => {
  const login = Compile(CALL_SCHEMAS.login.request);

  it('takes a username login and an SMS login as one object, leaves a missing password to the gateway, and refuses an unknown type', () => {
    expect(login.Check({ type: 'username', username: 'player01', password: 'secret123' })).toBe(true);
    expect(login.Check({ type: 'sms', mobileNum: '123456789', countryDialingCode: '60', verificationCode: '1234' })).toBe(true);
    // The gateway answers "Please enter your username and password" itself.
    expect(login.Check({ type: 'username', username: 'player01' })).toBe(true);
    expect(CALL_SCHEMAS.login.request).toMatchObject({ type: 'object', additionalProperties: false });
    expect(login.Check({ type: 'email', username: 'player01', password: 'secret123' })).toBe(false);
    expect(login.Check({ type: 'username', username: 'player01', password: 'x'.repeat(129) })).toBe(false);
  });

  it('refuses an amount with more than two decimals, as the gateway does, and says so to Ajv with maxDecimals', () => {
    const transfer = Compile(CALL_SCHEMAS.walletTransfer.request);
    expect(transfer.Check({ from: 'MAIN', to: 'AG', amount: 10.05 })).toBe(true);
    expect(transfer.Check({ from: 'MAIN', to: 'AG', amount: 10.005 })).toBe(false);
    expect(transfer.Check({ from: 'MAIN', to: 'AG', amount: 0 })).toBe(false);
    expect(transfer.Check({ from: 'MAIN', to: 'AG', amount: '10' })).toBe(false);
    expect(JSON.parse(JSON.stringify(AmountField))).toEqual({
      type: 'number',
      exclusiveMinimum: 0,
      maximum: 1_000_000,
      maxDecimals: 2,
      description: 'A positive amount with at most two decimals.',
    });
  });

  it('bounds text, patterns, enums and pages', () => {
    expect(Value.Check(CALL_SCHEMAS.captcha.request, { captchaKey: 'k'.repeat(16) })).toBe(true);
    expect(Value.Check(CALL_SCHEMAS.captcha.request, { captchaKey: 'short' })).toBe(false);
    expect(Value.Check(CALL_SCHEMAS.feedback.request, { questionType: 'GAME', content: 'Line one\nline two' })).toBe(true);
    expect(Value.Check(CALL_SCHEMAS.feedback.request, { questionType: 'GAME', content: 'x'.repeat(141) })).toBe(false);
    expect(Value.Check(CALL_SCHEMAS.feedback.request, { questionType: 'GAME', content: 'bad\u0000text' })).toBe(false);
    expect(Value.Check(CALL_SCHEMAS.feedback.request, { questionType: 'WEATHER', content: 'hello' })).toBe(false);
    expect(Value.Check(CALL_SCHEMAS.gameList.request, { pageNo: 1, pageSize: 24, gameType: 'RNG' })).toBe(true);
    expect(Value.Check(CALL_SCHEMAS.gameList.request, { pageNo: 1, pageSize: 101 })).toBe(false);
    expect(Value.Check(CALL_SCHEMAS.gameList.request, { pageSize: 24 })).toBe(false);
    expect(Value.Check(CALL_SCHEMAS.gameList.request, { pageNo: 1, pageSize: 24, gameType: 'CHESS' })).toBe(false);
  });

  it('validates the contract calls by their tiers', () => {
    const dividend = Compile(CALL_SCHEMAS.dividendRequest.request);
    const tier = { periodValidBet: 1000, periodProfitLoss: -500, activeMembers: 3, rate: 10 };
    expect(dividend.Check({ requestType: 'NEW', downline: 'agent02', period: 'WEEKLY', tiers: [tier] })).toBe(true);
    expect(dividend.Check({ requestType: 'NEW', downline: 'agent02', tiers: [] })).toBe(false);
    expect(dividend.Check({ requestType: 'NEW', downline: 'agent02', tiers: [{ ...tier, rate: 101 }] })).toBe(false);
    expect(dividend.Check({ contractId: 7, decision: 'ACCEPT' })).toBe(true);
  });
});

describe('response schemas', () => {
  it('describe the recursive whitelabel tree', () => {
    const tree = [{ modId: 'LOGIN', enabled: '1', childrenNodes: [{ modId: 'FREE_PLAY', enabled: '0', childrenNodes: [] }] }];
    expect(Value.Check(CALL_SCHEMAS.whitelabel.response, tree)).toBe(true);
    expect(Value.Check(CALL_SCHEMAS.whitelabel.response, [{ modId: 'LOGIN', enabled: '1', childrenNodes: [{ modId: 'X', enabled: 1, childrenNodes: [] }] }])).toBe(false);
  });

  it("keep optional and nullable apart as the contract's types do", () => {
    const info = { id: 1, account: 'player01', nickname: null, type: 0, toUpline: false, clubLabel: null, memberLabel: [] };
    expect(Value.Check(CALL_SCHEMAS.memberInfo.response, info)).toBe(true);
    expect(Value.Check(CALL_SCHEMAS.memberInfo.response, { ...info, nickname: undefined })).toBe(false);
    expect(Value.Check(CALL_SCHEMAS.memberInfo.response, { ...info, email: null })).toBe(true);
  });

  it("match the recorded gateway answers of the client's fixtures", () => {
    const anyEnvelope = Compile(envelopeSchema(Type.Unknown()));
    const calls = Object.values(CALLS);
    let envelopes = 0;
    for (const [name, { request, response }] of loadRecordings()) {
      expect(calls.some((call) => call.method === request.method && call.path === request.path), name).toBe(true);
      const body = response.body as { value?: unknown; code?: unknown } | string;
      if (typeof body !== 'object' || body === null || !('success' in body)) {
        expect(anyEnvelope.Check(body), name).toBe(false);
        continue;
      }
      envelopes += 1;
      expect(anyEnvelope.Check(body), name).toBe(true);
      if (request.path === CALLS.login.path && body.value !== null) expect(Value.Check(LoginFailureValueSchema, body.value), name).toBe(true);
    }
    expect(envelopes).toBeGreaterThan(20);
  });
});
