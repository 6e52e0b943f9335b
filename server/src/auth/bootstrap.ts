import { randomBytes } from 'node:crypto';
import {
  checkOwnerWords,
  contractErrorMap,
  passwordSchema,
  usernameSchema,
} from '@console/contract';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { audit } from '../audit/audit';
import type { ServerConfig } from '../config';
import type { Database } from '../db';
import { adminUsers } from '../db/schema';
import { hashPassword } from './passwords';

export const GENERATED_ADMIN_USERNAME = 'admin';

export type BootstrapOutcome =
  | { readonly kind: 'existing' }
  | { readonly kind: 'fromEnvironment'; readonly username: string }
  | { readonly kind: 'generated'; readonly username: string; readonly password: string };

/** 24 characters from 18 random bytes: about 144 bits. */
const generatePassword = () => randomBytes(18).toString('base64url');

type ConsoleAdmin = NonNullable<ServerConfig['consoleAdmin']>;

const problemsOf = (variable: string, result: z.ZodSafeParseResult<string>) =>
  result.success
    ? []
    : [`${variable}: ${result.error.issues.map((issue) => issue.message).join('; ')}`];

/**
 * The configured first admin, checked with the rules every admin's username and password follow
 * (the contract's): an admin the console itself could not create would be stuck with it (a
 * two-letter username blocks their own profile form). Throws a message naming the variables.
 */
export function validConsoleAdmin(wanted: ConsoleAdmin): ConsoleAdmin {
  const username = usernameSchema.safeParse(wanted.username, { error: contractErrorMap });
  const password = passwordSchema
    .superRefine((value, ctx) => checkOwnerWords(ctx, value, { username: wanted.username }, ''))
    .safeParse(wanted.password, { error: contractErrorMap });
  if (username.success && password.success) {
    return { username: username.data, password: password.data };
  }
  const problems = [
    ...problemsOf(`CONSOLE_ADMIN_USERNAME "${wanted.username}"`, username),
    ...problemsOf('CONSOLE_ADMIN_PASSWORD', password),
  ];
  throw new Error(
    `The first super admin cannot be created with these settings: ${problems.join('. ')}. Fix them, or unset both variables.`,
  );
}

/**
 * Makes sure a super admin exists. `CONSOLE_ADMIN_USERNAME` / `CONSOLE_ADMIN_PASSWORD` create that
 * admin when no admin has that username yet (an existing one is left as it is, so a password
 * changed in the console is not overwritten on restart). Without them, an empty database gets an
 * `admin` with a generated password that the caller prints once. Configured values that break the
 * contract's rules refuse the start (`validConsoleAdmin`), whether or not that admin exists yet.
 */
export async function ensureSuperAdmin(
  db: Database,
  config: Pick<ServerConfig, 'consoleAdmin'>,
): Promise<BootstrapOutcome> {
  const wanted = config.consoleAdmin && validConsoleAdmin(config.consoleAdmin);
  return db.transaction(async (tx): Promise<BootstrapOutcome> => {
    // Serialises concurrent starts against one PostgreSQL database.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('console-bootstrap-admin'))`);
    if (wanted) {
      const [existing] = await tx
        .select({ id: adminUsers.id })
        .from(adminUsers)
        .where(eq(sql`lower(${adminUsers.username})`, wanted.username.toLowerCase()))
        .limit(1);
      if (existing) return { kind: 'existing' };
      await createSuperAdmin(tx, wanted.username, wanted.password);
      return { kind: 'fromEnvironment', username: wanted.username };
    }
    const [anyAdmin] = await tx.select({ id: adminUsers.id }).from(adminUsers).limit(1);
    if (anyAdmin) return { kind: 'existing' };
    const password = generatePassword();
    await createSuperAdmin(tx, GENERATED_ADMIN_USERNAME, password);
    return { kind: 'generated', username: GENERATED_ADMIN_USERNAME, password };
  });
}

async function createSuperAdmin(tx: Database, username: string, password: string) {
  const [row] = await tx
    .insert(adminUsers)
    .values({
      name: 'Super Admin',
      username,
      passwordHash: await hashPassword(password),
      isSuperUser: true,
      permissions: [],
    })
    .returning({ id: adminUsers.id, username: adminUsers.username });
  await audit(
    tx,
    { actor: null },
    { action: 'bootstrap', resource: 'adminUsers', recordId: row?.id, after: { username } },
  );
}

/** The one-time notice for a generated password, framed so it stands out in the log. */
export function generatedPasswordNotice(username: string, password: string): string {
  const lines = [
    'First super admin created. This password is shown ONCE; store it now:',
    `  username: ${username}`,
    `  password: ${password}`,
    'Change it after signing in (Settings). Set CONSOLE_ADMIN_USERNAME / CONSOLE_ADMIN_PASSWORD to choose your own.',
  ];
  const width = Math.max(...lines.map((line) => line.length));
  const rule = `+${'-'.repeat(width + 2)}+`;
  return [rule, ...lines.map((line) => `| ${line.padEnd(width)} |`), rule, ''].join('\n');
}
