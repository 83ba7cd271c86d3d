import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Executor } from './client.ts';

type Runnable<Params, Result> = { execute: (params: Params) => Promise<Result> };
// Both drivers' prepared queries have `all` (the unmapped rows); drizzle's base type does not say so.
type WithRows<Params> = { all?: (params: Params) => Promise<unknown> };
type Preparable<Params, Result> = {
  execute: (params: Params) => Promise<Result>;
  prepare: (name: string) => Runnable<Params, Result>;
};

const statements = new WeakMap<object, Map<string, Runnable<never, unknown>>>();
const hotLanes = new WeakMap<object, Executor>();

/** Prepared hot statements on `db` run on `lane`: the same database over pipelined connections. */
export const registerHotLane = (db: Executor, lane: Executor) => {
  hotLanes.set(db, lane);
};

/**
 * Runs a query built with `sql.placeholder`s as a named prepared statement: built once per database,
 * parsed and planned once per connection instead of on every request. Hot paths only (the session
 * check, the candidate list), on the database's hot lane where it has one. Inside a transaction it
 * runs unprepared, on the transaction.
 */
export const runPrepared = <Params, Result>(
  db: Executor,
  name: string,
  build: (db: Executor) => Preparable<Params, Result>,
  params: Params,
): Promise<Result> => {
  if (db instanceof PgTransaction) return build(db).execute(params);
  return preparedStatement(db, name, build).execute(params);
};

/**
 * The driver's rows of a prepared statement, unmapped: keyed by column name (snake_case, so give
 * computed columns an alias) with timestamps as PostgreSQL's text (see `isoFromTimestampText`).
 * For the hottest read, where mapping every cell through the ORM cost more than the query's own
 * parsing.
 */
export const runPreparedRows = async <Params, Row>(
  db: Executor,
  name: string,
  build: (db: Executor) => Preparable<Params, unknown>,
  params: Params,
): Promise<Row[]> => {
  const statement = (
    db instanceof PgTransaction ? build(db).prepare(name) : preparedStatement(db, name, build)
  ) as Runnable<Params, unknown> & WithRows<Params>;
  if (!statement.all) throw new Error('This database driver cannot return unmapped rows');
  return (await statement.all(params)) as Row[];
};

const preparedStatement = <Params, Result>(
  db: Executor,
  name: string,
  build: (db: Executor) => Preparable<Params, Result>,
): Runnable<Params, Result> => {
  const lane = hotLanes.get(db) ?? db;
  let byName = statements.get(lane);
  if (!byName) {
    byName = new Map();
    statements.set(lane, byName);
  }
  let statement = byName.get(name) as Runnable<Params, Result> | undefined;
  if (!statement) {
    statement = build(lane).prepare(name);
    byName.set(name, statement as Runnable<never, unknown>);
  }
  return statement;
};

/**
 * PostgreSQL's text of a timestamptz in a UTC session ("2026-11-21 23:18:31.720543+00") as the wire's
 * ISO text ("2026-11-21T23:18:31.720Z"), truncated to milliseconds as a Date would be. Slicing the
 * text costs a tenth of making a Date and formatting it, and far less than PostgreSQL's to_char
 * (about 20 µs of the backend per 20-row page). Any other shape goes through Date.
 */
export const isoFromTimestampText = (text: string): string => {
  const length = text.length;
  if (length >= 22 && length <= 29 && text.charCodeAt(10) === 32 && text.endsWith('+00')) {
    if (length === 22) return `${text.slice(0, 10)}T${text.slice(11, 19)}.000Z`;
    if (text.charCodeAt(19) === 46)
      return `${text.slice(0, 10)}T${text.slice(11, 19)}.${`${text.slice(20, length - 3)}00`.slice(0, 3)}Z`;
  }
  return new Date(text).toISOString();
};
