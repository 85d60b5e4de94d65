import { trFormat, type Section } from '@navdhara/shared';
import { divisionName } from '../components/labels';

/**
 * The WhatsApp message a visitor sends a dealer, in the page's language, naming the product or
 * the division they came for.
 */
export function whatsappMessage(
  dealerName: string,
  { productName, division }: { productName: string | null; division: Section | null },
): string {
  if (productName)
    return trFormat(
      'Hello {dealer}, I found you on the Navdhara Group website. Do you have {product}? Please tell me the price.',
      { dealer: dealerName, product: productName },
    );
  if (division)
    return trFormat(
      'Hello {dealer}, I found you on the Navdhara Group website. I want to buy Navdhara {division}. Please tell me what you have and the price.',
      { dealer: dealerName, division: divisionName(division) },
    );
  return trFormat(
    'Hello {dealer}, I found you on the Navdhara Group website. Please tell me which Navdhara products you have.',
    { dealer: dealerName },
  );
}
