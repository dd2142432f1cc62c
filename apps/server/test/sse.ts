/** A Server-Sent Events client for tests: the seat-map stream read with fetch. */
export interface SeatMessage {
  seatId: string;
  status: string;
  /** The seat's ordinal in layout version `v` (decision 016). */
  n?: number;
  v?: string;
}

/** Opens `url` and waits for the greeting, after which the server's subscription is in place. */
export async function openStream(url: string) {
  const controller = new AbortController();
  const res = await fetch(url, { signal: controller.signal });
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  await reader.read(); // the greeting
  return {
    res,
    /** Reads `data:` messages until `count` arrived, or the stream ended or was closed. */
    async take(count: number): Promise<SeatMessage[]> {
      const messages: SeatMessage[] = [];
      try {
        while (messages.length < count) {
          const { value, done } = await reader.read();
          if (done) break;
          buffer += decoder.decode(value);
          let i;
          while ((i = buffer.indexOf('\n\n')) >= 0) {
            const frame = buffer.slice(0, i);
            buffer = buffer.slice(i + 2);
            for (const line of frame.split('\n'))
              if (line.startsWith('data: ')) messages.push(JSON.parse(line.slice(6)));
          }
        }
      } catch {
        /* closed */
      }
      return messages;
    },
    close: () => controller.abort(),
  };
}
