import type { Core } from '@strapi/strapi';

import path from 'path';
import { writeAheadLog } from '../src/lib/database/sqlite-journal';
import { immediateTransactions } from '../src/lib/database/sqlite-transactions';
import { cachePreparedStatements } from '../src/lib/database/statement-cache';

/**
 * SQLite (embedded default, a file under cms/.tmp) or PostgreSQL (DATABASE_CLIENT=postgres,
 * DATABASE_URL or the DATABASE_HOST/PORT/NAME/USERNAME/PASSWORD parts).
 */
export default ({ env }: Core.Config.Shared.ConfigParams) => {
  const client = env('DATABASE_CLIENT', 'sqlite');
  if (client === 'postgres') {
    return {
      connection: {
        client: 'postgres',
        connection: {
          connectionString: env('DATABASE_URL', undefined),
          host: env('DATABASE_HOST', '127.0.0.1'),
          port: env.int('DATABASE_PORT', 5432),
          database: env('DATABASE_NAME', 'estate'),
          user: env('DATABASE_USERNAME', 'postgres'),
          password: env('DATABASE_PASSWORD', ''),
          ssl: env.bool('DATABASE_SSL', false)
            ? { rejectUnauthorized: env.bool('DATABASE_SSL_REJECT_UNAUTHORIZED', true) }
            : false,
          schema: env('DATABASE_SCHEMA', 'public'),
        },
        pool: { min: env.int('DATABASE_POOL_MIN', 2), max: env.int('DATABASE_POOL_MAX', 10) },
        acquireConnectionTimeout: env.int('DATABASE_CONNECTION_TIMEOUT', 60000),
      },
    };
  }
  if (client !== 'sqlite') throw new Error(`DATABASE_CLIENT must be sqlite or postgres, not ${client}`);
  return {
    connection: {
      client: 'sqlite',
      connection: {
        filename: path.resolve(__dirname, '..', '..', env('DATABASE_FILENAME', '.tmp/data.db')),
      },
      useNullAsDefault: true,
      // Strapi's own set-up of each connection runs first, then this (docs/decisions/0042, 0056, 0093).
      pool: {
        afterCreate: (
          connection: Parameters<typeof cachePreparedStatements>[0] & Parameters<typeof writeAheadLog>[0],
          done: (e: Error | null, c: unknown) => void,
        ) => {
          writeAheadLog(connection);
          immediateTransactions(connection);
          cachePreparedStatements(connection);
          done(null, connection);
        },
      },
    },
  };
};
