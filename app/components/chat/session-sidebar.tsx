// Premium chat sessions: New Chat, the Chat History list with 'N messages', and
// each item's Rename/Delete menu with inline rename and a delete confirmation.
import { MessageSquare, MoreVertical, Pencil, Plus, Trash2 } from "lucide-react";
import { AlertDialog, DropdownMenu } from "radix-ui";
import { useEffect, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { buttonClass } from "~/components/ui/button-class";
import { CHAT_TEXT } from "@common/chat-text";
import type { ChatSessionSummary } from "@common/chat";
import { cn } from "~/lib/utils";

interface Props {
  sessions: ChatSessionSummary[];
  activeId: string | null;
  busy: boolean;
  onNewChat: () => void;
  onSelect: (id: string) => void;
  onRename: (id: string, title: string) => Promise<void>;
  onDelete: (id: string) => Promise<void>;
}

const messagesLabel = (n: number) => `${n} ${n === 1 ? "message" : "messages"}`;

export function SessionSidebar({ sessions, activeId, busy, onNewChat, onSelect, onRename, onDelete }: Props) {
  const [renamingId, setRenamingId] = useState<string | null>(null);
  const [deletingId, setDeletingId] = useState<string | null>(null);

  return (
    <nav aria-label="Chat sessions" className="flex h-full flex-col gap-3">
      <Button onClick={onNewChat} disabled={busy} className="w-full">
        <Plus className="h-4 w-4" aria-hidden="true" />
        New Chat
      </Button>
      <h2 className="px-1 text-sm font-semibold text-slate-900">Chat History</h2>
      {sessions.length === 0 ? (
        <p className="px-1 text-sm text-slate-700">No saved chats yet.</p>
      ) : (
        <ul className="space-y-1 overflow-y-auto" data-testid="chat-sessions">
          {sessions.map((s) =>
            renamingId === s.id ? (
              <li key={s.id}>
                <RenameForm
                  initial={s.title}
                  onCancel={() => setRenamingId(null)}
                  onSave={async (title) => {
                    setRenamingId(null);
                    // An empty title cancels the rename without a call.
                    if (!title.trim() || title.trim() === s.title) return;
                    await onRename(s.id, title.trim());
                  }}
                />
              </li>
            ) : (
              <li
                key={s.id}
                className={cn(
                  "group flex items-center rounded-md",
                  s.id === activeId ? "bg-brand-50" : "hover:bg-slate-100",
                )}
              >
                <button
                  type="button"
                  onClick={() => onSelect(s.id)}
                  aria-current={s.id === activeId ? "true" : undefined}
                  className="flex min-w-0 flex-1 items-start gap-2 px-2 py-2 text-left"
                >
                  <MessageSquare className="mt-0.5 h-4 w-4 shrink-0 text-brand-700" aria-hidden="true" />
                  <span className="min-w-0">
                    <span className="block truncate text-sm font-medium text-slate-900">{s.title}</span>
                    <span className="block text-xs text-slate-700">{messagesLabel(s.messageCount)}</span>
                  </span>
                </button>
                <DropdownMenu.Root>
                  <DropdownMenu.Trigger
                    className="mr-1 rounded p-1.5 text-slate-700 hover:bg-slate-200"
                    aria-label={`Options for ${s.title}`}
                  >
                    <MoreVertical className="h-4 w-4" aria-hidden="true" />
                  </DropdownMenu.Trigger>
                  <DropdownMenu.Portal>
                    <DropdownMenu.Content
                      align="end"
                      sideOffset={4}
                      className="z-50 min-w-36 rounded-md border border-slate-200 bg-white p-1 shadow-lg"
                    >
                      <DropdownMenu.Item
                        onSelect={() => setRenamingId(s.id)}
                        className="flex cursor-pointer items-center gap-2 rounded px-2 py-1.5 text-sm text-slate-800 outline-none data-[highlighted]:bg-slate-100"
                      >
                        <Pencil className="h-4 w-4" aria-hidden="true" />
                        Rename
                      </DropdownMenu.Item>
                      <DropdownMenu.Item
                        onSelect={() => setDeletingId(s.id)}
                        className="flex cursor-pointer items-center gap-2 rounded px-2 py-1.5 text-sm text-red-700 outline-none data-[highlighted]:bg-red-50"
                      >
                        <Trash2 className="h-4 w-4" aria-hidden="true" />
                        Delete
                      </DropdownMenu.Item>
                    </DropdownMenu.Content>
                  </DropdownMenu.Portal>
                </DropdownMenu.Root>
              </li>
            ),
          )}
        </ul>
      )}

      <AlertDialog.Root open={deletingId !== null} onOpenChange={(open) => !open && setDeletingId(null)}>
        <AlertDialog.Portal>
          <AlertDialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
          <AlertDialog.Content className="fixed left-1/2 top-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-lg bg-white p-6 shadow-xl">
            <AlertDialog.Title className="text-lg font-semibold text-slate-900">Delete chat session</AlertDialog.Title>
            <AlertDialog.Description className="mt-2 text-sm text-slate-700">
              {CHAT_TEXT.deleteConfirm}
            </AlertDialog.Description>
            <div className="mt-6 flex justify-end gap-2">
              <AlertDialog.Cancel className={buttonClass("outline")}>Cancel</AlertDialog.Cancel>
              <AlertDialog.Action
                className={buttonClass("destructive")}
                onClick={() => {
                  const id = deletingId;
                  setDeletingId(null);
                  if (id) void onDelete(id);
                }}
              >
                Delete
              </AlertDialog.Action>
            </div>
          </AlertDialog.Content>
        </AlertDialog.Portal>
      </AlertDialog.Root>
    </nav>
  );
}

function RenameForm({
  initial,
  onSave,
  onCancel,
}: {
  initial: string;
  onSave: (title: string) => void;
  onCancel: () => void;
}) {
  const [value, setValue] = useState(initial);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    input.current?.focus();
    input.current?.select();
  }, []);
  return (
    <form
      className="space-y-2 rounded-md bg-slate-50 p-2"
      onSubmit={(e) => {
        e.preventDefault();
        onSave(value);
      }}
    >
      <label className="sr-only" htmlFor="rename-session">
        Chat title
      </label>
      <input
        id="rename-session"
        ref={input}
        value={value}
        maxLength={100}
        onChange={(e) => setValue(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === "Escape") {
            e.preventDefault();
            onCancel();
          }
        }}
        className="w-full rounded-md border border-slate-300 px-2 py-1 text-sm"
      />
      <div className="flex gap-2">
        <Button type="submit" size="sm">
          Save
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
