/**
 * Work that runs after an answer rather than before it, one pass at a time: `kick` asks for a
 * pass (another is made when one was asked for during a pass), `hold` keeps every pass back until
 * released, so a test can show that an answer did not wait for it.
 */
export class DeferredWork {
  private holds = 0;
  private running: Promise<void> | undefined;
  private again = false;

  constructor(
    private readonly pass: () => Promise<void>,
    private readonly onError: (error: unknown) => void,
  ) {}

  kick(): void {
    if (this.holds > 0) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.loop().finally(() => {
      this.running = undefined;
    });
  }

  hold(): () => void {
    this.holds += 1;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.holds -= 1;
      this.kick();
    };
  }

  /** Resolves once no pass is running. */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  private async loop(): Promise<void> {
    do {
      this.again = false;
      try {
        await this.pass();
      } catch (error) {
        this.onError(error);
      }
    } while (this.again && this.holds === 0);
  }
}
