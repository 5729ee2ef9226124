// The partnership application (Partners page), stored through
// POST /api/partnership-applications. Clears only on success.
import { useState, type FormEvent } from "react";
import { Button } from "~/components/ui/button";
import { useToast } from "~/components/ui/toast";
import { api, ok } from "~/lib/api";
import { EXPERIENCE_OPTIONS, PARTNERSHIP_TYPES } from "@common/form-options";
import { Honeypot, SelectField, TextAreaField, TextField, fieldErrorsOf } from "./fields";

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

export function PartnershipForm({ initialType = "" }: { initialType?: string }) {
  const [values, setValues] = useState({ ...EMPTY, partnershipType: initialType });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [submitting, setSubmitting] = useState(false);
  const toast = useToast();
  const bind = (key: keyof typeof EMPTY) => ({
    name: key,
    value: values[key],
    error: errors[key],
    onChange: (e: { target: { value: string } }) => setValues((s) => ({ ...s, [key]: e.target.value })),
  });

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (submitting) return;
    setSubmitting(true);
    setErrors({});
    try {
      await ok(api["partnership-applications"].$post({ json: values }));
      setValues(EMPTY);
      toast({
        title: "Application Submitted",
        description:
          "Thank you for your interest! We'll review your application and get back to you within 3-5 business days.",
      });
    } catch (error) {
      setErrors(fieldErrorsOf(error));
      toast({
        title: "Error",
        description: "There was an error submitting your application. Please try again.",
        variant: "destructive",
      });
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <form onSubmit={onSubmit} className="relative grid gap-4" aria-label="Partnership application">
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
          type="url"
          maxLength={300}
          placeholder="https://"
          autoComplete="url"
          {...bind("website")}
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
    </form>
  );
}
