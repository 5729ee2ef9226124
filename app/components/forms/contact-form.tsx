// The contact form of the landing and contact pages: a POST to the contact
// page's action, which validates, stores and answers with field errors or
// success. Without the page's script the contact page renders that answer; with
// it the form posts in the background and shows a toast. The form clears only on
// success; a failure keeps everything typed.
import { Send } from "lucide-react";
import { useEffect, useRef, useState, type ChangeEvent } from "react";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { useToast } from "~/components/ui/toast";
import { CONTACT_SUBJECTS } from "@common/form-options";
import {
  FormOutcome,
  Honeypot,
  focusAfterAnswer,
  SelectField,
  TextAreaField,
  TextField,
  type FormResult,
} from "./fields";

const EMPTY = { firstName: "", lastName: "", name: "", email: "", subject: "", message: "", website: "" };
const SENT = {
  title: "Message Sent",
  description: "Thank you for contacting us! We'll get back to you within 24 hours.",
};

export function ContactForm({ splitName = false, result }: { splitName?: boolean; result?: FormResult }) {
  const fetcher = useFetcher<FormResult>();
  // What the server answered a post made without the script (rendered with the page), then the latest background post.
  const outcome = fetcher.data ?? result;
  const [values, setValues] = useState(() => ({ ...EMPTY, ...(result && !result.sent ? result.values : {}) }));
  const errors = outcome?.errors ?? {};
  const sending = fetcher.state !== "idle";
  const toast = useToast();
  const set = (key: keyof typeof EMPTY) => (v: string) => setValues((s) => ({ ...s, [key]: v }));
  /** A field's name, value, change handler and error (the server reports a split name's error as `name`). */
  const bind = (key: keyof typeof EMPTY, errorKey: string = key) => ({
    name: key,
    value: values[key],
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => set(key)(e.target.value),
    error: errors[errorKey],
  });
  const form = useRef<HTMLFormElement>(null);

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

  // biome-ignore lint/correctness/useExhaustiveDependencies: once per answer from the server
  useEffect(() => {
    if (!fetcher.data) return;
    focusAfterAnswer(form.current, fetcher.data);
    if (fetcher.data.sent) {
      setValues(EMPTY);
      toast(SENT);
    } else {
      toast({
        title: "Error",
        description: fetcher.data.formError ?? "There was an error sending your message. Please try again.",
        variant: "destructive",
      });
    }
  }, [fetcher.data]);

  return (
    <fetcher.Form ref={form} method="post" action="/contact" className="relative grid gap-4" aria-label="Contact form">
      <FormOutcome outcome={outcome} sent={SENT} />
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
      <Button type="submit" disabled={sending} pending={sending} className="justify-self-start">
        {sending ? null : <Send className="h-4 w-4" aria-hidden="true" />}
        {sending ? "Sending..." : "Send Message"}
      </Button>
    </fetcher.Form>
  );
}
