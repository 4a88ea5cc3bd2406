export const SUPPORTED_LANGUAGES = ['en', 'ru', 'uz'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];
export const FALLBACK_LANGUAGE: Language = 'en';

function isSupported(tag: string): tag is Language {
  return (SUPPORTED_LANGUAGES as readonly string[]).includes(tag);
}

/**
 * Picks the supported language of highest q from an Accept-Language header: region tags
 * fall to their language (`ru-RU` → `ru`), ties keep the header's order, none → `en`.
 */
export function pickLanguage(header: string | string[] | undefined): Language {
  const value = Array.isArray(header) ? header.join(',') : header;
  if (!value) return FALLBACK_LANGUAGE;
  const candidates = value
    .split(',')
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(';');
      const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const q = qParam === undefined ? 1 : Number(qParam.slice(2));
      return { lang: tag.trim().toLowerCase().split('-')[0], q: Number.isFinite(q) ? q : 0, index };
    })
    .filter((c) => c.q > 0 && isSupported(c.lang))
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return candidates.length > 0 ? (candidates[0].lang as Language) : FALLBACK_LANGUAGE;
}
