/**
 * What a visitor typed into the server's form before this script hydrated it. The server's form
 * works without script, so people type into it on a slow phone while the code is on its way;
 * React keeps the text on screen but starts its own state empty, and the first re-render would
 * wipe the fields. A form reads the fields it is hydrating (same ids as the server's, from
 * `useId`) once, as its first state. In any other render the fields are not in the document yet.
 */
export function typedBeforeScript<Field extends string>(
  fields: readonly Field[],
  idOf: (field: Field) => string,
): Partial<Record<Field, string>> {
  if (typeof document === 'undefined') return {};
  const typed: Partial<Record<Field, string>> = {};
  for (const field of fields) {
    const element = document.getElementById(idOf(field));
    if (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement)
      typed[field] = element.value;
  }
  return typed;
}

/** The file chosen in the server's form's file field `id` before this script hydrated it. */
export function fileChosenBeforeScript(id: string): File | undefined {
  if (typeof document === 'undefined') return undefined;
  const element = document.getElementById(id);
  return element instanceof HTMLInputElement ? element.files?.[0] : undefined;
}
