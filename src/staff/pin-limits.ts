/** CONTRACT §9: five wrong PINs (or PINs found taken) a minute per caller and organization. */
export const LOOKUP_WINDOW_MS = 60_000;
export const LOOKUP_MAX_WRONG = 5;
