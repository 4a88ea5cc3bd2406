import { Injectable } from '@nestjs/common';
import { AuditService } from '../audit/audit.service';
import { SecretsService } from '../config/secrets.service';
import { organizationInScope } from '../access/standing';
import { CeilingRefusal, PinGuessCeiling } from '../access/pin-guess-ceiling';
import { Clock } from '../common/clock/clock';
import { SecurityEvents } from '../common/logging/security-events';
import { DomainException } from '../common/errors/domain.exception';
import type { ActingUser } from '../access/current-caller.decorator';
import { MembersRepository } from '../access/members.repository';
import { MemberViewDto } from './dto/member.dto';
import { toMemberView } from './member-view.mapper';
import { MemberReach } from './member-reach';
import { LOOKUP_MAX_WRONG, LOOKUP_WINDOW_MS } from './pin-limits';
import { PinsRepository } from './pins.repository';
import { PinVerifiers } from './pin-verifiers';
import { newPinVerifier } from '../common/tokens/pin-verifier';
import { TransactionRunner } from '../database/transaction-runner';

/** CONTRACT §9: ten answered PIN settings per caller and organization in any hour. */
export const SETTING_WINDOW_MS = 3_600_000;
const SETTING_MAX = 10;

/**
 * Members' till PINs: setting one, and the till's lookup by PIN, each under its limits
 * (CONTRACT §9).
 */
@Injectable()
export class PinsService {
  constructor(
    private readonly transactions: TransactionRunner,
    private readonly members: MembersRepository,
    private readonly pins: PinsRepository,
    private readonly reach: MemberReach,
    private readonly secrets: SecretsService,
    private readonly audit: AuditService,
    private readonly clock: Clock,
    private readonly security: SecurityEvents,
    private readonly verifiers: PinVerifiers,
    private readonly ceiling: PinGuessCeiling,
  ) {}

  /**
   * Anyone sets their own PIN; another member's only with org.pins.manage and a higher rank
   * (rule 6). Every answered setting tells whether somebody holds the PIN, so each takes a
   * slot of the caller's hourly ten there, and a PIN found taken also costs a guess from the
   * lookup budget and is an audit event (CONTRACT §9).
   */
  async setPin(actor: ActingUser, organizationId: string, userId: string, pin: string): Promise<void> {
    const organization = organizationInScope(actor, organizationId);
    const member = await this.members.findMember(organization, userId);
    if (!member) throw new DomainException('member_not_found');
    if (member.userId !== actor.userId) {
      if (!actor.permissions.has('org.pins.manage')) {
        throw new DomainException('forbidden', { permission: 'org.pins.manage' });
      }
      this.reach.assert(actor, member);
    }
    const now = this.clock.now();
    const full = await this.pins.fullWindowEnd(organization.id, actor.userId, now, LOOKUP_WINDOW_MS, LOOKUP_MAX_WRONG);
    if (full) throw DomainException.retryAfter('too_many_requests', (full.getTime() - now.getTime()) / 1000);
    await this.reserveSetting(actor, organization.id, now);
    const pinHash = this.secrets.hashPin(organization.id, pin);
    // The offline verifier (CONTRACT §12.1), computed now, at PIN time, never when a kit is answered.
    const verifier = await newPinVerifier(pin);
    const target = { type: 'user' as const, id: member.userId, organizationId: organization.id };
    try {
      await this.transactions.run(async (tx) => {
        if (!(await this.pins.set(organization.id, member.userId, pinHash, verifier, tx))) {
          throw new DomainException('pin_taken');
        }
        // That a PIN was set, and by whom; never the PIN or its hash.
        await this.audit.record({ actor, action: 'member.pin_set', target }, tx);
      });
    } catch (error) {
      // "Taken" tells that somebody holds this PIN: it costs a guess, like a wrong PIN at the
      // till, and is recorded. Both once the transaction (spoilt by the taken PIN) has ended;
      // the event says who tried whose PIN, never the PIN nor who holds it.
      if (error instanceof DomainException && error.code === 'pin_taken') {
        await this.countGuess(actor, organization.id, now);
        await this.transactions.run((tx) => this.audit.record({ actor, action: 'member.pin_conflict', target }, tx));
      }
      throw error;
    }
  }

