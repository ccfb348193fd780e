/** The same server as TEST_DATABASE_URL with another database name. */
export function databaseUrl(base: string, database: string): string {
  const url = new URL(base);
  url.pathname = `/${database}`;
  return url.toString();
}

/** A connection for CREATE/DROP DATABASE: the `postgres` maintenance database on the same server. */
export function adminUrl(base: string): string {
  return databaseUrl(base, 'postgres');
}
