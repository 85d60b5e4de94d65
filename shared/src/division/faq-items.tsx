import type { StaticFaq } from '../types/division';

// Its own module: the parts modules that show FAQs import it, and a parts module importing its
// page's module back would make an import cycle (the page loads the parts module).
/** Static FAQs of a remote's content as accordion items. */
export function faqItems(faqs: readonly StaticFaq[]) {
  return faqs.map((faq, index) => ({
    id: index,
    title: faq.question,
    content: <p>{faq.answer}</p>,
  }));
}
