/**
 * What a benchmark started (servers, Varnish, HAProxy, scratch folders) is stopped and removed
 * when it ends: normally, on an error, or on Ctrl-C / SIGTERM, newest first.
 */
type Cleanup = () => Promise<void> | void;

const cleanups: { label: string; run: Cleanup }[] = [];
let signalsHandled = false;

/** Registers `run`; the answer unregisters it (for something stopped on purpose). */
export function onCleanup(label: string, run: Cleanup): () => void {
  const entry = { label, run };
  cleanups.push(entry);
  return () => {
    const index = cleanups.indexOf(entry);
    if (index >= 0) cleanups.splice(index, 1);
  };
}

/** Runs every registered cleanup, newest first; one failing does not stop the others. */
export async function cleanUp(): Promise<void> {
  while (cleanups.length > 0) {
    const { label, run } = cleanups.pop()!;
    try {
      await run();
    } catch (error) {
      console.error(`cleaning up ${label} failed:`, error);
    }
  }
}

/** Ctrl-C or a SIGTERM stops everything the run started before the process exits. */
export function cleanUpOnSignals(): void {
  if (signalsHandled) return;
  signalsHandled = true;
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    console.error(`\n${signal}: stopping what the benchmark started`);
    void cleanUp().finally(() => process.exit(130));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

/**
 * Runs a benchmark's main with cleanups on every way out; an error prints and exits 1, and a
 * main that answers false (a target missed) exits 1 as well.
 */
export function runBenchmark(main: () => Promise<boolean | void>): void {
  cleanUpOnSignals();
  main()
    .then(async (passed) => {
      await cleanUp();
      if (passed === false) process.exitCode = 1;
    })
    .catch(async (error: unknown) => {
      console.error(error instanceof Error ? `\n${error.stack ?? error.message}` : error);
      await cleanUp();
      process.exit(1);
    });
}
