import { writeDocumentCache } from './document-truth';
import { useRunTempRoot } from './temp-root';

/** Global setup of the projects without a database of their own: the run's temporary folder (temp-root.ts), and openapi.yaml parsed once into it. */
export default function tempSetup(): void {
  writeDocumentCache(useRunTempRoot());
}
