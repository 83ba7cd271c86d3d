import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/postgres-js';
import { migrate as migratePg } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import type { Config } from '../config.ts';
import { registerHotLane } from './prepared.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Either the database or an open transaction: queries accept both. */
export type Executor = Db | Tx;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The raw embedded instance (pg-boss shares its single connection); null on PostgreSQL. */
  pglite: PGlite | null;
  /** PostgreSQL's address (pg-boss opens its own connections); null on PGlite. */
  connectionString: string | null;
  close: () => Promise<void>;
};

const migrationsFolder = path.resolve(import.meta.dirname, '../../../drizzle');

export class DataDirLockedError extends Error {}

// PGlite has one connection and no cross-process locking: two processes on one directory would
// corrupt it. The lock file names the holder; a lock left by a dead process is taken over.
const lockDataDir = (dataDir: string) => {
  mkdirSync(dataDir, { recursive: true });
  const lockFile = path.join(dataDir, '.lock');
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = openSync(lockFile, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(lockFile, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number.parseInt(readFileSync(lockFile, 'utf8'), 10);
      if (Number.isFinite(holder) && holder !== process.pid && isAlive(holder)) {
        throw new DataDirLockedError(
          `The embedded database in ${dataDir} is in use by process ${holder}. ` +
            'Stop that process (or use another DATA_DIR, or a PostgreSQL server through DATABASE_URL) and try again.',
        );
      }
      rmSync(lockFile, { force: true });
    }
  }
  throw new DataDirLockedError(`Could not lock ${dataDir}`);
};

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

export const openDatabase = async (database: Config['database']): Promise<Database> => {
  if (database.kind === 'postgres') {
    // Two clients on postgres.js. The main one serves everything, transactions included, one query
    // per connection at a time. The hot lane (one connection by default) serves only the prepared hot reads,
    // short indexed statements: postgres.js pipelines concurrent queries on a busy connection, so
    // under load one write and one server wake-up carry several of them, where each paid a whole
    // loopback round trip before (decision 010). Slow or locking work never queues on the lane.
    // Named apart so pg_stat_activity shows which client a backend serves. Sessions run in UTC, so
    // timestamps read as text are the wire's instants whatever the server's own zone.
    const main = postgres(database.url, {
      onnotice: () => {},
      max: database.poolSize,
      connection: { application_name: 'verity', TimeZone: 'UTC' },
    });
    const hot = postgres(database.url, {
      onnotice: () => {},
      max: database.hotConnections,
      // The lane's statements are indexed reads whose best plan does not depend on the values, but
      // PostgreSQL's automatic choice kept re-planning the candidate page on every execution (its
      // generic plan's estimate for `limit $n` is pessimistic): forcing the generic plan halved the
      // backend's time per page (decision 010).
      connection: { application_name: 'verity-hot', TimeZone: 'UTC', plan_cache_mode: 'force_generic_plan' },
    });
    const db = drizzlePg(main, { schema }) as unknown as Db;
    await migratePg(db as never, { migrationsFolder });
    registerHotLane(db, drizzlePg(hot, { schema }) as unknown as Db);
    return {
      db,
      kind: 'postgres',
      pglite: null,
      connectionString: database.url,
      close: async () => {
        await Promise.all([main.end({ timeout: 5 }), hot.end({ timeout: 5 })]);
      },
    };
  }
  // memory:// is for tests: nothing on disk to protect.
  const unlock = database.dataDir.startsWith('memory://') ? () => {} : lockDataDir(database.dataDir);
  try {
    // pg_trgm backs the candidate name and e-mail substring search (GIN trigram index).
    const pglite = await PGlite.create(database.dataDir, { extensions: { pg_trgm } });
    await pglite.exec("set time zone 'UTC'");
    const db = drizzlePglite(pglite, { schema }) as unknown as Db;
    await migratePglite(db as never, { migrationsFolder });
    return {
      db,
      kind: 'pglite',
      pglite,
      connectionString: null,
      close: async () => {
        await pglite.close();
        unlock();
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
};
