// The topology's database on the machine's PostgreSQL server: created when missing (the api's
// migrations fill it at start), and dropped after a test run that made one of its own. pg is the
// api's own driver.
import pg from 'pg';

/** @param {string} name */
const identifier = (name) => {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(name)) throw new Error(`"${name}" is not a plain database name`);
  return `"${name}"`;
};

/**
 * The database a URL names, and the URL of the same server's maintenance database.
 * @param {string} databaseUrl
 */
function split(databaseUrl) {
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.slice(1));
  url.pathname = '/postgres';
  return { name, adminUrl: url.toString() };
}

/**
 * @template T
 * @param {string} adminUrl
 * @param {(client: pg.Client) => Promise<T>} work
 */
async function withAdmin(adminUrl, work) {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * Creates the database DATABASE_URL names when the server has none of that name.
 * @param {string} databaseUrl
 * @returns {Promise<boolean>} true when it was created
 */
export async function ensureDatabase(databaseUrl) {
  const { name, adminUrl } = split(databaseUrl);
  return withAdmin(adminUrl, async (client) => {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount) return false;
    await client.query(`create database ${identifier(name)}`);
    return true;
  });
}

/**
 * Drops the database (a test run's own), closing whatever still holds it.
 * @param {string} databaseUrl
 */
export async function dropDatabase(databaseUrl) {
  const { name, adminUrl } = split(databaseUrl);
  await withAdmin(adminUrl, (client) =>
    client.query(`drop database if exists ${identifier(name)} with (force)`),
  );
}
