/**
 * The seeded content tells one story (cms/seed/content.js, its images in cms/seed/images/, and the
 * corporate remote's copy): one founder, named alike on the home page and on the board; board
 * portraits that never reappear as customers in the testimonials; and press items that each say
 * something of their own rather than one text with the headline swapped.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { founderMessage } from '../mfe-corporate/src/content/home';

type Block = { type: string; text?: string; children?: Block[] };
type Person = { name: string; image: string; alt: string };
type Seed = {
  team: Array<Person & { designation: string }>;
  testimonies: Array<Person & { business_name: string }>;
  mediaPresses: Array<{ media: string; title: string; content: Block[] }>;
};

const cmsDir = path.resolve(__dirname, '..', 'cms');
const seed = createRequire(path.join(cmsDir, 'package.json'))('./seed/content.js') as Seed;
const svgPath = (name: string) => path.join(cmsDir, 'seed', 'images', `${name}.svg`);

/** The text of a block, its children's included. */
const textOf = (block: Block): string =>
  block.text ?? (block.children ?? []).map(textOf).join(block.type === 'list' ? '\n' : '');
/** Paragraphs, headings, quotes and list items of a body, one string each. */
const passages = (blocks: Block[]): string[] =>
  blocks.flatMap((block) =>
    block.type === 'list' ? (block.children ?? []).map(textOf) : [textOf(block)],
  );
const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

describe('one founder', () => {
  const founders = seed.team.filter((member) => /founder/i.test(member.designation));

  it('the board has exactly one founder', () => {
    expect(founders).toHaveLength(1);
  });

  it("is named and titled the same in the founder's message and on the board", () => {
    expect(founderMessage.name).toBe(founders[0]!.name);
    expect(founderMessage.role).toBe(founders[0]!.designation);
  });

  it('press quotes come from board members, with their names and titles as on the board', () => {
    const quotes = seed.mediaPresses.flatMap((item) =>
      item.content.filter((block) => block.type === 'quote').map(textOf),
    );
    expect(quotes.length).toBeGreaterThan(0);
    for (const text of quotes) {
      const by = /\u2014 ([^,]+), (.+)$/.exec(text);
      expect(by).not.toBeNull();
      const member = seed.team.find((m) => m.name === by![1]);
      expect(member).toBeDefined();
      expect(by![2]).toBe(member!.designation);
    }
  });
});

describe('portraits', () => {
  const board = seed.team.map((m) => m.image);
  const customers = seed.testimonies.map((t) => t.image);

  it('no image is used for both a board member and a testimonial, or for two people', () => {
    expect(board.filter((image) => customers.includes(image))).toEqual([]);
    expect(new Set(board).size).toBe(board.length);
    expect(new Set(customers).size).toBe(customers.length);
  });

  it('no two portraits are the same drawing under different names', () => {
    const drawings = [...board, ...customers].map((name) => fs.readFileSync(svgPath(name), 'utf8'));
    expect(new Set(drawings).size).toBe(drawings.length);
  });

  it('each portrait is an SVG with its size, and alternative text naming the person', () => {
    for (const person of [...seed.team, ...seed.testimonies]) {
      const svg = fs.readFileSync(svgPath(person.image), 'utf8');
      expect(svg).toMatch(/^<svg [^>]*width="\d+" height="\d+"/);
      expect(person.alt).toContain(person.name);
    }
  });
});

describe('press items', () => {
  const contactLine = (item: Seed['mediaPresses'][number]) => {
    const last = item.content[item.content.length - 1]!;
    return textOf(last);
  };

  it('each has a body of its own, also with the outlet and headline taken out', () => {
    const bodies = seed.mediaPresses.map((item) =>
      passages(item.content)
        .join('\n')
        .split(item.title)
        .join('<title>')
        .split(item.media)
        .join('<outlet>'),
    );
    expect(new Set(bodies).size).toBe(bodies.length);
  });

  it('share nothing but the media contact line: no sentence is reused across items', () => {
    const seen = new Map<string, string>();
    const shared: string[] = [];
    const contact = contactLine(seed.mediaPresses[0]!);
    for (const item of seed.mediaPresses) {
      expect(contactLine(item)).toBe(contact);
      const own = passages(item.content).filter((text) => text !== contact);
      // A quote's attribution ("— name, title") may recur: the same director speaks twice.
      const sentences = own.flatMap((text) =>
        text.replace(/ \u2014 [^\u2014]+$/, '').split(/(?<=[.!?])\s+/),
      );
      for (const sentence of sentences.filter((s) => words(s) >= 6)) {
        const first = seen.get(sentence);
        if (first && first !== item.title) shared.push(`${sentence} (${first} / ${item.title})`);
        seen.set(sentence, item.title);
      }
      // A story, not a caption: some 60 words beyond the headline and contact line.
      expect(words(own.join(' '))).toBeGreaterThanOrEqual(60);
    }
    expect(shared).toEqual([]);
  });
});
