import { createElement, type ReactElement, type SVGProps } from 'react';
import type { IconNode } from 'lucide';

export interface IconProps extends SVGProps<SVGSVGElement> {
  size?: number | string;
}

export type IconComponent = (props: IconProps) => ReactElement;

/** Labelled icons stay visible to assistive technology; all others are decoration. */
function isLabelled(props: IconProps) {
  return Object.keys(props).some((key) => key === 'role' || key === 'title' || (key.startsWith('aria-') && key !== 'aria-hidden'));
}

const escapeAttribute = (value: string | number) => String(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The icon's shapes as markup: `<path d="…"/>…`. */
export function iconMarkup(node: IconNode): string {
  return node
    .map(([tag, attributes]) => {
      const written = Object.entries(attributes)
        .filter(([, value]) => value !== undefined)
        .map(([name, value]) => ` ${name}="${escapeAttribute(value as string | number)}"`)
        .join('');
      return `<${tag}${written}/>`;
    })
    .join('');
}

/**
 * An icon as a plain server-renderable component, with Lucide's defaults (24px, 2px round stroke).
 * The shapes go in as markup, not as React elements: a page shows dozens of icons, and each shape
 * as an element would be one more node in the page's data and one more for hydration to walk.
 */
export function createIcon(node: IconNode): IconComponent {
  const markup = { __html: iconMarkup(node) };
  return function Icon({ size = 24, strokeWidth = 2, children, ...props }: IconProps) {
    const shapes = children === undefined ? { dangerouslySetInnerHTML: markup } : {};
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={strokeWidth}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden={isLabelled(props) ? undefined : true}
        {...props}
        {...shapes}
      >
        {children === undefined ? undefined : (
          <>
            {node.map(([tag, attributes], index) => createElement(tag, { key: index, ...attributes }))}
            {children}
          </>
        )}
      </svg>
    );
  };
}
