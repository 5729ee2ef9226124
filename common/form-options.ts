// Option values of the contact and partnership forms, kept free of zod so the
// browser forms can import them without the validator.

/** Contact subjects. */
export const CONTACT_SUBJECTS = [
  { value: "general", label: "General Question" },
  { value: "technical", label: "Technical Support" },
  { value: "equipment", label: "Equipment Recommendation" },
  { value: "business", label: "Business Guidance" },
  { value: "partnership", label: "Partnership Inquiry" },
] as const;

export const PARTNERSHIP_TYPES = [
  { value: "equipment-supplier", label: "Equipment Supplier" },
  { value: "blank-material-supplier", label: "Blank Material Supplier" },
  { value: "service-provider", label: "Service Provider" },
  { value: "technology-partner", label: "Technology Partner" },
  { value: "other", label: "Other" },
] as const;

export const EXPERIENCE_OPTIONS = [
  { value: "less-than-1-year", label: "Less than 1 year" },
  { value: "1-3-years", label: "1-3 years" },
  { value: "3-5-years", label: "3-5 years" },
  { value: "5-10-years", label: "5-10 years" },
  { value: "more-than-10-years", label: "More than 10 years" },
] as const;
