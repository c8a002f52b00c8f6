import type { LucideIcon } from 'lucide-react';
import type { ButtonHTMLAttributes } from 'react';
import { Link, type LinkProps } from 'react-router-dom';

interface IconProps {
  icon: LucideIcon;
  /** What it does, whole ("Check out Asha Rao (visit ID 123456)"): its accessible name and its tooltip. */
  label: string;
  tone?: 'danger';
}

const className = (tone: IconProps['tone']) => (tone ? `icon-button icon-button-${tone}` : 'icon-button');

/**
 * A table row's action as an icon: a row keeps its width for its data, and the action's words show as a
 * tooltip on hover and on keyboard focus (data-tip), and are what a screen reader says.
 */
export function IconButton({
  icon: Icon,
  label,
  tone,
  ...button
}: IconProps & Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children' | 'className' | 'type'>) {
  return (
    <button type="button" className={className(tone)} aria-label={label} data-tip={label} {...button}>
      <Icon aria-hidden="true" size={18} />
    </button>
  );
}

/** A row's action that goes to another screen (a badge), drawn as IconButton. */
export function IconLink({
  icon: Icon,
  label,
  ...link
}: Omit<IconProps, 'tone'> & Omit<LinkProps, 'children' | 'className'>) {
  return (
    <Link className="icon-button" aria-label={label} data-tip={label} {...link}>
      <Icon aria-hidden="true" size={18} />
    </Link>
  );
}
