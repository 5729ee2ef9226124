// Sections of a page as a radio group. Every section is in the page and the
// checked radio's section shows by CSS alone, so a tap switches at once: before
// the page's script arrives, while it hydrates, and without it. `?tab=` opens a
// section (guides link to one); once the script runs the address follows the
// choice (replaced, no reload). On a browser without `:has()` every section
// shows, one after the other.
import { type ReactNode, useEffect, useRef, useState } from "react";

export interface Tab {
  value: string;
  label: string;
}

/** The group's selectors: the checked radio's panel shows, the others are hidden. */
export function tabSetCss(id: string, tabs: Tab[]): string {
  const shown = tabs.map(
    (t) => `#${id}:has(input[name="tab"][value="${t.value}"]:checked) [data-panel="${t.value}"]{display:block}`,
  );
  return `@supports selector(:has(*)){#${id} [data-panel]{display:none}${shown.join("")}}`;
}

/** The id of a group's fieldset of radios (named by `tabSetExpectLink`). */
const choicesId = (id: string) => `${id}-choices`;

export function TabSet({
  id,
  label,
  tabs,
  current,
  onSelect,
  form,
  children,
}: {
  /** The element id the CSS is scoped to. */
  id: string;
  /** The radio group's name for assistive technology. */
  label: string;
  tabs: Tab[];
  /** The open section as the page's state knows it. */
  current: string;
  /** Called once the script runs, when a radio is chosen. */
  onSelect: (value: string) => void;
  /** A GET form the choice is submitted with (so a search keeps the open section). */
  form?: string;
  /** The sections, each a `<TabPanel>`. */
  children: ReactNode;
}) {
  const root = useRef<HTMLDivElement>(null);
  // The checked radio follows a choice at once (the page's state may follow a navigation later), and
  // follows the page's state when that changes on its own (Back, a link to another section).
  const [chosen, setChosen] = useState(current);
  useEffect(() => setChosen(current), [current]);
  const choose = (value: string) => {
    setChosen(value);
    onSelect(value);
  };
  // A radio chosen while the page was still only HTML: the page's state takes it over once, when the script starts.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when React takes the group over
  useEffect(() => {
    const inPage = root.current?.querySelector<HTMLInputElement>('input[name="tab"]:checked')?.value;
    if (inPage && inPage !== current) choose(inPage);
  }, []);
  return (
    <div id={id} ref={root}>
      <style>{tabSetCss(id, tabs)}</style>
      <fieldset id={choicesId(id)}>
        <legend className="sr-only">{label}</legend>
        <div className="flex flex-wrap gap-1 rounded-lg bg-slate-100 p-1">
          {tabs.map((t) => (
            <label
              key={t.value}
              className="relative flex flex-1 cursor-pointer rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:text-brand-800 has-[:checked]:bg-white has-[:checked]:text-brand-800 has-[:checked]:shadow has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-700"
            >
              <input
                type="radio"
                name="tab"
                value={t.value}
                form={form}
                checked={t.value === chosen}
                onChange={() => choose(t.value)}
                // The whole segment is the radio (invisible over its label), so a tap anywhere on it chooses.
                className="absolute inset-0 m-0 cursor-pointer opacity-0"
              />
              <span className="flex-1 text-center">{t.label}</span>
            </label>
          ))}
        </div>
      </fieldset>
      {children}
    </div>
  );
}

/**
 * A link for the page's head that holds the first paint until the parser has the
 * group's radios (`rel="expect"`, render-blocking), so the first thing a person sees
 * includes the control that switches sections. Browsers without it ignore it.
 */
export function tabSetExpectLink(id: string) {
  return { rel: "expect", href: `#${choicesId(id)}`, blocking: "render" } as const;
}

/** One section of a `TabSet`; shown while its radio is checked. */
export function TabPanel({ value, children }: { value: string; children: ReactNode }) {
  return <div data-panel={value}>{children}</div>;
}