  /**
   * Takes one of the caller's ten PIN-setting slots an hour at the organization (a rolling
   * hour, counted atomically: parallel settings get no more); 429 until one frees otherwise.
   */
  private async reserveSetting(actor: ActingUser, organizationId: string, now: Date): Promise<void> {
    const slot = await this.pins.reserveSetting(organizationId, actor.userId, now, SETTING_WINDOW_MS, SETTING_MAX);
    if (!slot.reserved) {
      this.security.record('pin_setting_limit_reached', actor, { userId: actor.userId, organizationId });
      throw DomainException.retryAfter('too_many_requests', (slot.slotFreesAt.getTime() - now.getTime()) / 1000);
    }
  }

  /**
   * The till's lookup by PIN, from what PinLookupRead read beside the caller (`read`). A
   * wrong PIN is answered only when it can still be counted (five a minute per caller and
   * organization, counted atomically, so parallel guesses learn nothing more); once the
   * window is full every lookup there is 429, right PINs too, and so is every PIN setting.
   * Right PINs are not counted. The organization's window of wrong PINs (its tills' and
   * lookups' together, CONTRACT §12.4) refuses right PINs too once full.
   */
  async lookup(
    actor: ActingUser,
    organizationId: string,
    read: string | null | undefined,
    pin: string,
  ): Promise<MemberViewDto> {
    const organization = organizationInScope(actor, organizationId);
    // A validated body always held a PIN for the guard to read by.
    if (read === undefined) throw new Error('the PIN lookup ran without PinLookupRead');
    const now = this.clock.now();
    const found = await this.members.memberByPinOf(read);
    if (found) {
      const ends = found.fullWindowStartedAt ? found.fullWindowStartedAt.getTime() + LOOKUP_WINDOW_MS : 0;
      if (ends > now.getTime()) throw DomainException.retryAfter('too_many_requests', (ends - now.getTime()) / 1000);
      const full = await this.ceiling.refusalSince(organization.id, found.organizationFullSince, now);
      if (full) return this.refuse(actor, organization.id, full, now);
      const view = toMemberView(found.member);
      // A PIN set before verifiers existed gets its verifier now that it proved right (§12.1).
      await this.verifiers.fillMissing({ organizationId: organization.id, ...found.pin }, pin);
      return view;
    }
    await this.countGuess(actor, organization.id, now);
    throw new DomainException('member_not_found');
  }

  /**
   * Counts one guess (a wrong PIN at the till, or a PIN found taken) of the caller at the
   * organization, and then in the organization's window (CONTRACT §12.4); 429 instead when
   * either window is already full, so no answer beyond the fifth (or the thirtieth) tells anything.
   */
  private async countGuess(actor: ActingUser, organizationId: string, now: Date): Promise<void> {
    const guess = await this.pins.reserveGuess(organizationId, actor.userId, now, LOOKUP_WINDOW_MS, LOOKUP_MAX_WRONG);
    if (!guess.reserved) {
      this.security.record('pin_guess_limit_reached', actor, { userId: actor.userId, organizationId });
      const seconds = (guess.windowStartedAt.getTime() + LOOKUP_WINDOW_MS - now.getTime()) / 1000;
      throw DomainException.retryAfter('too_many_requests', seconds);
    }
    const refused = await this.ceiling.count(organizationId, now);
    if (refused) await this.refuse(actor, organizationId, refused, now);
  }

  /**
   * 429 for the rest of the organization's full window; its first refusal (one per window,
   * whichever instance makes it) is an audit event of the organization and a security event.
   */
  private async refuse(actor: ActingUser, organizationId: string, refusal: CeilingRefusal, now: Date): Promise<never> {
    if (refusal.first) {
      const window = { startedAt: refusal.windowStartedAt.toISOString(), endsAt: refusal.endsAt.toISOString() };
      this.security.record('pin_guesses_limited', actor, {
        organizationId,
        userId: actor.userId,
        failures: refusal.failures,
      });
      await this.transactions.run((tx) =>
        this.audit.record(
          {
            actor,
            action: 'till.pin_guesses_limited',
            target: { type: 'organization', id: organizationId },
            details: { window, count: refusal.failures },
          },
          tx,
        ),
      );
    }
    throw DomainException.retryAfter('too_many_requests', (refusal.endsAt.getTime() - now.getTime()) / 1000);
  }
}
