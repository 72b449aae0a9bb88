import { describe, expect, it } from 'vitest';
import { diagnosticSignals } from '../../../server/src/core/diagnostic-signals.js';

describe('the signals node answers with a diagnostic, which do not stop the server', () => {
  it('are none when node was given no diagnostic option', () => {
    expect(diagnosticSignals(['--max-semi-space-size=4', '--expose-gc'])).toEqual([]);
  });

  it('name the heap snapshot signal, written either way, from the options or NODE_OPTIONS', () => {
    expect(diagnosticSignals(['--heapsnapshot-signal=SIGUSR2'])).toEqual(['SIGUSR2']);
    expect(diagnosticSignals(['--heapsnapshot-signal', 'SIGHUP'])).toEqual(['SIGHUP']);
    expect(diagnosticSignals([], '--max-old-space-size=512 --heapsnapshot-signal=SIGUSR2')).toEqual(['SIGUSR2']);
  });

  it('name the report signal only when reports on a signal are turned on (SIGUSR2 unless another is named)', () => {
    expect(diagnosticSignals(['--report-signal=SIGHUP'])).toEqual([]);
    expect(diagnosticSignals(['--report-on-signal'])).toEqual(['SIGUSR2']);
    expect(diagnosticSignals(['--report-on-signal', '--report-signal=SIGHUP'])).toEqual(['SIGHUP']);
  });
});
