import { useRunTempRoot } from './temp-root';

/** Global setup of the projects without a database of their own: the run's temporary folder (temp-root.ts). */
export default function tempSetup(): void {
  useRunTempRoot();
}
