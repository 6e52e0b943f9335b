import type { Database } from './index';

/**
 * Statements that Drizzle builds once per database and shape, then runs with placeholder values.
 * Building a statement's SQL costs about as much as a fast indexed statement's round trip
 * (~0.1 ms each, measured by `bench:api`), so the hottest requests build theirs once. `shape` names
 * which parts the statement has (filters present, comparison used); every value is a placeholder.
 */
export function statementCache<Shape extends string, Statement>(
  build: (db: Database, shape: Shape) => Statement,
): (db: Database, shape: Shape) => Statement {
  const byDatabase = new WeakMap<Database, Map<Shape, Statement>>();
  return (db, shape) => {
    let statements = byDatabase.get(db);
    if (!statements) {
      statements = new Map();
      byDatabase.set(db, statements);
    }
    let statement = statements.get(shape);
    if (!statement) {
      statement = build(db, shape);
      statements.set(shape, statement);
    }
    return statement;
  };
}
