/** Paths of the API proper: everything under /v1 (not /health, /metrics, /docs). */
const API_PATH = /^\/v1(?:[/?]|$)/;

/**
 * The Cache-Control of an answer, by its route template (or its path when no route matched).
 * The one place that decides it: answers under /v1 hold tokens or personal data and are never
 * stored (CONTRACT §9), errors included. The exception is below.
 */
export function cacheControlOf(path: string): string | undefined {
  return API_PATH.test(path) ? 'no-store' : undefined;
}

/**
 * Lists a screen polls (CONTRACT §11.5): their `200` and `304`, which carry an ETag, may be
 * kept by the client but used only after asking again. `sendPolled` (polled-lists.ts) sets it
 * on those answers alone; their errors keep `no-store`.
 */
export const POLLED_LIST_CACHE_CONTROL = 'no-cache, private';
