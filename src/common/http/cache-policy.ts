/** Paths of the API proper: everything under /v1 (not /health, /metrics, /docs). */
const API_PATH = /^\/v1(?:[/?]|$)/;

/**
 * The Cache-Control of an answer, by its route template (or its path when no route matched).
 * The one place that decides it: answers under /v1 hold tokens or personal data and are never
 * stored (CONTRACT §9), errors included. Lists with an ETag (CONTRACT §11.5) will answer
 * `no-cache, private` instead; that rule belongs here.
 */
export function cacheControlOf(path: string): string | undefined {
  return API_PATH.test(path) ? 'no-store' : undefined;
}
