import { ExecutionContext, Injectable } from '@nestjs/common';
import { I18nResolver } from 'nestjs-i18n';
import { pickLanguage } from './language';

/** nestjs-i18n resolver honouring q-values and region tags (CONTRACT §9). */
@Injectable()
export class QualityAcceptLanguageResolver implements I18nResolver {
  resolve(context: ExecutionContext): string {
    const request = context.switchToHttp().getRequest<{ headers: Record<string, string | string[] | undefined> }>();
    return pickLanguage(request.headers['accept-language']);
  }
}
