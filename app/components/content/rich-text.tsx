// Renders parsed guide content (see markdown.ts) as React elements.
import { Fragment } from "react";
import type { ReactNode } from "react";
import type { Block, Inline } from "./markdown";
import { Link } from "~/components/ui/link";

export function Inlines({ nodes }: { nodes: Inline[] }) {
  return (
    <>
      {nodes.map((n, i) => {
        switch (n.type) {
          case "text":
            return <Fragment key={i}>{n.text}</Fragment>;
          case "strong":
            return (
              <strong key={i} className="font-semibold text-slate-900">
                <Inlines nodes={n.children} />
              </strong>
            );
          case "em":
            return (
              <em key={i}>
                <Inlines nodes={n.children} />
              </em>
            );
          case "link":
            return n.internal ? (
              <Link key={i} to={n.href} className="font-medium text-brand-700 underline hover:text-brand-900">
                <Inlines nodes={n.children} />
              </Link>
            ) : (
              <a
                key={i}
                href={n.href}
                rel="noopener noreferrer"
                className="font-medium text-brand-700 underline hover:text-brand-900"
              >
                <Inlines nodes={n.children} />
              </a>
            );
          default:
            return null;
        }
      })}
    </>
  );
}

/** `settings` is what a [[settings]] block shows (the guide's chart rows). */
export function RichText({ blocks, settings = null }: { blocks: Block[]; settings?: ReactNode }) {
  return (
    <div className="space-y-4 leading-relaxed text-slate-800">
      {blocks.map((b, i) => {
        switch (b.type) {
          case "heading":
            return b.level === 2 ? (
              <h3 key={i} className="pt-4 text-xl font-bold text-slate-900">
                <Inlines nodes={b.children} />
              </h3>
            ) : (
              <h4 key={i} className="pt-2 text-lg font-semibold text-slate-900">
                <Inlines nodes={b.children} />
              </h4>
            );
          case "settings":
            return settings ? <Fragment key={i}>{settings}</Fragment> : null;
          case "paragraph":
            return (
              <p key={i}>
                <Inlines nodes={b.children} />
              </p>
            );
          case "list": {
            const Tag = b.ordered ? "ol" : "ul";
            return (
              <Tag key={i} className={`${b.ordered ? "list-decimal" : "list-disc"} space-y-1 pl-6`}>
                {b.items.map((item, j) => (
                  <li key={j}>
                    <Inlines nodes={item} />
                  </li>
                ))}
              </Tag>
            );
          }
          case "table":
            return (
              <div key={i} className="overflow-x-auto" tabIndex={0} role="region" aria-label="Table">
                <table className="w-full min-w-[28rem] border-collapse text-left text-sm">
                  <thead>
                    <tr>
                      {b.header.map((c, j) => (
                        <th
                          key={j}
                          scope="col"
                          className="border-b-2 border-slate-300 bg-slate-50 px-3 py-2 font-semibold"
                        >
                          <Inlines nodes={c} />
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {b.rows.map((row, r) => (
                      <tr key={r} className="border-b border-slate-200">
                        {row.map((c, j) => (
                          <td key={j} className="px-3 py-2 align-top">
                            <Inlines nodes={c} />
                          </td>
                        ))}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            );
          default:
            return null;
        }
      })}
    </div>
  );
}
