/** The types of scripts/build-stamp.js, for test/support/build.ts. */
export declare const ROOT: string;
export declare const START_STAMP: string;
export declare const TEST_STAMP: string;
export declare function distStale(stamps: readonly string[]): boolean;
export declare function writeStamp(stamp: string): void;
