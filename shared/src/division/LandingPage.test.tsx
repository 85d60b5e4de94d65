import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { preloadLazyCode } from '@navdhara/shared/ui';
import { LandingPage } from './LandingPage';
import type { LandingContent } from '../types/division';

const image = { src: '/a.svg', alt: 'An illustration', width: 800, height: 600 };

const content: LandingContent = {
  hero: { eyebrow: 'Landing', title: 'Broiler Chicken Farming', subtitle: 'Sub', image },
  intro: {
    title: 'Intro',
    paragraphs: ['Text'],
    highlights: [
      { content: 'a', sub: 'A' },
      { content: 'b', sub: 'B' },
      { content: 'c', sub: 'C' },
    ],
  },
  whyChoose: {
    title: 'Why choose',
    items: [
      { icon: 'bird', title: 'One', content: '1' },
      { icon: 'grain', title: 'Two', content: '2' },
      { icon: 'tools', title: 'Three', content: '3' },
      { icon: 'people', title: 'Four', content: '4' },
    ],
  },
  blocks: {
    title: 'Blocks',
    intro: 'Intro',
    items: [
      { title: 'Feeds', text: 'Feed text', image, link: { label: 'Explore feeds', to: '/feeds' } },
      {
        title: 'Blog',
        text: 'Blog text',
        image,
        link: { label: 'Read the blog', href: 'https://blog.example.com/' },
      },
    ],
  },
  closing: { title: 'Ready?', text: 'Call us', link: { label: 'Contact', to: '/contact-us' } },
  faqs: [
    { question: 'Q1?', answer: 'A1' },
    { question: 'Q2?', answer: 'A2' },
    { question: 'Q3?', answer: 'A3' },
    { question: 'Q4?', answer: 'A4' },
  ],
  contact: { title: 'Talk to us', intro: 'Write' },
};

// The contact form is an island: its code is had before the tests render (as the server does).
beforeAll(() => preloadLazyCode());

describe('LandingPage', () => {
  it('renders the landing layout with its links, four FAQs and the contact form', () => {
    render(
      <MemoryRouter>
        <LandingPage content={content} sendEnquiry={() => Promise.resolve()} />
      </MemoryRouter>,
    );
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(within(screen.getByTestId('why-choose')).getAllByRole('listitem')).toHaveLength(4);
    expect(screen.getByRole('link', { name: 'Explore feeds' })).toHaveAttribute('href', '/feeds');
    expect(screen.getByRole('link', { name: /Read the blog/ })).toHaveAttribute('target', '_blank');
    expect(
      within(screen.getByTestId('closing-cta')).getByRole('link', { name: 'Contact' }),
    ).toHaveAttribute('href', '/contact-us');
    const faq = screen.getByTestId('static-faq');
    // Native disclosures of one group (their behaviour is the browser's: e2e tests).
    const items = faq.querySelectorAll('details');
    expect(items).toHaveLength(4);
    expect(new Set([...items].map((item) => item.getAttribute('name'))).size).toBe(1);
    expect(screen.getByTestId('contact-form-page')).toBeInTheDocument();
  });
});
