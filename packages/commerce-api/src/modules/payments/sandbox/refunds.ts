/** How the sandboxes process refunds: after a delay, processed or (with the fault switch on) failed. */
export interface RefundProcessing {
  delayMs: number;
  /** Whether refunds fail at the provider now (the `refunds: fail` fault switch). */
  failing(): boolean;
}

/**
 * Processes a refund in the background, as a provider does: after the delay its outcome is decided
 * and `settle` records and announces it. It must not keep a stopping server alive.
 */
export function processLater(
  processing: RefundProcessing,
  settle: (outcome: 'processed' | 'failed') => Promise<void>,
): void {
  setTimeout(() => void settle(processing.failing() ? 'failed' : 'processed'), processing.delayMs).unref();
}
