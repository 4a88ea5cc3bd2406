import { Module } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import { POLLED_LIST_CACHE_CONTROL } from './cache-policy';

/**
 * Which answer of a polled list (CONTRACT §11.5): the list, its organization, and everything
 * else the body depends on — the caller's view of it (a till's branch), the language when
 * messages appear, the query string. Callers whose variants differ never share a body or a tag.
 */
export interface PolledListKey {
  list: string;
  organizationId: string;
  variant: string;
}

/** An answer as served: its tag and its JSON, serialised once per version. */
export interface PolledAnswer {
  etag: string;
  /** Null: 304, the client holds this tag. */
  body: Buffer | null;
}

/** A list built from the database, at the organization's version its statement read. */
export interface BuiltList {
  version: string;
  value: unknown;
}

/**
 * Raise when a list's view changes shape: a tag of the old code must not match a body of the
 * new one after a deploy (the organization's version alone would not change).
 */
const VIEW_REVISION = '1';

/** The cache's bounds: bodies and keys in bytes (Buffers live outside V8's heap), and entries. */
export const POLLED_LISTS_MAX_BYTES = 16 * 1024 * 1024;
export const POLLED_LISTS_MAX_ENTRIES = 10_000;
/** What an entry costs beside its body: the Map's slot, the key, the objects (measured roughly). */
const ENTRY_OVERHEAD_BYTES = 200;

interface Entry {
  version: string;
  answer: { etag: string; body: Buffer };
  bytes: number;
}

/**
 * The answers of polled lists, by key, at one organization version each (the newest seen).
 * The guard's statement reads the organization's version on every request, and every change
 * a list shows bumps it in its own transaction (triggers), so an answer kept at the version
 * just read is exactly what the database would give, on every instance, with no extra round
 * trip; a changed version misses at once. A tag is the version and a hash of the key, the
 * same on every instance: a 304 needs no body, not even a kept one. Least recently used out
 * first, within a byte and an entry cap.
 */
export class PolledLists {
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;

  constructor(
    private readonly maxBytes = POLLED_LISTS_MAX_BYTES,
    private readonly maxEntries = POLLED_LISTS_MAX_ENTRIES,
  ) {}

  /**
   * The answer at `version` (the guard's reading): 304 when `ifNoneMatch` names its tag, the
   * kept body when there is one, else one built now — kept and tagged at the version its own
   * statement read, which may be newer.
   */
  async answer(
    key: PolledListKey,
    version: string,
    ifNoneMatch: string | undefined,
    build: () => Promise<BuiltList>,
  ): Promise<PolledAnswer> {
    const id = idOf(key);
    const entry = this.entries.get(id);
    const etag = entry?.version === version ? entry.answer.etag : tagOf(key, version);
    if (ifNoneMatch !== undefined && matches(ifNoneMatch, etag)) return { etag, body: null };
    if (entry?.version === version) {
      // Most recently used: last in the Map's order.
      this.entries.delete(id);
      this.entries.set(id, entry);
      return entry.answer;
    }
    const built = await build();
    const answer = this.keep(id, key, built);
    if (ifNoneMatch !== undefined && matches(ifNoneMatch, answer.etag)) return { etag: answer.etag, body: null };
    return answer;
  }

  /** Entries and bytes kept now (for the measurements in docs/performance/log/2026-11-26-polled-lists.md). */
  get size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.bytes };
  }

  private keep(id: string, key: PolledListKey, built: BuiltList): { etag: string; body: Buffer } {
    const answer = { etag: tagOf(key, built.version), body: Buffer.from(JSON.stringify(built.value)) };
    const current = this.entries.get(id);
    // A build that read an older version than the one kept (it started before a change) is served, not kept.
    if (current && BigInt(current.version) > BigInt(built.version)) return answer;
    const bytes = answer.body.length + id.length * 2 + ENTRY_OVERHEAD_BYTES;
    if (bytes > this.maxBytes) return answer;
    if (current) this.drop(id, current);
    this.entries.set(id, { version: built.version, answer, bytes });
    this.bytes += bytes;
    for (const [oldest, entry] of this.entries) {
      if (this.bytes <= this.maxBytes && this.entries.size <= this.maxEntries) break;
      this.drop(oldest, entry);
    }
    return answer;
  }

  private drop(id: string, entry: Entry): void {
    this.entries.delete(id);
    this.bytes -= entry.bytes;
  }
}

function idOf(key: PolledListKey): string {
  return `${key.list}\u0000${key.organizationId}\u0000${key.variant}`;
}

/** `"<version>.<hash of the key>"`: the same on every instance, different for every variant. */
export function tagOf(key: PolledListKey, version: string): string {
  const hash = createHash('sha256')
    .update(`${VIEW_REVISION}\u0000${idOf(key)}`)
    .digest('base64url')
    .slice(0, 16);
  return `"${version}.${hash}"`;
}

/** If-None-Match (RFC 9110 §13.1.2): `*`, or a list of tags compared weakly. */
export function matches(ifNoneMatch: string, etag: string): boolean {
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((candidate) => {
    const tag = candidate.trim();
    return (tag.startsWith('W/') ? tag.slice(2) : tag) === etag;
  });
}

/** The request's If-None-Match, if any (one header; repeated ones are joined by Node). */
export function ifNoneMatchOf(request: FastifyRequest): string | undefined {
  return request.headers['if-none-match'];
}

/**
 * Writes a polled list's answer: its tag and Cache-Control, then `304` with no body or the
 * JSON as serialised once (the handler returns it, so Nest sends it as it is).
 */
export function sendPolled(reply: FastifyReply, answer: PolledAnswer): Buffer | undefined {
  void reply.header('etag', answer.etag).header('cache-control', POLLED_LIST_CACHE_CONTROL);
  if (!answer.body) {
    void reply.status(304);
    return undefined;
  }
  void reply.type('application/json; charset=utf-8');
  return answer.body;
}

/** One cache per application, shared by the modules whose lists it serves. */
@Module({
  providers: [{ provide: PolledLists, useFactory: () => new PolledLists() }],
  exports: [PolledLists],
})
export class PolledListsModule {}
