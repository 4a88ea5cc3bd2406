import { Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { TillProof } from '../access/proved-read';
import { isPinBody } from './dto/till.dto';

/**
 * The till sign-in proves its till token in its own statement (TILL_SIGN_IN, with
 * `tillTokenLiveSql`): for a body the validation pipe passes (isPinBody), the guard reads
 * nothing. For any other it reads the till as on every till route, so an ended till is still
 * 401 before the body's 400.
 */
@Injectable()
export class SignInProof implements TillProof {
  readonly token = 'till' as const;

  proves(request: FastifyRequest): boolean {
    return isPinBody(request.body);
  }
}
