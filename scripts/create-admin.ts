import { createInterface } from 'node:readline/promises';
import { loadConfig } from '../src/server/config.ts';
import { openDatabase } from '../src/server/db/client.ts';
import { createOperationsAdmin } from '../src/server/seed/demo-data.ts';

// Adds an operations staff account: `npm run create-admin -- --email a@b.c [--name "First Last"]`.
// The password is asked for (or read from ADMIN_PASSWORD), never passed on the command line.
const argument = (name: string) => {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
};

const main = async () => {
  const config = loadConfig();
  const prompt = createInterface({ input: process.stdin, output: process.stdout });
  const email = argument('email') ?? (await prompt.question('E-mail: '));
  const password =
    process.env.ADMIN_PASSWORD ?? (await prompt.question('Password (at least 8 characters): '));
  prompt.close();
  if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)) throw new Error('Please enter a valid e-mail address.');
  if (password.length < 8) throw new Error('The password must have at least 8 characters.');
  const [firstName, ...rest] = (argument('name') ?? 'Operations Admin').split(' ');
  const database = await openDatabase(config.database);
  try {
    await createOperationsAdmin(database.db, config, {
      email,
      password,
      firstName: firstName ?? 'Operations',
      lastName: rest.join(' ') || 'Admin',
    });
    console.log(`Created operations account ${email}. Log in at ${config.publicUrl}/admin/login`);
  } finally {
    await database.close();
  }
};

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
