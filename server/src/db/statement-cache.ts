import { type Placeholder, type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database } from './index';

/** Shapes kept per database; the least recently used goes first. */
export const STATEMENT_CACHE_SIZE = 256;

/**
 * Statements that Drizzle builds once per database and shape, then runs with placeholder values.
 * Building a statement and running it unprepared costs about as much as a fast indexed
 * statement's round trip (0.1–0.3 ms each, measured by `bench:api`), so the hottest requests
 * build theirs once. `shape` names which parts the statement has (filters present, comparison
 * used); every value is a placeholder. `source` is what a shape's statement is built from, read
 * on the first request of that shape only. Filters combine into many shapes, and a caller picks
 * them, so each database keeps the `size` most recently used.
 */
export function statementCache<Shape extends string, Statement, Source = void>(
  build: (db: Database, shape: Shape, source: Source) => Statement,
  size = STATEMENT_CACHE_SIZE,
): (db: Database, shape: Shape, source: Source) => Statement {
  const byDatabase = new WeakMap<Database, Map<Shape, Statement>>();
  return (db, shape, source) => {
    let statements = byDatabase.get(db);
    if (!statements) {
      statements = new Map();
      byDatabase.set(db, statements);
    }
    let statement = statements.get(shape);
    if (statement) {
      // A Map keeps insertion order: moving a hit to the end keeps the oldest first.
      statements.delete(shape);
    } else {
      statement = build(db, shape, source);
      if (statements.size >= size) {
        const oldest = statements.keys().next();
        if (!oldest.done) statements.delete(oldest.value);
      }
    }
    statements.set(shape, statement);
    return statement;
  };
}

/**
 * Where a filter's values go: into the statement itself (`inlineValues`, a statement built for
 * one request) or behind named placeholders (`PlaceholderBinder`, a statement built once per
 * shape). A filter written against `Bind` is one definition for both.
 */
export type Bind = <T>(name: string, value: T) => T | Placeholder<string, T>;

export const inlineValues: Bind = (_name, value) => value;

/**
 * Binds every value to a named placeholder and keeps it. The names in the order bound are the
 * filter's shape: a filter must name each structural choice (`joined_atTo<=` against
 * `joined_atTo<`, one name per Telegram-id range), so that two requests of one shape build the
 * same SQL.
 */
export class PlaceholderBinder {
  readonly values: Record<string, unknown> = {};
  private readonly names: string[] = [];

  readonly bind: Bind = <T>(name: string, value: T) => {
    if (name in this.values) throw new Error(`placeholder "${name}" is bound twice`);
    this.names.push(name);
    this.values[name] = value;
    return sql.placeholder(name) as Placeholder<string, T>;
  };

  get shape(): string {
    return this.names.join(',');
  }
}

/**
 * A WHERE whose values are placeholders, with the values and its shape (the placeholder names):
 * the statements built from it are built once per shape.
 */
export interface BoundFilter {
  readonly where: SQL | undefined;
  readonly shape: string;
  readonly values: Readonly<Record<string, unknown>>;
}

/** Runs a filter written against `Bind` with a fresh `PlaceholderBinder`. */
export function bindFilter(filter: (bind: Bind) => SQL | undefined): BoundFilter {
  const binder = new PlaceholderBinder();
  const where = filter(binder.bind);
  return { where, shape: binder.shape, values: binder.values };
}

const dialect = new PgDialect();

/**
 * A prepared unnamed statement from SQL text with placeholders, for statements Drizzle's query
 * builders cannot prepare (`EXPLAIN` of a select). It answers the driver's result (`rows`).
 */
export const prepareSql = (db: Database, query: SQL) =>
  db._.session.prepareQuery<{
    execute: { rows: Record<string, unknown>[] };
    all: unknown;
    values: unknown;
  }>(dialect.sqlToQuery(query), undefined, '', false);
