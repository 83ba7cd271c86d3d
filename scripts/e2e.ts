// Browser tests end to end: build the web app if needed, start the real server on a free port with a
// fresh DATA_DIR (embedded PGlite, demo data seeded), run Playwright against it, stop the server.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

const newestMtime = (target: string): number => {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(target).reduce(
    (latest, name) => Math.max(latest, newestMtime(path.join(target, name))),
    0,
  );
};

/** Builds dist/web when it is missing or older than any web source. */
export const buildWebIfStale = () => {
  const index = path.join(root, 'dist/web/index.html');
  const builtAt = existsSync(index) ? statSync(index).mtimeMs : 0;
  const sources = ['src/web', 'src/shared', 'index.html', 'vite.config.ts', 'scripts/compress-web.ts'].map(
    (p) => path.join(root, p),
  );
  const newest = Math.max(...sources.map(newestMtime));
  if (builtAt > 0 && newest <= builtAt) return;
  console.log(builtAt ? 'e2e: web sources changed, rebuilding…' : 'e2e: building the web app…');
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('web build failed');
};

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });

export const waitForHealth = async (baseUrl: string, child: ChildProcess, timeoutMs = 90_000) => {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.status === 200) return Date.now() - started;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`server did not become healthy within ${timeoutMs} ms`);
};

/** Stops a process started with detached: true, children included. */
export const stopProcessGroup = async (child: ChildProcess) => {
  if (child.exitCode !== null || !child.pid) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    return;
  }
  const timer = setTimeout(() => {
    try {
      if (child.pid) process.kill(-child.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }, 10_000);
  await exited;
  clearTimeout(timer);
};

const main = async () => {
  buildWebIfStale();
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'verity-e2e-'));
  const adminEmail = 'ops@verity.test';
  const adminPassword = 'Ops-Verity-2026!';
  const { DATABASE_URL: _ignored, SMTP_URL: _smtp, ...inherited } = process.env;
  const env = {
    ...inherited,
    NODE_ENV: 'development',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_URL: baseUrl,
    ADMIN_EMAIL: adminEmail,
    ADMIN_PASSWORD: adminPassword,
    SEED_DEMO: 'true',
    LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
  };

  const server = spawn('npx', ['tsx', 'src/server/main.ts'], {
    cwd: root,
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
  let code = 1;
  try {
    const ms = await waitForHealth(baseUrl, server);
    console.log(`e2e: server ready at ${baseUrl} in ${ms} ms`);
    const playwright = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], {
      cwd: root,
      stdio: 'inherit',
      env: {
        ...process.env,
        E2E_BASE_URL: baseUrl,
        E2E_ADMIN_EMAIL: adminEmail,
        E2E_ADMIN_PASSWORD: adminPassword,
      },
    });
    code = playwright.status ?? 1;
  } catch (error) {
    console.error(`e2e: ${(error as Error).message}`);
  } finally {
    await stopProcessGroup(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
  process.exit(code);
};

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  await main();
}
