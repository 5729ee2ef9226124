// The partnership application (Partners page): a POST to the page's action,
// which validates, stores and answers with field errors or success, rendered
// by the server without the page's script and shown in place (with a toast)
// with it. Clears only on success.
import { useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { useToast } from "~/components/ui/toast";
import { EXPERIENCE_OPTIONS, PARTNERSHIP_TYPES } from "@common/form-options";
import { completeWebAddress } from "@common/web-address";
import {
  FormOutcome,
  Honeypot,
  focusAfterAnswer,
  SelectField,
  TextAreaField,
  TextField,
  type FormResult,
} from "./fields";

const EMPTY = {
  companyName: "",
  contactName: "",
  email: "",
  phone: "",
  website: "",
  partnershipType: "",
  description: "",
  experience: "",
  location: "",
  fax: "",
};

/**
 * A web address typed the way people say it ("acme.com", "www.acme.com") gets
 * its https:// when the field is left, so the browser's check ("Please enter a
 * URL") and the server's accept it. Anything else is left as typed.
 */
const SUBMITTED = {
  title: "Application Submitted",
  description:
    "Thank you for your interest! We'll review your application and get back to you within 3-5 business days.",
};

export function PartnershipForm({ initialType = "", result }: { initialType?: string; result?: FormResult }) {
  const fetcher = useFetcher<FormResult>();
  const outcome = fetcher.data ?? result;
  const [values, setValues] = useState(() => ({
    ...EMPTY,
    partnershipType: initialType,
    ...(result && !result.sent ? result.values : {}),
  }));
  const errors = outcome?.errors ?? {};
  const submitting = fetcher.state !== "idle";
  const toast = useToast();
  const form = useRef<HTMLFormElement>(null);
  const bind = (key: keyof typeof EMPTY) => ({
    name: key,
    value: values[key],
    error: errors[key],
    onChange: (e: { target: { value: string } }) => setValues((s) => ({ ...s, [key]: e.target.value })),
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: once per answer from the server
  useEffect(() => {
    if (!fetcher.data) return;
    focusAfterAnswer(form.current, fetcher.data);
    if (fetcher.data.sent) {
      setValues(EMPTY);
      toast(SUBMITTED);
    } else {
      toast({
        title: "Error",
        description: fetcher.data.formError ?? "There was an error submitting your application. Please try again.",
        variant: "destructive",
      });
    }
  }, [fetcher.data]);

  return (
    <fetcher.Form
      ref={form}
      method="post"
      action="/partners"
      className="relative grid gap-4"
      aria-label="Partnership application"
    >
      <FormOutcome outcome={outcome} sent={SUBMITTED} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Company Name" required maxLength={160} autoComplete="organization" {...bind("companyName")} />
        <TextField label="Contact Name" required maxLength={120} autoComplete="name" {...bind("contactName")} />
        <TextField
          label="Email Address"
          type="email"
          required
          maxLength={254}
          autoComplete="email"
          {...bind("email")}
        />
        <TextField label="Phone Number" type="tel" maxLength={40} autoComplete="tel" {...bind("phone")} />
        <TextField
          label="Website"
          type="text"
          inputMode="url"
          maxLength={300}
          placeholder="https://"
          autoComplete="url"
          {...bind("website")}
          onBlur={(e) => {
            const completed = completeWebAddress(e.target.value);
            if (completed !== e.target.value) setValues((s) => ({ ...s, website: completed }));
          }}
        />
        <TextField label="Location" maxLength={160} placeholder="City, Country" {...bind("location")} />
        <SelectField
          label="Partnership Type"
          required
          placeholder="Select partnership type"
          options={PARTNERSHIP_TYPES}
          {...bind("partnershipType")}
        />
        <SelectField
          label="Years in Business"
          placeholder="Select experience"
          options={EXPERIENCE_OPTIONS}
          {...bind("experience")}
        />
      </div>
      <TextAreaField
        label="Tell us about your business and partnership goals"
        required
        rows={5}
        maxLength={5000}
        {...bind("description")}
      />
      <Honeypot name="fax" value={values.fax} onChange={(v) => setValues((s) => ({ ...s, fax: v }))} />
      <Button type="submit" size="lg" disabled={submitting} pending={submitting} className="justify-self-start">
        {submitting ? "Submitting Application..." : "Submit Application"}
      </Button>
    </fetcher.Form>
  );
}
