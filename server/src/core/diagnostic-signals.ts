/**
 * The signals node was told to answer with a diagnostic: `--heapsnapshot-signal=SIG` writes a heap
 * snapshot, `--report-on-signal` a diagnostic report (on `--report-signal`, SIGUSR2 by default).
 * An operator who sends one asks for that, not for the server to stop, so the shutdown leaves them
 * to node. Read from node's own options and from `NODE_OPTIONS`, where a container often sets them.
 */
export function diagnosticSignals(execArgv: readonly string[], nodeOptions = ''): string[] {
  const words = [...execArgv, ...nodeOptions.split(/\s+/).filter(Boolean)];
  const valueOf = (option: string): string | undefined => {
    let value: string | undefined;
    words.forEach((word, index) => {
      if (word.startsWith(`${option}=`)) value = word.slice(option.length + 1);
      else if (word === option) value = words[index + 1];
    });
    return value;
  };
  const signals = new Set<string>();
  const snapshot = valueOf('--heapsnapshot-signal');
  if (snapshot) signals.add(snapshot);
  if (words.includes('--report-on-signal')) signals.add(valueOf('--report-signal') ?? 'SIGUSR2');
  return [...signals];
}
