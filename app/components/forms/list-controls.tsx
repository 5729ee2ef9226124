// Form controls shared by the list pages and the help center: search box,
// dropdown, on/off toggle and the load-failure notice. The list state itself
// lives in ~/components/list/.
import { Search } from "lucide-react";
import { useEffect, useId, useRef } from "react";

export function SearchBox({
  label,
  name,
  value,
  onChange,
  placeholder,
}: {
  label: string;
  /** The URL parameter it is sent as inside a GET form (see ListForm, which then takes over typed text). */
  name?: string;
  value: string;
  onChange: (v: string) => void;
  placeholder: string;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  // Text typed into the server-rendered box before the page's script ran is kept.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when React takes the box over
  useEffect(() => {
    if (name) return;
    const typed = input.current?.value ?? "";
    if (typed !== value) onChange(typed);
  }, []);
  return (
    <div className="relative flex-1">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search
        className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-500"
        aria-hidden="true"
      />
      <input
        ref={input}
        id={id}
        name={name}
        type="search"
        value={value}
        maxLength={200}
        placeholder={placeholder}
        onChange={(e) => onChange(e.target.value)}
        className="h-10 w-full rounded-md border border-slate-300 bg-white pl-9 pr-3 text-sm text-slate-900 placeholder:text-slate-500 max-[400px]:placeholder:text-xs"
      />
    </div>
  );
}

export function SelectBox({
  label,
  name,
  value,
  onChange,
  options,
  className,
}: {
  label: string;
  name?: string;
  value: string;
  onChange: (v: string) => void;
  options: { value: string; label: string }[];
  className?: string;
}) {
  const id = useId();
  return (
    <div className={className ?? "sm:w-56"}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <select
        id={id}
        name={name}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className="h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-900"
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * An on/off switch: a native checkbox (sent as `name=true` by a GET form, so it
 * works before and without the page's script) drawn as a switch.
 */
export function Toggle({
  label,
  name,
  checked,
  onChange,
}: {
  label: string;
  name?: string;
  checked: boolean;
  onChange: (v: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="flex h-10 items-center gap-2">
      <input
        id={id}
        type="checkbox"
        role="switch"
        aria-checked={checked}
        name={name}
        value="true"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        className="relative h-6 w-11 shrink-0 cursor-pointer appearance-none rounded-full bg-slate-400 transition-colors before:absolute before:left-0.5 before:top-0.5 before:h-5 before:w-5 before:rounded-full before:bg-white before:shadow before:transition-transform before:content-[''] checked:bg-brand-700 checked:before:translate-x-5 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      />
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
    </div>
  );
}

export function ErrorNotice({ title, text }: { title: string; text: string }) {
  return (
    <div role="alert" className="rounded-lg border border-red-700 bg-red-700 px-4 py-3 text-white">
      <p className="font-semibold">{title}</p>
      <p className="text-sm">{text}</p>
    </div>
  );
}

/** A link to the AI chat with the question prefilled. */
export { askAiHref } from "~/lib/ask-ai";
