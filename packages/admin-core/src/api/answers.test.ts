import {
  errorEnvelopeSchema,
  loginBodySchema,
  loginDataSchema,
  refreshDataSchema,
  sessionUserSchema,
} from '@console/contract';
import { describe, expect, it } from 'vitest';
import {
  checkLoginBody,
  parseErrorEnvelope,
  parseLoginData,
  parseRefreshData,
  parseSessionUser,
} from './answers';

const user = {
  id: 7,
  name: 'Ada',
  username: 'ada',
  isSuperUser: false,
  permissions: ['goals:read', 'faq:write'],
};

/** The guards must agree with the contract's schemas: same verdict, same kept fields. */
function agreesWithSchema(
  guard: (value: unknown) => unknown,
  schema: { safeParse(value: unknown): { success: boolean; data?: unknown } },
  samples: readonly unknown[],
  project: (data: unknown) => unknown = (data) => data,
) {
  for (const sample of samples) {
    const expected = schema.safeParse(sample);
    expect(guard(sample), JSON.stringify(sample)).toEqual(
      expected.success ? project(expected.data) : null,
    );
  }
}

const userSamples = [
  user,
  { ...user, extra: 'dropped' },
  { ...user, isSuperUser: true, permissions: [] },
  { ...user, id: 0 },
  { ...user, id: -3 },
  { ...user, id: 1.5 },
  { ...user, id: '7' },
  { ...user, name: 3 },
  { ...user, username: null },
  { ...user, isSuperUser: 'yes' },
  { ...user, permissions: ['goals:delete'] },
  { ...user, permissions: [1] },
  { ...user, permissions: 'goals:read' },
  { name: 'x' },
  null,
  'ada',
  [user],
];

describe('answer guards', () => {
  it('read the stored user as sessionUserSchema does', () => {
    agreesWithSchema(parseSessionUser, sessionUserSchema, userSamples);
  });

  it('read the login and refresh answers as their schemas do', () => {
    const tokens = { token: 'access', refreshToken: 'refresh' };
    const samples = [
      { user, ...tokens },
      { user: { ...user, id: 0 }, ...tokens },
      { user, token: 'access' },
      { user, token: 5, refreshToken: 'refresh' },
      { ...tokens },
      tokens,
      { ...tokens, extra: true },
      null,
      [],
    ];
    agreesWithSchema(parseLoginData, loginDataSchema, samples);
    agreesWithSchema(parseRefreshData, refreshDataSchema, samples);
  });

  it('read error envelopes as errorEnvelopeSchema does', () => {
    const base = { success: false, message: 'Nope', code: 'VALIDATION_ERROR' };
    // The guard answers only what the client reads of an error: its code, details and rule.
    const readByClient = (data: unknown) => {
      const { code, details, rule, params } = data as Record<string, unknown>;
      return { code, details, rule, params };
    };
    const taken = { rule: 'level.numberTaken', params: { number: 3, name: 'Three' } };
    agreesWithSchema(
      parseErrorEnvelope,
      errorEnvelopeSchema,
      [
        base,
        { ...base, details: [{ path: 'title', message: 'Required', extra: 1 }] },
        { ...base, details: [] },
        { ...base, details: [{ path: 'title' }] },
        { ...base, details: 'title' },
        { ...base, ...taken, details: [{ path: 'number', message: 'Taken', ...taken }] },
        { ...base, rule: 'record.stale' },
        { ...base, rule: 7 },
        { ...base, params: { number: true } },
        { ...base, params: [3] },
        { ...base, details: [{ path: 'number', message: 'Taken', rule: null }] },
        { ...base, details: [{ path: 'number', message: 'Taken', params: { n: {} } }] },
        { ...base, code: 'TEAPOT' },
        { ...base, success: true },
        { ...base, message: undefined },
        null,
      ],
      readByClient,
    );
  });

  it('check the sign-in body as loginBodySchema does', () => {
    const samples = [
      { username: 'ada', password: 'secret' },
      { username: '  ada  ', password: ' secret ' },
      { username: '   ', password: 'secret' },
      { username: 'ada', password: '' },
      { username: 'a'.repeat(50), password: 'p'.repeat(128) },
      { username: 'a'.repeat(51), password: 'secret' },
      { username: 'ada', password: 'p'.repeat(129) },
    ];
    for (const sample of samples) {
      const expected = loginBodySchema.safeParse(sample);
      const checked = checkLoginBody(sample);
      expect(checked.issues.map((issue) => issue.path)).toEqual(
        expected.success ? [] : expected.error.issues.map((issue) => issue.path.join('.')),
      );
      if (expected.success) expect(checked.body).toEqual(expected.data);
    }
  });

  it('refuse a sign-in body with codes and their values, no English text', () => {
    expect(checkLoginBody({ username: '   ', password: '' }).issues).toEqual([
      { path: 'username', message: 'required', rule: 'required' },
      { path: 'password', message: 'required', rule: 'required' },
    ]);
    expect(checkLoginBody({ username: 'a'.repeat(51), password: 'p'.repeat(129) }).issues).toEqual([
      { path: 'username', message: 'maxLength', rule: 'maxLength', params: { max: 50 } },
      { path: 'password', message: 'maxLength', rule: 'maxLength', params: { max: 128 } },
    ]);
  });
});
