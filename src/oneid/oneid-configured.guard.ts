import { CanActivate, Injectable } from '@nestjs/common';
import { OneIdFlows } from './oneid-flows.service';

/**
 * Every OneID route answers 503 oneid_not_configured while ONEID_URL is unset (CONTRACT
 * §12.2), before its body is validated. Runs after the global guards: a caller is still
 * authenticated first, and sign-in still counted by the per-address limit.
 */
@Injectable()
export class OneIdConfiguredGuard implements CanActivate {
  constructor(private readonly flows: OneIdFlows) {}

  canActivate(): boolean {
    this.flows.requireConfigured();
    return true;
  }
}
