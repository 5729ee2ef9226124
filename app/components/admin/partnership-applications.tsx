// What the Partners form stored, newest first.
import { EXPERIENCE_OPTIONS, PARTNERSHIP_TYPES } from "@common/schemas";
import { formatDateTime, useDisplayTimeZone } from "./format";
import type { AdminPartnershipApplication } from "@common/admin";

const label = (options: readonly { value: string; label: string }[], value: string | null) =>
  value ? (options.find((o) => o.value === value)?.label ?? value) : null;

/** Only plain web addresses become links. */
const safeHttpUrl = (url: string | null) => (url && /^https?:\/\//i.test(url) ? url : null);

export function PartnershipApplicationList({ applications }: { applications: AdminPartnershipApplication[] }) {
  const timeZone = useDisplayTimeZone();
  if (applications.length === 0)
    return <p className="py-8 text-center text-slate-700">No partnership applications yet</p>;
  return (
    <ul className="max-h-[36rem] divide-y divide-slate-200 overflow-y-auto pr-1" aria-label="Partnership applications">
      {applications.map((a) => {
        const website = safeHttpUrl(a.website);
        const experience = label(EXPERIENCE_OPTIONS, a.experience);
        return (
          <li key={a.id} className="py-4">
            <div className="flex flex-wrap items-start justify-between gap-2">
              <div className="min-w-0">
                <p className="break-words font-semibold text-slate-900">{a.companyName}</p>
                <p className="break-all text-sm text-slate-700">
                  {a.contactName} ·{" "}
                  <a className="text-brand-700 underline" href={`mailto:${a.email}`}>
                    {a.email}
                  </a>
                  {a.phone ? ` · ${a.phone}` : null}
                </p>
              </div>
              <time dateTime={a.createdAt} className="text-xs text-slate-700">
                {formatDateTime(a.createdAt, timeZone)}
              </time>
            </div>
            <p className="mt-2 flex flex-wrap gap-2 text-xs">
              <span className="rounded-full bg-brand-100 px-2 py-0.5 font-semibold text-brand-800">
                {label(PARTNERSHIP_TYPES, a.partnershipType)}
              </span>
              {experience ? (
                <span className="rounded-full bg-slate-200 px-2 py-0.5 text-slate-800">{experience}</span>
              ) : null}
              {a.location ? (
                <span className="rounded-full bg-slate-200 px-2 py-0.5 text-slate-800">{a.location}</span>
              ) : null}
            </p>
            <p className="mt-2 line-clamp-3 whitespace-pre-line break-words text-sm text-slate-700">{a.description}</p>
            {website ? (
              <a
                href={website}
                target="_blank"
                rel="noopener noreferrer nofollow"
                className="mt-1 inline-block break-all text-sm text-brand-700 underline"
              >
                {website}
              </a>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
