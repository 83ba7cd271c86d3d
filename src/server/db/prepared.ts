import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Executor } from './client.ts';

type Runnable<Params, Result> = { execute: (params: Params) => Promise<Result> };
type Preparable<Params, Result> = Runnable<Params, Result> & {
  prepare: (name: string) => Runnable<Params, Result>;
};

const statements = new WeakMap<object, Map<string, Runnable<never, unknown>>>();

/**
 * Runs a query built with `sql.placeholder`s as a named prepared statement: built once per database,
 * parsed and planned once per connection instead of on every request. Hot paths only (the session
 * check, the candidate list). Inside a transaction it runs unprepared, on the transaction.
 */
export const runPrepared = <Params, Result>(
  db: Executor,
  name: string,
  build: (db: Executor) => Preparable<Params, Result>,
  params: Params,
): Promise<Result> => {
  if (db instanceof PgTransaction) return build(db).execute(params);
  let byName = statements.get(db);
  if (!byName) {
    byName = new Map();
    statements.set(db, byName);
  }
  let statement = byName.get(name) as Runnable<Params, Result> | undefined;
  if (!statement) {
    statement = build(db).prepare(name);
    byName.set(name, statement as Runnable<never, unknown>);
  }
  return statement.execute(params);
};
