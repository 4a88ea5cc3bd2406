import { Injectable } from '@nestjs/common';
import { RateLimitStore } from '../limits/rate-limit.store';
import { Clock } from '../common/clock/clock';
import { DomainException } from '../common/errors/domain.exception';
import { EdocClient, EdocCompany, EdocError } from '../edoc/edoc.client';
import { lookupFailureOf, toCompanyLookupView } from './company-lookup.mapper';
import { CompanyLookupDto } from './dto/organization.dto';

/** Lookups per user per minute (CONTRACT §9). */
const LOOKUPS_PER_MINUTE = 30;
/** How long a company found is remembered, so the Didox quota is not spent twice. */
const LOOKUP_CACHE_MS = 10 * 60_000;
/** Most companies remembered at once; the oldest go first. */
const CACHE_CAPACITY = 10_000;

/**
 * Company data by tin from the document-exchange service, for the self-service form: at
 * most 30 calls a minute per user (counted in the shared window store, Redis when
 * configured), and a company found is answered from memory for 10 minutes. Unknown tins
 * and failures are not remembered.
 */
@Injectable()
export class CompanyLookupService {
  private readonly found = new Map<string, { company: CompanyLookupDto; expiresAtMs: number }>();

  constructor(
    private readonly edoc: EdocClient,
    private readonly limits: RateLimitStore,
    private readonly clock: Clock,
  ) {}

  async lookup(userId: string, tin: string): Promise<CompanyLookupDto> {
    const window = await this.limits.increment(`company-lookup:${userId}`, 60_000, LOOKUPS_PER_MINUTE);
    if (window.isBlocked) throw DomainException.retryAfter('too_many_requests', window.timeToBlockExpire);
    const now = this.clock.nowMs();
    const cached = this.found.get(tin);
    if (cached && cached.expiresAtMs > now) return cached.company;
    const found = await this.askDidox(tin);
    if (!found) throw new DomainException('company_not_found');
    const company = toCompanyLookupView(found);
    this.remember(tin, company, now);
    return company;
  }

  private async askDidox(tin: string): Promise<EdocCompany | null> {
    try {
      return await this.edoc.lookupCompany(tin);
    } catch (error) {
      throw error instanceof EdocError ? lookupFailureOf(error) : error;
    }
  }

  private remember(tin: string, company: CompanyLookupDto, now: number): void {
    this.found.delete(tin);
    if (this.found.size >= CACHE_CAPACITY) {
      for (const [key, entry] of this.found) if (entry.expiresAtMs <= now) this.found.delete(key);
      // Still full: the oldest entry (Map keeps insertion order) makes room.
      if (this.found.size >= CACHE_CAPACITY) this.found.delete(this.found.keys().next().value!);
    }
    this.found.set(tin, { company, expiresAtMs: now + LOOKUP_CACHE_MS });
  }
}
