import { WEEKDAYS, type OpeningHours, type Weekday } from '@navdhara/shared';

/** India keeps one time all year: UTC+05:30. */
const INDIA_OFFSET_MINUTES = 330;

/** The day of the week and the minute of the day it is in India at `date`. */
export function indiaClock(date: Date): { day: Weekday; minute: number } {
  const shifted = new Date(date.getTime() + INDIA_OFFSET_MINUTES * 60_000);
  return {
    day: WEEKDAYS[shifted.getUTCDay()] ?? 'sun',
    minute: shifted.getUTCHours() * 60 + shifted.getUTCMinutes(),
  };
}

const minuteOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

export type OpenState =
  | { open: true; closes: string }
  | { open: false; opens?: { day: Weekday; time: string; today: boolean } }
  | { open: null };

/**
 * Whether a place is open at `date` (India's time), and until when, or when it opens next (within
 * a week). `{ open: null }` when its hours are not known.
 */
export function openState(hours: OpeningHours, date: Date): OpenState {
  if (!WEEKDAYS.some((day) => (hours[day]?.length ?? 0) > 0)) return { open: null };
  const { day, minute } = indiaClock(date);
  for (const [from, to] of hours[day] ?? [])
    if (minuteOf(from) <= minute && minute < minuteOf(to)) return { open: true, closes: to };
  const today = WEEKDAYS.indexOf(day);
  for (let ahead = 0; ahead < 7; ahead += 1) {
    const next = WEEKDAYS[(today + ahead) % 7] ?? 'sun';
    const span = (hours[next] ?? []).find(([from]) => ahead > 0 || minuteOf(from) > minute);
    if (span) return { open: false, opens: { day: next, time: span[0], today: ahead === 0 } };
  }
  return { open: false };
}

/**
 * A week's hours as rows of days that keep the same hours (`mon`-`sat`: 09:00-19:00), Monday
 * first, closed days left out.
 */
export function weekRows(
  hours: OpeningHours,
): { from: Weekday; to: Weekday; spans: ReadonlyArray<readonly [string, string]> }[] {
  const order: Weekday[] = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];
  const rows: { from: Weekday; to: Weekday; spans: ReadonlyArray<readonly [string, string]> }[] =
    [];
  for (const day of order) {
    const spans = hours[day] ?? [];
    if (spans.length === 0) continue;
    const last = rows.at(-1);
    const key = JSON.stringify(spans);
    if (
      last &&
      JSON.stringify(last.spans) === key &&
      order.indexOf(last.to) === order.indexOf(day) - 1
    )
      last.to = day;
    else rows.push({ from: day, to: day, spans });
  }
  return rows;
}
