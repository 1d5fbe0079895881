// Creates and drops throwaway PostgreSQL databases for a test run, on the server TEST_DATABASE_URL names.
import { randomBytes } from 'node:crypto';
import postgres from 'postgres';

export function testServerUrl(): string | undefined {
  return process.env.TEST_DATABASE_URL || undefined;
}

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/** A new, empty database on the test server; returns its URL. */
export async function createTestDatabase(serverUrl: string, label: string): Promise<string> {
  const name = `t_${label}_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`create database "${name}"`);
  } finally {
    await admin.end({ timeout: 5 });
  }
  return withDatabase(serverUrl, name);
}

export async function dropTestDatabase(serverUrl: string, databaseUrl: string): Promise<void> {
  const name = new URL(databaseUrl).pathname.slice(1);
  if (!name.startsWith('t_')) throw new Error(`refusing to drop ${name}: not a test database`);
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`drop database if exists "${name}" with (force)`);
  } finally {
    await admin.end({ timeout: 5 });
  }
}
