import type { MarkedText as MarkedPiece } from '@navdhara/shared';

/**
 * A title or snippet the search cut into pieces: the words that matched are `<mark>`, the rest
 * plain text. Each piece is text React escapes, never HTML, so markup in a query or an entry is
 * shown as the characters it is.
 */
export function MarkedText({ pieces }: { pieces: readonly MarkedPiece[] }) {
  return (
    <>
      {pieces.map((piece, index) =>
        piece.marked ? <mark key={index}>{piece.text}</mark> : piece.text,
      )}
    </>
  );
}
