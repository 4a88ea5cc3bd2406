/** The types of scripts/build-stamp.js, for test/support/build.ts and client-package.ts. */
export declare const ROOT: string;
export declare const START_STAMP: string;
export declare const TEST_STAMP: string;
export declare function distStale(stamps: readonly string[]): boolean;
export declare function writeStamp(stamp: string): void;
/** The newest modification time of a file or of anything in a folder (0 when missing). */
export declare function newestMtime(path: string): number;
