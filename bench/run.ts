// `npm run bench`: throughput of GET /api/health (one database round trip) against GET /api/ping
// (constant JSON) on the built server with embedded PGlite, and the cold start of `npm start`.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildWebIfStale, freePort, stopProcessGroup, waitForHealth } from '../scripts/e2e.ts';
import { runLighthouse } from './lighthouse.ts';

type AutocannonResult = {
  requests: { average: number; total: number };
  latency: { p99: number; average: number };
  non2xx: number;
  errors: number;
};
type Autocannon = (options: {
  url: string;
  connections: number;
  duration: number;
  pipelining?: number;
}) => Promise<AutocannonResult>;

const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;
const root = path.resolve(import.meta.dirname, '..');
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);

const startServer = async (command: string[], extraEnv: Record<string, string> = {}) => {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'verity-bench-'));
  const { DATABASE_URL: _db, SMTP_URL: _smtp, ...inherited } = process.env;
  const startedAt = performance.now();
  const child = spawn(command[0] ?? 'npx', command.slice(1), {
    cwd: root,
    env: {
      ...inherited,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ADMIN_PASSWORD: 'Bench-Verity-2026!',
      ...extraEnv,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForHealth(baseUrl, child, 120_000);
  const readyMs = performance.now() - startedAt;
  const stop = async () => {
    await stopProcessGroup(child);
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { baseUrl, readyMs, stop };
};

const measure = async (url: string) => {
  await autocannon({ url, connections: 10, duration: 2 }); // warm-up (JIT, connection pools)
  const result = await autocannon({ url, connections, duration: seconds });
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    total: result.requests.total,
    failures: result.non2xx + result.errors,
  };
};

const main = async () => {
  buildWebIfStale();

  console.log(`bench: ${seconds} s per route, ${connections} connections, 127.0.0.1 only`);
  const server = await startServer(['npx', 'tsx', 'src/server/main.ts']);
  let health: Awaited<ReturnType<typeof measure>>;
  let ping: Awaited<ReturnType<typeof measure>>;
  try {
    health = await measure(`${server.baseUrl}/api/health`);
    ping = await measure(`${server.baseUrl}/api/ping`);
  } finally {
    await server.stop();
  }

  // Cold start: `npm start` on an empty DATA_DIR (migrations, secrets, demo seed) with the web built.
  // If the web sources changed since the build above, `npm start` rebuilds first and the figure says so.
  let coldMs: number | null = null;
  try {
    buildWebIfStale();
    const cold = await startServer(['npm', 'start']);
    coldMs = cold.readyMs;
    await cold.stop();
  } catch (error) {
    console.error(`bench: cold start failed: ${(error as Error).message}`);
  }

  const rows = [
    ['measure', 'requests/s', 'p99 ms', 'requests', 'non-2xx/errors'],
    [
      'GET /api/health',
      health.rps.toFixed(0),
      String(health.p99),
      String(health.total),
      String(health.failures),
    ],
    ['GET /api/ping', ping.rps.toFixed(0), String(ping.p99), String(ping.total), String(ping.failures)],
    [
      'health / ping',
      (health.rps / ping.rps).toFixed(2),
      (health.p99 / Math.max(ping.p99, 1)).toFixed(2),
      '',
      '',
    ],
    [
      'cold start npm start → 200',
      coldMs === null ? 'failed' : `${(coldMs / 1000).toFixed(2)} s`,
      coldMs !== null && coldMs < 10_000 ? 'goal < 10 s met' : 'goal < 10 s MISSED',
      '',
      '',
    ],
  ];
  const widths =
    rows[0]?.map((_, column) => Math.max(...rows.map((row) => (row[column] ?? '').length))) ?? [];
  console.log('');
  for (const [index, row] of rows.entries()) {
    console.log(row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  '));
    if (index === 0) console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  }
  const failed = health.failures > 0 || ping.failures > 0 || coldMs === null;
  // Public pages: Lighthouse scores and the home page's JavaScript (bench/lighthouse.ts).
  if (!process.env.BENCH_SKIP_LIGHTHOUSE) await runLighthouse();
  process.exit(failed ? 1 : 0);
};

await main();
