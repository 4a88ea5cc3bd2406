import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ERROR_STATUS, MESSAGE_ONLY_CODES } from '../../src/common/errors/error-codes';
import { UNAUTHORIZED_REASONS } from '../../src/common/errors/unauthorized';
import { SUPPORTED_LANGUAGES } from '../../src/common/i18n/language';
import { sourceFiles } from '../support/source-files';

const root = join(__dirname, '..', '..', 'i18n');

function messages(lang: string, namespace: string): Record<string, string> {
  return JSON.parse(readFileSync(join(root, lang, `${namespace}.json`), 'utf8')) as Record<string, string>;
}

function placeholders(text: string): string[] {
  return (text.match(/\{\w+\}/g) ?? []).sort();
}

/** Every validation code the code base can produce. */
function validationCodesInSource(): string[] {
  const codes = new Set<string>();
  for (const path of sourceFiles(join(__dirname, '..', '..', 'src', 'common', 'validation'))) {
    const source = readFileSync(path, 'utf8');
    for (const match of source.matchAll(/code: '([a-z_]+)'/g)) codes.add(match[1]);
    for (const match of source.matchAll(/^\s+\w+: '([a-z_]+)',$/gm)) codes.add(match[1]);
  }
  return [...codes];
}

describe('messages', () => {
  const english = {
    errors: messages('en', 'errors'),
    validation: messages('en', 'validation'),
    sms: messages('en', 'sms'),
    unauthorized: messages('en', 'unauthorized'),
    hints: messages('en', 'hints'),
  };

  it('has an English message for every error code of the catalogue', () => {
    for (const code of [...Object.keys(ERROR_STATUS), ...MESSAGE_ONLY_CODES]) {
      expect(english.errors).toHaveProperty([code]);
    }
  });

  it('has an English message for every reason of a 401 (details.reason)', () => {
    for (const reason of UNAUTHORIZED_REASONS) {
      expect(english.unauthorized).toHaveProperty([reason]);
    }
  });

  it('has an English message for every validation code the validators produce', () => {
    for (const code of validationCodesInSource()) expect(english.validation).toHaveProperty([code]);
  });

  it.each(SUPPORTED_LANGUAGES.filter((l) => l !== 'en'))(
    '%s has every key of English, with the same placeholders',
    (lang) => {
      for (const namespace of Object.keys(english) as (keyof typeof english)[]) {
        const translated = messages(lang, namespace);
        expect(Object.keys(translated).sort()).toEqual(Object.keys(english[namespace]).sort());
        for (const [key, text] of Object.entries(english[namespace])) {
          expect(translated[key].trim()).not.toBe('');
          expect(placeholders(translated[key])).toEqual(placeholders(text));
        }
      }
    },
  );
});
