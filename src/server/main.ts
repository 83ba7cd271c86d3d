import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { DataDirLockedError, openDatabase } from './db/client.ts';
import { webDistDir } from './plugins/web-app.ts';
import { seedIfEmpty } from './seed/demo-data.ts';

const root = path.resolve(import.meta.dirname, '../..');

const newestMtime = (dir: string): number =>
  readdirSync(dir, { withFileTypes: true }).reduce((latest, entry) => {
    const full = path.join(dir, entry.name);
    return Math.max(latest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }, 0);

// `npm start` on a fresh clone has no built web app, or one older than its sources: build it first.
const buildWebIfNeeded = () => {
  const index = path.join(webDistDir, 'index.html');
  const sources = [path.join(root, 'src/web'), path.join(root, 'src/shared')].filter(existsSync);
  const builtAt = existsSync(index) ? statSync(index).mtimeMs : 0;
  if (builtAt > 0 && sources.every((dir) => newestMtime(dir) <= builtAt)) return;
  console.log(
    builtAt ? 'Web sources changed: rebuilding the web app…' : 'Building the web app (first start)…',
  );
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('The web build failed; see the output above.');
};

const main = async () => {
  const config = loadConfig();
  // The database first: a second start on a locked DATA_DIR should stop before a long build.
  const database = await openDatabase(config.database);
  if (process.argv.includes('--build-web-if-needed')) buildWebIfNeeded();
  const logins = await seedIfEmpty(database.db, config);
  const app = await buildApp({ config, database });

  closeWithGrace({ delay: 15_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'shutting down after an error');
    else app.log.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
  });

  await app.listen({ port: config.PORT, host: config.HOST });
  const lines = [
    '',
    `Verity is running at ${config.publicUrl}  (database: ${database.kind === 'pglite' ? `embedded PGlite in ${config.database.kind === 'pglite' ? config.database.dataDir : ''}` : 'PostgreSQL'})`,
  ];
  if (logins) {
    lines.push(
      'First start: these accounts were created (also saved in DATA_DIR/secrets/initial-logins.txt):',
    );
    for (const login of logins)
      lines.push(`  ${login.area.padEnd(26)} ${login.email}  /  ${login.password}   → ${login.url}`);
  } else {
    lines.push('Log in with the accounts printed at first start (see DATA_DIR/secrets/initial-logins.txt).');
  }
  if (config.devMailbox) lines.push(`E-mails are kept in a local outbox: ${config.publicUrl}/dev/mail`);
  console.log(`${lines.join('\n')}\n`);
};

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
