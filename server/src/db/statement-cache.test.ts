import { eq } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import type { Database } from './index';
import { telegramUsers } from './schema';
import { PlaceholderBinder, statementCache } from './statement-cache';

const databaseA = {} as Database;
const databaseB = {} as Database;

describe('statementCache', () => {
  it('builds a statement once per database and shape', () => {
    const built: string[] = [];
    const cached = statementCache((_db, shape: string, source: string) => {
      built.push(`${shape}:${source}`);
      return { shape };
    });
    const first = cached(databaseA, 'one', 'first source');
    expect(cached(databaseA, 'one', 'ignored on a hit')).toBe(first);
    expect(cached(databaseB, 'one', 'b')).not.toBe(first);
    cached(databaseA, 'two', 'second');
    expect(built).toEqual(['one:first source', 'one:b', 'two:second']);
  });

  it('keeps the most recently used shapes and builds an evicted one again', () => {
    const built: string[] = [];
    const cached = statementCache((_db, shape: string) => {
      built.push(shape);
      return { shape };
    }, 2);
    cached(databaseA, 'a');
    cached(databaseA, 'b');
    cached(databaseA, 'a'); // a is now the most recent: b goes first
    cached(databaseA, 'c');
    cached(databaseA, 'a');
    expect(built).toEqual(['a', 'b', 'c']);
    cached(databaseA, 'b');
    expect(built).toEqual(['a', 'b', 'c', 'b']);
  });
});

describe('PlaceholderBinder', () => {
  it('names the shape by the placeholders in the order bound and keeps their values', () => {
    const binder = new PlaceholderBinder();
    const where = eq(telegramUsers.level, binder.bind('level', 7));
    binder.bind('status', 'blocked');
    expect(binder.shape).toBe('level,status');
    expect(binder.values).toEqual({ level: 7, status: 'blocked' });
    expect(new PgDialect().sqlToQuery(where).sql).toBe('"telegram_users"."level" = $1');
  });

  it('refuses a name bound twice (two values would share one placeholder)', () => {
    const binder = new PlaceholderBinder();
    binder.bind('q', 'a');
    expect(() => binder.bind('q', 'b')).toThrow('placeholder "q" is bound twice');
  });
});
