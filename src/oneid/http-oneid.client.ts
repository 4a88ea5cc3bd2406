import { HttpService } from '@nestjs/axios';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { AxiosResponse, isAxiosError, isCancel } from 'axios';
import { firstValueFrom } from 'rxjs';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { OneIdClient } from './oneid.client';
import { OneIdError } from './oneid.error';
import type { OneIdPerson } from './oneid.types';

/** Every grant goes to this one address (CONTRACT §12.2). */
const ENDPOINT = '/sso/oauth/Authorization.do';
/** OneID's answers are small JSON documents; anything larger is not one of them. */
const MAX_ANSWER_BYTES = 1024 * 1024;
const PINFL = /^\d{14}$/;

type Grant = 'one_authorization_code' | 'one_access_token_identify' | 'one_log_out';

interface Settings {
  url: string;
  clientId: string;
  clientSecret: string;
  scope: string;
  redirectUri: string;
}

/**
 * The only code that speaks to OneID: form-encoded grants at Authorization.do, each within
 * ONEID_TIMEOUT_MS. It logs statuses and error codes only: the answers carry the person's
 * PINFL and the requests our secret, the code and the token.
 */
@Injectable()
export class HttpOneIdClient extends OneIdClient {
  private readonly logger = new Logger('OneId');

  constructor(
    private readonly http: HttpService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    super();
  }

  isConfigured(): boolean {
    return this.config.oneid.url !== undefined;
  }

  authorizationUrl(state: string): string {
    const { url, clientId, redirectUri, scope } = this.settings();
    const query = new URLSearchParams({
      response_type: 'one_code',
      client_id: clientId,
      redirect_uri: redirectUri,
      scope,
      state,
    });
    return `${url}${ENDPOINT}?${query.toString()}`;
  }

  async identify(code: string): Promise<OneIdPerson> {
    const { clientId, clientSecret, redirectUri, scope } = this.settings();
    const exchanged = await this.grant('one_authorization_code', {
      client_id: clientId,
      client_secret: clientSecret,
      redirect_uri: redirectUri,
      code,
    });
    if (!isSuccess(exchanged.status)) {
      this.logger.warn(`OneID refused the code with HTTP ${exchanged.status}`);
      throw new OneIdError('code_refused', `OneID refused the code with HTTP ${exchanged.status}`);
    }
    const accessToken = text(field(exchanged.data, 'access_token'));
    if (accessToken === null) {
      this.logger.warn('OneID answered the code without an access_token');
      throw new OneIdError('code_refused', 'OneID answered the code without an access_token');
    }
    try {
      return await this.person(accessToken, clientId, clientSecret, scope);
    } finally {
      await this.logOut(accessToken, clientId, clientSecret, scope);
    }
  }

  private async person(accessToken: string, clientId: string, clientSecret: string, scope: string) {
    const answer = await this.grant('one_access_token_identify', {
      client_id: clientId,
      client_secret: clientSecret,
      access_token: accessToken,
      scope,
    });
    if (!isSuccess(answer.status)) throw this.unavailable(`identify answered HTTP ${answer.status}`);
    const pin = text(field(answer.data, 'pin'));
    // The PINFL itself is never part of a message.
    if (pin === null || !PINFL.test(pin)) throw this.unavailable('identify answered no PINFL of 14 digits');
    return {
      pin,
      authMethod: text(field(answer.data, 'auth_method')),
      pkcsLegalTin: text(field(answer.data, 'pkcs_legal_tin')),
    };
  }

  /** Ends OneID's session of the token; its failure changes nothing of ours and is only logged. */
  private async logOut(accessToken: string, clientId: string, clientSecret: string, scope: string): Promise<void> {
    try {
      const answer = await this.grant('one_log_out', {
        client_id: clientId,
        client_secret: clientSecret,
        access_token: accessToken,
        scope,
      });
      if (!isSuccess(answer.status)) this.logger.warn(`OneID log-out answered HTTP ${answer.status}`);
    } catch (error) {
      const what = error instanceof OneIdError ? error.message : 'failed';
      this.logger.warn(`OneID log-out ignored: ${what}`);
    }
  }

  /** One grant; an answer of any status below 500, or OneIdError `unavailable`. */
  private async grant(grant: Grant, fields: Record<string, string>): Promise<AxiosResponse<unknown>> {
    const { url } = this.settings();
    const { timeoutMs } = this.config.oneid;
    let response: AxiosResponse<unknown>;
    try {
      response = await firstValueFrom(
        this.http.request<unknown>({
          method: 'POST',
          url: `${url}${ENDPOINT}`,
          data: new URLSearchParams({ grant_type: grant, ...fields }).toString(),
          headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
          // timeout catches a silent socket, the signal a slow answer as a whole.
          timeout: timeoutMs,
          signal: AbortSignal.timeout(timeoutMs),
          maxRedirects: 0,
          maxContentLength: MAX_ANSWER_BYTES,
          responseType: 'json',
          validateStatus: () => true,
        }),
      );
    } catch (error) {
      // Axios errors carry the request (our secret, the code): only their code is logged.
      if (!isAxiosError(error)) throw error;
      const timedOut = isCancel(error) || error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT';
      throw this.unavailable(
        `${grant} failed: ${timedOut ? `no answer within ${timeoutMs} ms` : (error.code ?? 'request failed')}`,
      );
    }
    if (response.status >= 500) throw this.unavailable(`${grant} answered HTTP ${response.status}`);
    return response;
  }

  private settings(): Settings {
    const { url, clientId, clientSecret, scope, redirectUri } = this.config.oneid;
    // load-config requires the others once the URL is set.
    if (!url || !clientId || !clientSecret || !scope || !redirectUri) {
      throw new OneIdError('not_configured', 'OneID is not configured');
    }
    return { url, clientId, clientSecret, scope, redirectUri };
  }

  private unavailable(what: string): OneIdError {
    this.logger.warn(`OneID ${what}`);
    return new OneIdError('unavailable', `OneID ${what}`);
  }
}

function field(data: unknown, name: string): unknown {
  return typeof data === 'object' && data !== null && !Array.isArray(data)
    ? (data as Record<string, unknown>)[name]
    : undefined;
}

/** A trimmed string, numbers as text; empty or anything else is null. */
function text(value: unknown): string | null {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

function isSuccess(status: number): boolean {
  return status >= 200 && status < 300;
}
