import { expect, type Locator, type Page } from '@playwright/test';

/**
 * FAQ accordions are native `<details name>` groups (shared/src/ui/FaqAccordion.tsx): a question
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
