// Labelled form fields with their error text wired for screen readers.
import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from "react";

const inputClass =
  "mt-1 w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 placeholder:text-slate-500 aria-[invalid=true]:border-red-700";

function Field({
  label,
  required,
  error,
  id,
  children,
}: {
  label: string;
  required?: boolean;
  error?: string;
  id: string;
  children: ReactNode;
}) {
  return (
    <div>
      {/* The required marker is drawn by CSS so the label's text stays exactly the field's name. */}
      <label
        htmlFor={id}
        className={`block text-sm font-medium text-slate-800 ${required ? "after:ml-0.5 after:text-red-700 after:content-['*']" : ""}`}
      >
        {label}
      </label>
      {children}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function TextField({
  label,
  error,
  ...props
}: { label: string; error?: string } & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  return (
    <Field label={label} required={props.required} error={error} id={id}>
      <input
        id={id}
        className={inputClass}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...props}
      />
    </Field>
  );
}

export function TextAreaField({
  label,
  error,
  ...props
}: { label: string; error?: string } & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const id = useId();
  return (
    <Field label={label} required={props.required} error={error} id={id}>
      <textarea
        id={id}
        className={inputClass}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...props}
      />
    </Field>
  );
}

export function SelectField({
  label,
  error,
  placeholder,
  options,
  ...props
}: {
  label: string;
  error?: string;
  placeholder: string;
  options: readonly { value: string; label: string }[];
} & SelectHTMLAttributes<HTMLSelectElement>) {
  const id = useId();
  return (
    <Field label={label} required={props.required} error={error} id={id}>
      <select
        id={id}
        className={`${inputClass} h-10`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...props}
      >
        <option value="">{placeholder}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </Field>
  );
}

/** A field people never see or reach; bots fill it in and their submission is discarded. */
export function Honeypot({ name, value, onChange }: { name: string; value: string; onChange: (v: string) => void }) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label>
        Leave this empty
        <input
          type="text"
          name={name}
          tabIndex={-1}
          autoComplete="off"
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      </label>
    </div>
  );
}

/** "STATUS: body" errors from the API wrapper carry { fieldErrors } for 400s. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  const body = (error as { body?: string }).body;
  if (!body) return {};
  try {
    const parsed = JSON.parse(body) as { fieldErrors?: Record<string, string[]> };
    return Object.fromEntries(Object.entries(parsed.fieldErrors ?? {}).map(([k, v]) => [k, v[0]]));
  } catch {
    return {};
  }
}
