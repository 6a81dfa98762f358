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

/** An icon as a plain server-renderable component, with Lucide's defaults (24px, 2px round stroke). */
export function createIcon(node: IconNode): IconComponent {
  return function Icon({ size = 24, strokeWidth = 2, children, ...props }: IconProps) {
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
      >
        {node.map(([tag, attributes], index) => createElement(tag, { key: index, ...attributes }))}
        {children}
      </svg>
    );
  };
}
