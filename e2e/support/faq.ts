import { expect, type Locator, type Page } from '@playwright/test';

/**
 * FAQ accordions are native `<details name>` groups (shared/src/static/FaqAccordion.tsx): a question
 * is a `<summary>`, its item is open when its `<details>` has `open`.
 */
export function faqQuestion(scope: Page | Locator, name: string): Locator {
  return scope.locator('details > summary', { hasText: name });
}

/** The `<details>` item whose question is `question`. */
export function faqItemOf(question: Locator): Locator {
  return question.locator('xpath=..');
}

export async function expectOpen(question: Locator, open: boolean): Promise<void> {
  const item = faqItemOf(question);
  if (open) await expect(item).toHaveAttribute('open', '');
  else await expect(item).not.toHaveAttribute('open');
}

/**
 * The accordion's rule (docs/requirements.md#accordions) on two of its questions: one open at a
 * time, the open one closes on a click, and Enter opens one from the keyboard.
 */
export async function expectOneOpenAtATime(
  faq: Locator,
  first: string,
  second: string,
  secondAnswer: string,
): Promise<void> {
  const one = faqQuestion(faq, first);
  const two = faqQuestion(faq, second);
  await expectOpen(one, false);
  await one.click();
  await expectOpen(one, true);
  await two.click();
  await expectOpen(two, true);
  await expectOpen(one, false);
  await expect(faq.getByText(secondAnswer)).toBeVisible();
  await two.click();
  await expect(faq.locator('details[open]')).toHaveCount(0);
  await one.focus();
  await one.page().keyboard.press('Enter');
  await expectOpen(one, true);
}

/**
 * The Read More / Read Less toggle of a folded text (a `<summary>` holding both words, CSS shows
 * one: shared/src/static/SeoTextBlock.tsx), and what it shows.
 */
export function readMoreToggle(scope: Page | Locator): Locator {
  return scope.locator('details > summary', { hasText: 'Read More' });
}

export async function expectToggleShows(toggle: Locator, text: 'Read More' | 'Read Less') {
  // What shows is read as a visitor reads it, on screen: a band far below is not laid out yet
  // (content-visibility, shared/src/styles/base.css) and has no rendered text.
  await toggle.scrollIntoViewIfNeeded();
  await expect(toggle).toHaveText(text, { useInnerText: true });
}

/** Whether an open modal dialog holds the page's scrolling (base.css). */
export function pageScrollLocked(page: Page): Promise<boolean> {
  return page.evaluate(() => getComputedStyle(document.documentElement).overflow === 'hidden');
}
