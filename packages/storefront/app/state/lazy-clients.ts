import type { Clients } from '@nirmal/domain';

/** Clients whose every method answers with a promise, so a call can wait for their code first. */
type AsyncClients<Loaded> = {
  [Area in keyof Loaded]: { [Method in keyof Loaded[Area]]: (...args: never[]) => Promise<unknown> };
};

type AnyMethod = (...args: unknown[]) => Promise<unknown>;

/**
 * The clients, with their code (HTTP core, contract schemas) loaded on the first call rather than
 * with the page: most pages make no call from the browser until the customer acts.
 */
export function lazyClients<Loaded extends AsyncClients<Loaded> = Clients>(
  load: () => Promise<Loaded>,
): Loaded {
  let loading: Promise<Loaded> | undefined;
  const loaded = () => (loading ??= load());
  const area = (name: string) =>
    new Proxy(
      {},
      {
        get:
          (_, method: string) =>
          async (...args: unknown[]) => {
            const client = (await loaded())[name as keyof Loaded] as Record<string, AnyMethod>;
            return client[method]?.(...args);
          },
      },
    );
  return new Proxy({} as Loaded, { get: (_, name: string) => area(name) });
}
