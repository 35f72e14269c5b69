// The server's periodic jobs (the booking sweeper, arrival reminders, email delivery) share one loop:
// a round every `intervalMs`, never two rounds of a job at once in this process, a failed round
// reported and the next one trying again, and a stop that waits for the round in progress.

export type RepeatingOptions = { intervalMs: number; onError?: (err: unknown) => void };

/** Runs `round` every `intervalMs` until the returned stop function is called (and has awaited it). */
export function startRepeating(
  round: () => Promise<unknown>,
  { intervalMs, onError }: RepeatingOptions,
): () => Promise<void> {
  let running: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = round()
      .catch((err: unknown) => onError?.(err))
      .finally(() => {
        running = null;
      });
  }, intervalMs);
  // A job never keeps the process alive on its own: shutdown stops it explicitly.
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
