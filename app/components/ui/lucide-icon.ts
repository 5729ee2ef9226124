// Renders the lucide icons. The build points every lucide-react icon module at
// this file instead of the package's own createLucideIcon (see vite.config.ts),
// whose icon context, alias and stroke-scaling code cost every page ~1.5 KB of
// gzipped JavaScript for options this site never uses. The drawing is the
// package's; its stroke look (no fill, currentColor, width 2, round caps and
// joins) comes from the `.lucide` rule in app.css rather than five attributes
// on every icon, which pages render dozens of times; a colour or stroke width
// asked for is set on the icon as an inline style. aria-hidden unless labelled.
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
    { className, size = 24, color, strokeWidth, children, ...rest },
    ref,
  ) {
    return createElement(
      "svg",
      {
        ref,
        width: size,
        height: size,
        viewBox: "0 0 24 24",
        className: className ? `lucide lucide-${icon.name} ${className}` : `lucide lucide-${icon.name}`,
        ...(children == null && !labelled(rest) ? { "aria-hidden": "true" } : {}),
        ...rest,
        // An inline style, as the stylesheet's rule would outrank an attribute.
        style:
          color === undefined && strokeWidth === undefined ? rest.style : { stroke: color, strokeWidth, ...rest.style },
      },
      ...icon.node.map(([tag, attrs]) => createElement(tag, attrs)),
      children,
    );
  });
}
