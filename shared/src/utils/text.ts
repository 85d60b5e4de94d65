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

const dateFormat = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** US English, long month, numeric day and year (docs/requirements.md#date-format): "July 18, 2025". Empty for bad input. */
export function formatDate(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? '' : dateFormat.format(date);
}
