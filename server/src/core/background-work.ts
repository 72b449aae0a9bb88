/**
 * Work a request starts after its answer (a batch's mails), which the server's close waits for.
 * Each job is handed a signal that is aborted when the server stops, so a long one ends at its
 * next step instead of holding the shutdown, or writing after what it writes to has closed.
 */
export class BackgroundWork {
  private readonly jobs = new Set<Promise<void>>();
  private readonly stopping = new AbortController();

  constructor(private readonly onError: (error: unknown) => void) {}

  /** Runs `job` now, without waiting for it; refused once the server is stopping. */
  start(job: (stopping: AbortSignal) => Promise<void>): void {
    if (this.stopping.signal.aborted) throw new Error('The server is stopping: no work is started');
    const running: Promise<void> = job(this.stopping.signal)
      .catch(this.onError)
      .finally(() => this.jobs.delete(running));
    this.jobs.add(running);
  }

  /** Tells every job the server stops, and resolves once each has ended. */
  async stop(): Promise<void> {
    this.stopping.abort();
    await Promise.all(this.jobs);
  }
}
