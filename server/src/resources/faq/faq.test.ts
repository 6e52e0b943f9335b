import type { Faq } from '@console/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer, testDatabases } from '../../../test/harness';
import { auditRowsOf, type Envelope } from '../testing';

describe.each(testDatabases())('faq ($name)', (database) => {
  let server: TestServer;
  let writer: string;
  let reader: string;

  const create = (body: Record<string, unknown>) =>
    server.request<Envelope<Faq>>('POST', '/faq', { token: writer, body });
  const list = (query: Record<string, string | number>) =>
    server.request<Envelope<{ items: Faq[]; total: number }>>('GET', '/faq', {
      token: reader,
      query,
    });

  beforeAll(async () => {
    server = await createTestServer({ database });
    writer = (await server.signIn({ permissions: ['faq:read', 'faq:write'] })).token;
    reader = (await server.signIn({ permissions: ['faq:read'] })).token;
  });
  afterAll(() => server.close());

  it('creates entries appended per locale and filters by locale, publication and the words of the question or answer', async () => {
    const first = await create({
      question: 'How do I start?',
      answer: 'Send /start.',
      locale: 'en-US',
      isPublished: true,
    });
    const second = await create({
      question: 'How do I earn XP?',
      answer: 'Finish challenges.',
      locale: 'en-US',
    });
    const spanish = await create({
      question: '¿Cómo empiezo?',
      answer: 'Envía /start.',
      locale: 'es-ES',
    });
    expect([first.status, second.status, spanish.status]).toEqual([201, 201, 201]);
    expect([
      first.body.data.sortOrder,
      second.body.data.sortOrder,
      spanish.body.data.sortOrder,
    ]).toEqual([0, 1, 0]);
    expect(second.body.data).toMatchObject({ category: 'general', isPublished: false, version: 1 });

    expect((await list({ locale: 'en-US' })).body.data.total).toBe(2);
    expect((await list({ isPublished: 'true' })).body.data.items.map((faq) => faq.id)).toEqual([
      first.body.data.id,
    ]);
    const found = async (q: string) => (await list({ q })).body.data.items.map((faq) => faq.id);
    expect(await found('how do i e')).toEqual([first.body.data.id, second.body.data.id]);
    // A word anywhere in the question, in any case; every word, in any order.
    expect(await found('XP')).toEqual([second.body.data.id]);
    expect(await found('earn how')).toEqual([second.body.data.id]);
    expect(await found('earn start')).toEqual([]);
    // …or in the answer.
    expect(await found('CHALLENGES')).toEqual([second.body.data.id]);
    // LIKE's wildcards are taken literally.
    expect(await found('%')).toEqual([]);
    expect(await found('_')).toEqual([]);
    expect((await list({ q: '¿cómo' })).body.data.items.map((faq) => faq.id)).toEqual([
      spanish.body.data.id,
    ]);
  });

  it('rejects a locale outside the eight and unknown fields', async () => {
    const bad = await create({ question: 'Q', answer: 'A', locale: 'it-IT', tags: ['x'] });
    expect(bad.status).toBe(400);
    expect(bad.body.details?.map((detail) => detail.path)).toEqual(
      expect.arrayContaining(['locale', 'tags']),
    );
    expect((await list({ locale: 'xx-XX' })).status).toBe(400);
  });

  it('reorders the entries of one locale and refuses a list from another locale', async () => {
    const english = (await list({ locale: 'en-US' })).body.data.items.map((faq) => faq.id);
    const reversed = [...english].reverse();
    const reordered = await server.request<Envelope<Faq[]>>('POST', '/faq/reorder', {
      token: writer,
      body: { locale: 'en-US', ids: reversed },
    });
    expect(reordered.status).toBe(200);
    expect(reordered.body.data.map((faq) => [faq.id, faq.sortOrder])).toEqual([
      [reversed[0], 0],
      [reversed[1], 1],
    ]);
    const audit = await auditRowsOf(server.db, 'faq');
    expect(audit[0]).toMatchObject({
      action: 'reorder',
      after: { locale: 'en-US', ids: reversed },
    });

    const spanishId = (await list({ locale: 'es-ES' })).body.data.items[0]?.id;
    const wrong = await server.request('POST', '/faq/reorder', {
      token: writer,
      body: { locale: 'en-US', ids: [spanishId, ...english] },
    });
    expect(wrong.status).toBe(409);
  });

  it('updates with the version read, 409 on a stale one, 404 for an unknown id', async () => {
    const faq = (await create({ question: 'Old?', answer: 'Yes.', locale: 'de-DE' })).body.data;
    const updated = await server.request<Envelope<Faq>>('PUT', `/faq/${faq.id}`, {
      token: writer,
      body: { question: 'Neu?', isPublished: true, version: 1 },
    });
    expect(updated.body.data).toMatchObject({ question: 'Neu?', isPublished: true, version: 2 });
    expect(
      (
        await server.request('PUT', `/faq/${faq.id}`, {
          token: writer,
          body: { answer: 'No.', version: 1 },
        })
      ).status,
    ).toBe(409);
    expect(
      (await server.request<Envelope<Faq>>('GET', `/faq/${faq.id}`, { token: reader })).body.data
        .answer,
    ).toBe('Yes.');
    expect((await server.request('GET', '/faq/987654', { token: reader })).status).toBe(404);
    expect(
      (
        await server.request('PUT', `/faq/${faq.id}`, {
          token: reader,
          body: { answer: 'x', version: 2 },
        })
      ).status,
    ).toBe(403);
    expect(
      (await server.request('DELETE', `/faq/${faq.id}`, { token: writer, query: { version: 2 } }))
        .status,
    ).toBe(200);
  });

  it('places an entry at a taken position within its language, and closes up the language it leaves', async () => {
    const inLocale = async (locale: string) =>
      (await list({ locale, sort: 'sortOrder:asc' })).body.data.items.map(
        ({ question, sortOrder }) => [question, sortOrder],
      );
    const add = async (question: string, locale: string, sortOrder?: number) =>
      (
        await create({
          question,
          answer: 'A.',
          locale,
          ...(sortOrder === undefined ? {} : { sortOrder }),
        })
      ).body.data;
    const one = await add('Eins?', 'de-DE');
    await add('Zwei?', 'de-DE');
    const french = await add('Un ?', 'fr-FR');
    await add('Null?', 'de-DE', 0);
    expect(await inLocale('de-DE')).toEqual([
      ['Null?', 0],
      ['Eins?', 1],
      ['Zwei?', 2],
    ]);
    expect(await inLocale('fr-FR')).toEqual([['Un ?', 0]]);

    // To French, first: German closes up, the French entry moves along with a new version.
    const moved = await server.request<Envelope<Faq>>('PUT', `/faq/${one.id}`, {
      token: writer,
      body: { locale: 'fr-FR', sortOrder: 0, version: 2 },
    });
    expect(moved.body.data).toMatchObject({ locale: 'fr-FR', sortOrder: 0, version: 3 });
    expect(await inLocale('de-DE')).toEqual([
      ['Null?', 0],
      ['Zwei?', 1],
    ]);
    expect(await inLocale('fr-FR')).toEqual([
      ['Eins?', 0],
      ['Un ?', 1],
    ]);
    expect(
      (await server.request<Envelope<Faq>>('GET', `/faq/${french.id}`, { token: reader })).body.data
        .version,
    ).toBe(2);
  });

  it('filters by the whole category whatever its case', async () => {
    const billing = (
      await create({
        question: 'Is it free?',
        answer: 'Yes.',
        locale: 'pt-BR',
        category: 'Billing',
      })
    ).body.data;
    await create({ question: 'Refunds?', answer: 'No.', locale: 'pt-BR', category: 'Billing FAQ' });
    for (const category of ['billing', 'BILLING', 'Billing']) {
      expect((await list({ category })).body.data.items.map((faq) => faq.id)).toEqual([billing.id]);
    }
  });
});
