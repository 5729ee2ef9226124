// Reads the expert's text/event-stream answer in the browser.
import type { ChatStreamEvent } from "@common/chat";

/** Calls onEvent for each complete event in the response body, in order. */
export async function readChatStream(
  res: Pick<Response, "body">,
  onEvent: (event: ChatStreamEvent) => void,
): Promise<void> {
  if (!res.body) return;
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = "";
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += value;
    for (let end = buffer.indexOf("\n\n"); end !== -1; end = buffer.indexOf("\n\n")) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const event = /^event: (.*)$/m.exec(block)?.[1];
      const data = /^data: (.*)$/m.exec(block)?.[1];
      if (!event || data === undefined) continue;
      onEvent({ event, data: JSON.parse(data) } as ChatStreamEvent);
    }
  }
}
