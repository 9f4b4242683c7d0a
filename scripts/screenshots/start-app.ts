import { type RunningApp, startAppWithNpmStart } from '../../tests/helpers/npm-start-app';

export type { RunningApp };

/** The app for a screenshot tour, started as a user starts it. */
export function startApp(): Promise<RunningApp> {
  return startAppWithNpmStart({
    dataDirPrefix: 'inventdraft-screens-',
    adminPassword: 'screenshots-admin-password',
  });
}
