import { describe, expect, it } from 'vitest';
import { setupI18n } from '@lingui/core';
import { object, ValidationError } from 'yup';
import { confirmationSchema, requiredText, ruleSchema } from './rule-schema';
import type { ServerFieldRule } from './server-rule';

const i18n = setupI18n({ locale: 'en', messages: { en: {} } });
const username: ServerFieldRule = {
  enabled: true,
  required: false,
  acceptedPattern: '[A-Za-z][A-Za-z0-9]*',
  patternId: 'letterFirstAlphanumeric',
  minLength: 6,
  maxLength: 16,
};

async function errorsOf(schema: { validate: (value: unknown, options: { abortEarly: boolean }) => Promise<unknown> }, value: unknown): Promise<Record<string, string>> {
  try {
    await schema.validate(value, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return Object.fromEntries(error.inner.map((inner) => [inner.path ?? '', inner.message]));
  }
}

describe('ruleSchema', () => {
  it('trims the value before checking it and gives back the trimmed value', async () => {
    const schema = object({ username: ruleSchema(username, i18n) });
    await expect(schema.validate({ username: '  player01  ' })).resolves.toEqual({ username: 'player01' });
  });

  it('fails with the message of the part of the rule that failed', async () => {
    const schema = object({ username: ruleSchema(username, i18n, { isRequired: true }) });
    expect(await errorsOf(schema, { username: '   ' })).toEqual({ username: 'Input cannot be empty' });
    expect(await errorsOf(schema, { username: 'abc' })).toEqual({ username: 'Use 6-16 characters' });
    expect(await errorsOf(schema, { username: '1player' })).toEqual({
      username: '6-16 characters: a letter first, then letters or digits',
    });
  });

  it('lets an optional field stay empty, and a required override make it required', async () => {
    expect(await errorsOf(object({ username: ruleSchema(username, i18n) }), { username: '' })).toEqual({});
    expect(await errorsOf(object({ username: ruleSchema(username, i18n, { isRequired: true }) }), {})).toEqual({
      username: 'Input cannot be empty',
    });
  });
});

describe('confirmationSchema', () => {
  const schema = object({ password: ruleSchema({ ...username, required: true }, i18n), confirmPassword: confirmationSchema('password', i18n) });

  it('must equal the field it confirms, compared after trimming', async () => {
    expect(await errorsOf(schema, { password: 'player01', confirmPassword: 'player02' })).toEqual({
      confirmPassword: 'The two entries differ',
    });
    expect(await errorsOf(schema, { password: 'player01 ', confirmPassword: ' player01' })).toEqual({});
  });

  it('is required', async () => {
    expect(await errorsOf(schema, { password: 'player01', confirmPassword: '' })).toEqual({ confirmPassword: 'Input cannot be empty' });
  });
});

describe('requiredText', () => {
  it('requires a non-blank value and caps its length', async () => {
    const schema = object({ code: requiredText(i18n, 255) });
    expect(await errorsOf(schema, { code: '  ' })).toEqual({ code: 'Input cannot be empty' });
    expect(Object.keys(await errorsOf(schema, { code: 'x'.repeat(256) }))).toEqual(['code']);
    expect(await errorsOf(schema, { code: ' 1234 ' })).toEqual({});
  });
});
