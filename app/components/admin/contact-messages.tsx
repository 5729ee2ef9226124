// The scrollable list of contact messages: New badge, mark-as-read (one way),
// delete behind a confirmation, and a mailto: Reply with the subject prefilled.
import { Check, Mail, Reply, Trash2 } from "lucide-react";
import { AlertDialog } from "radix-ui";
import { useState } from "react";
import { Button } from "~/components/ui/button";
import { buttonClass } from "~/components/ui/button-class";
import { CONTACT_SUBJECTS } from "@common/schemas";
import { formatDateTime, useDisplayTimeZone } from "./format";
import type { AdminContactMessage } from "@common/admin";

export function subjectLabel(value: string): string {
  return CONTACT_SUBJECTS.find((s) => s.value === value)?.label ?? value;
}

export function replyHref(message: Pick<AdminContactMessage, "email" | "subject">): string {
  return `mailto:${encodeURIComponent(message.email).replace(/%40/g, "@")}?subject=${encodeURIComponent(`Re: ${subjectLabel(message.subject)}`)}`;
}

export function ContactMessageList({
  messages,
  busyId,
  onMarkRead,
  onDelete,
}: {
  messages: AdminContactMessage[];
  busyId: number | null;
  onMarkRead: (id: number) => void;
  onDelete: (id: number) => void;
}) {
  const timeZone = useDisplayTimeZone();
  if (messages.length === 0) return <p className="py-8 text-center text-slate-700">No contact messages yet</p>;
  return (
    <ul className="max-h-[36rem] divide-y divide-slate-200 overflow-y-auto pr-1" aria-label="Contact messages">
      {messages.map((m) => (
        <li key={m.id} className="py-4" data-testid="contact-message">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <div className="min-w-0">
              <p className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
                <span className="break-words">{m.name}</span>
                {m.isRead ? null : (
                  <span className="rounded-full bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white">New</span>
                )}
              </p>
              <p className="flex items-center gap-1 break-all text-sm text-slate-700">
                <Mail aria-hidden="true" className="h-3.5 w-3.5 shrink-0" />
                {m.email}
              </p>
            </div>
            <time dateTime={m.createdAt} className="text-xs text-slate-700">
              {formatDateTime(m.createdAt, timeZone)}
            </time>
          </div>
          <p className="mt-2 text-sm font-medium text-slate-900">{subjectLabel(m.subject)}</p>
          <p className="mt-1 line-clamp-3 whitespace-pre-line break-words text-sm text-slate-700">{m.message}</p>
          <div className="mt-3 flex flex-wrap gap-2">
            <Button
              variant="outline"
              size="sm"
              disabled={m.isRead || busyId === m.id}
              onClick={() => onMarkRead(m.id)}
              aria-label={m.isRead ? `Message from ${m.name} is read` : `Mark message from ${m.name} as read`}
            >
              <Check aria-hidden="true" className="h-4 w-4" />
              {m.isRead ? "Read" : "Mark as read"}
            </Button>
            <a href={replyHref(m)} className={buttonClass("outline", "sm")} aria-label={`Reply to ${m.name}`}>
              <Reply aria-hidden="true" className="h-4 w-4" />
              Reply
            </a>
            <DeleteMessageButton name={m.name} disabled={busyId === m.id} onConfirm={() => onDelete(m.id)} />
          </div>
        </li>
      ))}
    </ul>
  );
}

function DeleteMessageButton({
  name,
  disabled,
  onConfirm,
}: {
  name: string;
  disabled: boolean;
  onConfirm: () => void;
}) {
  const [open, setOpen] = useState(false);
  return (
    <AlertDialog.Root open={open} onOpenChange={setOpen}>
      <AlertDialog.Trigger asChild>
        <Button variant="dangerOutline" size="sm" disabled={disabled} aria-label={`Delete message from ${name}`}>
          <Trash2 aria-hidden="true" className="h-4 w-4" />
          Delete
        </Button>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <AlertDialog.Content className="fixed left-1/2 top-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-lg bg-white p-6 shadow-lg">
          <AlertDialog.Title className="text-lg font-semibold text-slate-900">Delete this message?</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-slate-700">
            The message from {name} will be permanently deleted. This action cannot be undone.
          </AlertDialog.Description>
          <div className="mt-6 flex justify-end gap-2">
            <AlertDialog.Cancel asChild>
              <Button variant="outline">Cancel</Button>
            </AlertDialog.Cancel>
            <AlertDialog.Action asChild>
              <Button variant="destructive" onClick={onConfirm}>
                Delete
              </Button>
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
