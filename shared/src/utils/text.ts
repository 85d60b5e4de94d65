import { DEFAULT_LOCALE } from '../i18n/locales';
import { currentLocale, tr } from '../i18n/translate';
/**
 * Cuts `text` to at most `max` characters and adds an ellipsis when it was cut (docs/requirements.md#text-truncation: card
 * titles 60, card content 250, media titles 55, blog titles 45/50, descriptions 100/70).
 */
export function truncate(text: string, max: number): string {
  if (max <= 0) return '';
  const chars = Array.from(text.trim());
  if (chars.length <= max) return chars.join('');
  return `${chars.slice(0, max).join('').trimEnd()}...`;
}

/** Truncation limits from docs/requirements.md#text-truncation, named so pages say which one they apply. */
export const truncation = {
  cardTitle: 60,
  cardContent: 250,
  mediaTitle: 55,
  blogTitleCarousel: 45,
  blogTitleSlider: 50,
  blogDescription: 100,
  blogDescriptionNarrow: 70,
} as const;

// Spelled out rather than asked of Intl: a browser's first Intl formatter loads its locale data,
// about 30 ms of main thread on this machine (4x that on a phone), in the middle of hydrating the
// first page that shows a date. The format is fixed, so the table is all it needs.
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/**
 * A date as its readers write it. English: US order, long month, numeric day and year
 * (docs/requirements.md#date-format): "July 18, 2025"; Hindi and Punjabi: the language's own
 * ("18 जुलाई 2025", as `Intl` writes it). Empty for bad input.
 */
export function formatDate(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const locale = currentLocale();
  // Day, month, year, the month's name from the dictionaries rather than `Intl`: a browser may have
  // no data for a language (Chromium on Linux has none for Punjabi: "2025 M05 20"), and its date
  // would then differ from the server's, which React's hydration does not mend.
  if (locale !== DEFAULT_LOCALE)
    return `${date.getUTCDate()} ${tr(MONTHS[date.getUTCMonth()]!)} ${date.getUTCFullYear()}`;
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}
