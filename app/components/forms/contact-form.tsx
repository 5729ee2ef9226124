// The contact form of the landing and contact pages: stored through
// POST /api/contact. The form clears only on success; a failure keeps
// everything typed.
import { Send } from "lucide-react";
import { useEffect, useRef, useState, useSyncExternalStore, type ChangeEvent, type FormEvent } from "react";
import { Button } from "~/components/ui/button";
import { useToast } from "~/components/ui/toast";
import { api, ok } from "~/lib/api";
import { CONTACT_SUBJECTS } from "@common/form-options";
import { Honeypot, SelectField, TextAreaField, TextField, fieldErrorsOf } from "./fields";

const EMPTY = { firstName: "", lastName: "", name: "", email: "", subject: "", message: "", website: "" };

export function ContactForm({ splitName = false }: { splitName?: boolean }) {
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sending, setSending] = useState(false);
  const toast = useToast();
  const set = (key: keyof typeof EMPTY) => (v: string) => setValues((s) => ({ ...s, [key]: v }));
  /** A field's name, value, change handler and error (the API reports a split name's error as `name`). */
  const bind = (key: keyof typeof EMPTY, errorKey: string = key) => ({
    name: key,
    value: values[key],
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => set(key)(e.target.value),
    error: errors[errorKey],
  });
  const form = useRef<HTMLFormElement>(null);
  // Until the script runs the form cannot be sent: a plain submit would put the message in the address.
  const hydrated = useSyncExternalStore(
    () => () => {},
    () => true,
    () => false,
  );

  // The landing page hydrates this form after the rest of the page: whatever was
  // typed into the server-rendered fields meanwhile becomes the form's state.
  useEffect(() => {
    const typed: Partial<typeof EMPTY> = {};
    for (const key of Object.keys(EMPTY) as (keyof typeof EMPTY)[]) {
      const field = form.current?.elements.namedItem(key);
      if (field && "value" in field && field.value) typed[key] = field.value;
    }
    if (Object.keys(typed).length) setValues((s) => ({ ...s, ...typed }));
  }, []);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (sending) return;
    setSending(true);
    setErrors({});
    const name = splitName ? `${values.firstName.trim()} ${values.lastName.trim()}`.trim() : values.name;
    try {
      await ok(
        api.contact.$post({
          json: {
            name,
            email: values.email,
            subject: values.subject,
            message: values.message,
            website: values.website,
          },
        }),
      );
      setValues(EMPTY);
      toast({
        title: "Message Sent",
        description: "Thank you for contacting us! We'll get back to you within 24 hours.",
      });
    } catch (error) {
      setErrors(fieldErrorsOf(error));
      toast({
        title: "Error",
        description: "There was an error sending your message. Please try again.",
        variant: "destructive",
      });
    } finally {
      setSending(false);
    }
  }

  return (
    <form ref={form} onSubmit={onSubmit} className="relative grid gap-4" aria-label="Contact form">
      {splitName ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="First Name"
            required
            maxLength={60}
            autoComplete="given-name"
            {...bind("firstName", "name")}
          />
          <TextField label="Last Name" required maxLength={60} autoComplete="family-name" {...bind("lastName")} />
        </div>
      ) : (
        <TextField label="Name" required maxLength={120} autoComplete="name" {...bind("name")} />
      )}
      <TextField label="Email" type="email" required maxLength={254} autoComplete="email" {...bind("email")} />
      <SelectField
        label="Subject"
        required
        placeholder="Select a topic"
        options={CONTACT_SUBJECTS}
        {...bind("subject")}
      />
      <TextAreaField label="Message" required rows={5} maxLength={5000} {...bind("message")} />
      <Honeypot name="website" value={values.website} onChange={set("website")} />
      <Button type="submit" disabled={sending || !hydrated} pending={sending} className="justify-self-start">
        {sending ? null : <Send className="h-4 w-4" aria-hidden="true" />}
        {sending ? "Sending..." : "Send Message"}
      </Button>
    </form>
  );
}
