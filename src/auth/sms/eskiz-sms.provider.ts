import { HttpService } from '@nestjs/axios';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { AxiosResponse, isAxiosError, isCancel } from 'axios';
import { firstValueFrom } from 'rxjs';
import { DomainException } from '../../common/errors/domain.exception';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { maskPhone } from './log-sms.provider';
import { SmsMessage, SmsProvider } from './sms-provider';

const TIMEOUT_MS = 10_000;
const LOGIN_PATH = '/api/auth/login';
const SEND_PATH = '/api/message/sms/send';

/** A refused or failed call; its message is logged, so it never holds the code, token or password. */
class EskizError extends Error {}

/** The Eskiz gateway (notify.eskiz.uz), see docs edoc.md "SMS: Eskiz". */
@Injectable()
export class EskizSmsProvider extends SmsProvider {
  private readonly logger = new Logger('Sms');
  /** The bearer token, or the login under way: concurrent sends share one login. */
  private token?: Promise<string>;

  constructor(
    private readonly http: HttpService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    super();
  }

  async send(message: SmsMessage): Promise<void> {
    try {
      await this.deliver(message);
    } catch (error) {
      // Never the text: it holds the code.
      this.logger.warn(`SMS ${message.purpose} to ${maskPhone(message.phone)} not delivered: ${describe(error)}`);
      throw new DomainException('sms_delivery_failed');
    }
  }

  private async deliver(message: SmsMessage): Promise<void> {
    const token = this.currentToken();
    let response = await this.post(SEND_PATH, smsForm(message, this.config.eskiz.from), await token);
    if (response.status === 401) {
      // Expired or revoked token: log in again once and retry once.
      const renewed = await this.renewToken(token);
      response = await this.post(SEND_PATH, smsForm(message, this.config.eskiz.from), renewed);
    }
    if (!isSuccess(response.status)) throw new EskizError(`send answered HTTP ${response.status}`);
    this.logger.debug(`SMS ${message.purpose} to ${maskPhone(message.phone)} accepted by Eskiz`);
  }

  private currentToken(): Promise<string> {
    if (this.token === undefined) {
      const login: Promise<string> = this.login().catch((error: unknown) => {
        // A failed login is not kept: the next send tries again.
        if (this.token === login) this.token = undefined;
        throw error;
      });
      this.token = login;
    }
    return this.token;
  }

  /** Only the first send to see the stale token drops it; the others share its new login. */
  private renewToken(stale: Promise<string>): Promise<string> {
    if (this.token === stale) this.token = undefined;
    return this.currentToken();
  }

  private async login(): Promise<string> {
    const { email, password } = this.config.eskiz;
    if (!email || !password) throw new EskizError('ESKIZ_EMAIL or ESKIZ_PASSWORD is not set');
    const form = new FormData();
    form.append('email', email);
    form.append('password', password);
    const response = await this.post(LOGIN_PATH, form);
    const token = tokenOf(response.data);
    if (!isSuccess(response.status) || token === undefined) {
      throw new EskizError(`login answered HTTP ${response.status}`);
    }
    return token;
  }

  private post(path: string, form: FormData, token?: string): Promise<AxiosResponse<unknown>> {
    return firstValueFrom(
      this.http.post<unknown>(`${this.config.eskiz.baseUrl}${path}`, form, {
        headers: token === undefined ? {} : { Authorization: `Bearer ${token}` },
        // timeout catches a silent socket, the signal a slow answer as a whole.
        timeout: TIMEOUT_MS,
        signal: AbortSignal.timeout(TIMEOUT_MS),
        maxRedirects: 0,
        // Statuses are judged here (401 renews the token), not thrown by axios.
        validateStatus: () => true,
      }),
    );
  }
}

function smsForm(message: SmsMessage, from: string): FormData {
  const form = new FormData();
  form.append('mobile_phone', message.phone.replace(/\D/g, ''));
  form.append('message', message.text);
  form.append('from', from);
  return form;
}

function isSuccess(status: number): boolean {
  return status >= 200 && status < 300;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** `data.token` of `{"message":"token_generated","data":{"token":"…"}}`. */
function tokenOf(body: unknown): string | undefined {
  const data = isRecord(body) ? body.data : undefined;
  const token = isRecord(data) ? data.token : undefined;
  return typeof token === 'string' && token !== '' ? token : undefined;
}

/** A loggable reason; axios errors also carry the request (form and headers), so only their code and message. */
function describe(error: unknown): string {
  if (error instanceof EskizError) return error.message;
  if (isCancel(error)) return `no answer within ${TIMEOUT_MS} ms`;
  if (isAxiosError(error)) return `${error.code ?? 'request failed'}: ${error.message}`;
  return error instanceof Error ? error.name : 'unknown error';
}
