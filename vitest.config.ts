import { defineConfig } from 'vitest/config';

const apiFiles = ['apps/server/test/api/**/*.test.ts'];

// API tests run on PGlite always, and again on real PostgreSQL when TEST_DATABASE_URL is set.
const apiProject = (db: 'pglite' | 'postgres') => ({
  test: {
    name: `api-${db}`,
    include: apiFiles,
    env: { TEST_DB: db },
    testTimeout: 60_000,
    hookTimeout: 120_000,
    globalSetup: [`apps/server/test/${db === 'postgres' ? 'pg' : 'pglite'}-global-setup.ts`],
  },
});

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'packages/shared/src/**/*.test.ts',
            'apps/web/src/**/*.test.ts',
            'apps/web/offline-apps/**/*.test.ts',
            'apps/web/build/**/*.test.ts',
            'apps/server/test/unit/**/*.test.ts',
          ],
          testTimeout: 60_000,
        },
      },
      apiProject('pglite'),
      ...(process.env.TEST_DATABASE_URL ? [apiProject('postgres')] : []),
      // Real server processes (slow to start): run one file at a time.
      {
        test: {
          name: 'processes',
          include: [
            'apps/server/test/processes/embedded-process.test.ts',
            'apps/server/test/processes/first-admin.test.ts',
            'apps/server/test/processes/embedded-crash.test.ts',
            'apps/server/test/processes/embedded-backup.test.ts',
            ...(process.env.TEST_DATABASE_URL
              ? [
                  'apps/server/test/processes/postgres-processes.test.ts',
                  'apps/server/test/processes/scale-out.test.ts',
                  'apps/server/test/processes/faults.test.ts',
                  'apps/server/test/processes/backup-restore.test.ts',
                  'apps/server/test/processes/waiting-room-processes.test.ts',
                ]
              : []),
          ],
          testTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
