import { type ChildProcess, spawn } from 'node:child_process';

// Runs the API (watch mode, port 3000) and the Vite dev server (5173, proxying /api) side by side.
const children: ChildProcess[] = [];
let stopping = false;

const run = (name: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}) => {
  const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  child.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`[dev] ${name} stopped (${signal ?? code}); stopping the others`);
    stop(code ?? 1);
  });
  children.push(child);
  return child;
};

const stop = (exitCode: number, signal: NodeJS.Signals = 'SIGTERM') => {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill(signal);
  // Give children a moment to close their ports before this process goes.
  setTimeout(() => process.exit(exitCode), 3000).unref();
  Promise.all(children.map((child) => new Promise((resolve) => child.once('exit', resolve)))).then(() =>
    process.exit(exitCode),
  );
};

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => stop(0, signal));

const bin = (name: string) => `node_modules/.bin/${name}`;
run('server', bin('tsx'), ['watch', 'src/server/main.ts'], { PORT: '3000' });
run('vite', bin('vite'), []);
