/** What a code challenge is for. */
export type CodePurpose = 'register' | 'login' | 'reset';

/** One SMS carrying a code; `text` is already localized. */
export interface SmsMessage {
  /** E.164, e.g. +998901234567 */
  phone: string;
  text: string;
  code: string;
  purpose: CodePurpose;
}

/**
 * Delivers SMS. Implementations: log (service log), outbox (JSON lines file) and eskiz
 * (the real gateway). A failed delivery throws DomainException('sms_delivery_failed').
 */
export abstract class SmsProvider {
  abstract send(message: SmsMessage): Promise<void>;
}
