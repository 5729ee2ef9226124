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

/** The id and accessibility attributes every control of a Field carries. */
function useControl(error?: string) {
  const id = useId();
  return {
    id,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? `${id}-error` : undefined,
  } as const;
}

type FieldProps = { label: string; error?: string };

export function TextField({ label, error, ...props }: FieldProps & InputHTMLAttributes<HTMLInputElement>) {
  const control = useControl(error);
  return (
    <Field label={label} required={props.required} error={error} id={control.id}>
      <input {...control} className={inputClass} {...props} />
    </Field>
  );
}

export function TextAreaField({ label, error, ...props }: FieldProps & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const control = useControl(error);
  return (
    <Field label={label} required={props.required} error={error} id={control.id}>
      <textarea {...control} className={inputClass} {...props} />
    </Field>
  );
}

export function SelectField({
  label,
  error,
  placeholder,
  options,
  ...props
}: FieldProps & {
  placeholder: string;
  options: readonly { value: string; label: string }[];
} & SelectHTMLAttributes<HTMLSelectElement>) {
  const control = useControl(error);
  return (
    <Field label={label} required={props.required} error={error} id={control.id}>
      <select {...control} className={`${inputClass} h-10`} {...props}>
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

/** What a form's action answers (see app/routes/forms.server.ts). */
export interface FormResult {
  sent: boolean;
  errors: Record<string, string>;
  formError?: string;
  values: Record<string, string>;
}

/**
 * After a background post's answer, focus goes where the person's next step is:
 * the first field the server refused, else the answer itself. The submit button
 * was disabled while sending, which had dropped focus to the page's start.
 */
export function focusAfterAnswer(form: HTMLFormElement | null, outcome: FormResult) {
  if (!form) return;
  const invalid = outcome.sent ? null : form.querySelector<HTMLElement>('[aria-invalid="true"]');
  (invalid ?? form.querySelector<HTMLElement>("[data-form-outcome]"))?.focus();
}

/**
 * The server's answer to a form, rendered with it: the success text, or a
 * summary when something needs correcting (each field shows its own message).
 */
export function FormOutcome({ outcome, sent }: { outcome?: FormResult; sent: { title: string; description: string } }) {
  if (!outcome) return null;
  if (outcome.sent) {
    return (
      <div
        role="status"
        tabIndex={-1}
        data-form-outcome=""
        className="rounded-md border border-green-700 bg-green-50 px-4 py-3 text-green-900"
      >
        <p className="font-semibold">{sent.title}</p>
        <p className="text-sm">{sent.description}</p>
      </div>
    );
  }
  return (
    <div
      role="alert"
      tabIndex={-1}
      data-form-outcome=""
      className="rounded-md border border-red-700 bg-red-50 px-4 py-3 text-red-900"
    >
      <p className="font-semibold">{outcome.formError ?? "Please correct the highlighted fields."}</p>
    </div>
  );
}
