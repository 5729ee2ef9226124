import type { ReactNode } from "react";

/** A page's title block: h1, one intro line, optional actions to the right on wide screens. */
export function PageHeader({
  title,
  intro,
  actions,
  children,
}: {
  title: string;
  intro?: ReactNode;
  actions?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-4">
      <div>
        {children}
        <h1 className="text-3xl font-bold text-slate-900">{title}</h1>
        {intro ? <p className="mt-2 max-w-3xl text-slate-700">{intro}</p> : null}
      </div>
      {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
    </div>
  );
}
