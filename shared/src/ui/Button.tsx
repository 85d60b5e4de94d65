import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router-dom';
import { tr } from '@navdhara/shared';
import styles from './Button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'light';

function classes(variant: ButtonVariant, size: 'md' | 'sm', extra?: string) {
  return [styles.button, styles[variant], styles[size], extra].filter(Boolean).join(' ');
}

interface Common {
  variant?: ButtonVariant;
  size?: 'md' | 'sm';
  children: ReactNode;
}

export function Button({
  variant = 'primary',
  size = 'md',
  className,
  type = 'button',
  ...props
}: Common & ButtonHTMLAttributes<HTMLButtonElement>) {
  return <button type={type} className={classes(variant, size, className)} {...props} />;
}

/** An internal link that looks like a button. */
export function ButtonLink({
  variant = 'primary',
  size = 'md',
  className,
  ...props
}: Common & LinkProps) {
  return <Link className={classes(variant, size, className)} {...props} />;
}

/** An external link: opens in a new tab without giving the other site a handle on ours. */
export function ExternalLink({
  children,
  className,
  variant,
  size = 'md',
  ...props
}: Partial<Common> & AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  return (
    <a
      target="_blank"
      rel="noopener noreferrer"
      className={variant ? classes(variant, size, className) : className}
      {...props}
    >
      {children}
      {/* One text (no `<!-- -->` between a space and the words in the server's HTML). */}
      <span className="visually-hidden">{` ${tr('(opens in a new tab)')}`}</span>
    </a>
  );
}
