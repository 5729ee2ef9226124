// Renders the lucide icons. The build points every lucide-react icon module at
// this file instead of the package's own createLucideIcon (see vite.config.ts),
// whose icon context, alias and stroke-scaling code cost every page ~1.5 KB of
// gzipped JavaScript for options this site never uses. The markup is the
// package's: same attributes and classes, aria-hidden unless labelled.
import { createElement, forwardRef, type SVGProps } from "react";

interface IconData {
  name: string;
  node: [tag: string, attrs: Record<string, string>][];
}

type IconProps = SVGProps<SVGSVGElement> & { size?: number | string };

const labelled = (props: object) =>
  Object.keys(props).some((k) => k.startsWith("aria-") || k === "role" || k === "title");

export default function createLucideIcon(icon: IconData) {
  // biome-ignore lint/correctness/noComponentHookFactories: a factory each icon module calls once, at its top level
  return forwardRef<SVGSVGElement, IconProps>(function Icon(
    { className, size = 24, color = "currentColor", strokeWidth = 2, children, ...rest },
    ref,
  ) {
    return createElement(
      "svg",
      {
        ref,
        xmlns: "http://www.w3.org/2000/svg",
        width: size,
        height: size,
        viewBox: "0 0 24 24",
        fill: "none",
        stroke: color,
        strokeWidth,
        strokeLinecap: "round",
        strokeLinejoin: "round",
        className: className ? `lucide lucide-${icon.name} ${className}` : `lucide lucide-${icon.name}`,
        ...(children == null && !labelled(rest) ? { "aria-hidden": "true" } : {}),
        ...rest,
      },
      ...icon.node.map(([tag, attrs]) => createElement(tag, attrs)),
      children,
    );
  });
}
