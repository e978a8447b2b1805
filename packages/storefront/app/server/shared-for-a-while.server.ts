export interface SharingTimes {
  /** How long an answer is served as it is. */
  freshMs: number;
  /** How long past that it is still served while a fresh one loads behind it. */
  staleMs: number;
  /** How long a failure is answered without trying again, so a service that is down is not hammered. */
  failureMs: number;
}

interface Entry<Value> {
  value?: { value: Value; loadedAt: number };
  failure?: { error: unknown; failedAt: number };
  loading?: Promise<Value>;
}

/**
 * Wraps a load of data that is the same for every customer (shell content, flags) so this server
 * process calls it at most once per `freshMs`, and serves a recent answer while a fresher one
 * loads (stale-while-revalidate). A failed refresh keeps the answer it had. Never wrap a load
 * whose answer depends on the customer: every customer would see the first one's answer.
 */
export function sharedForAWhile<Value>(
  load: () => Promise<Value>,
  times: SharingTimes,
  now: () => number = Date.now,
): () => Promise<Value> {
  const entry: Entry<Value> = {};

  function refresh(): Promise<Value> {
    entry.loading ??= load()
      .then(
        (value) => {
          entry.value = { value, loadedAt: now() };
          entry.failure = undefined;
          return value;
        },
        (error: unknown) => {
          entry.failure = { error, failedAt: now() };
          throw error;
        },
      )
      .finally(() => {
        entry.loading = undefined;
      });
    return entry.loading;
  }

  return async () => {
    const at = now();
    const recentFailure = entry.failure && at - entry.failure.failedAt < times.failureMs;
    if (entry.value) {
      const age = at - entry.value.loadedAt;
      if (age < times.freshMs) return entry.value.value;
      if (age < times.freshMs + times.staleMs) {
        // Served now; the refresh's own failure is remembered and tried again after failureMs.
        if (!recentFailure) refresh().catch(() => {});
        return entry.value.value;
      }
    }
    if (recentFailure && entry.failure) throw entry.failure.error;
    return refresh();
  };
}

/**
 * `sharedForAWhile` for a load that takes an input (a public catalogue listing): one shared answer
 * per distinct input. At most `maxInputs` are kept, the oldest dropped first, so requests made up
 * to vary the input cannot grow this process's memory without end.
 */
export function sharedForAWhileByInput<Input, Value>(
  load: (input: Input) => Promise<Value>,
  times: SharingTimes,
  maxInputs: number,
  now: () => number = Date.now,
): (input: Input) => Promise<Value> {
  const shared = new Map<string, () => Promise<Value>>();
  return (input) => {
    const key = JSON.stringify(input);
    let loadShared = shared.get(key);
    if (!loadShared) {
      loadShared = sharedForAWhile(() => load(input), times, now);
      shared.set(key, loadShared);
      if (shared.size > maxInputs) shared.delete(shared.keys().next().value as string);
    }
    return loadShared();
  };
}
