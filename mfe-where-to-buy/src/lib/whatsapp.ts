/**
 * A WhatsApp link that opens a chat with the number and the message already written
 * (`https://wa.me/919000000001?text=...`); '' for a number that is not `+91` and ten digits.
 */
export function whatsappUrl(number: string, message: string): string {
  const digits = /^\+91(\d{10})$/.exec(number)?.[1];
  if (!digits) return '';
  return `https://wa.me/91${digits}?text=${encodeURIComponent(message.slice(0, 500))}`;
}

/** A `tel:` link for `+91` and ten digits; '' for anything else. */
export function telUrl(number: string): string {
  return /^\+91\d{10}$/.test(number) ? `tel:${number}` : '';
}

/** `+91 90000 01234` for `+919000001234`. */
export function spokenNumber(number: string): string {
  const match = /^\+91(\d{5})(\d{5})$/.exec(number);
  return match ? `+91 ${match[1]} ${match[2]}` : number;
}

/** Directions to a point, in OpenStreetMap (the site's map tiles' source). */
export function directionsUrl(lat: number, lng: number): string {
  const at = `${lat.toFixed(5)},${lng.toFixed(5)}`;
  return `https://www.openstreetmap.org/directions?to=${encodeURIComponent(at)}#map=15/${lat.toFixed(5)}/${lng.toFixed(5)}`;
}
