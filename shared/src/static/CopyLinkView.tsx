import { Link } from 'react-router-dom';
import { ExternalLink } from '@navdhara/shared/ui';
import type { CopyLink } from '../types/division';

/** Renders a content link: internal through the router, external in a new tab. */
export function CopyLinkView({ link, className }: { link: CopyLink; className?: string }) {
  if ('to' in link) {
    return (
      <Link to={link.to} className={className}>
        {link.label}
      </Link>
    );
  }
  return (
    <ExternalLink href={link.href} className={className}>
      {link.label}
    </ExternalLink>
  );
}
