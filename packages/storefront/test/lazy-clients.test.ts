import { describe, expect, it } from 'vitest';
import { lazyClients } from '../app/state/lazy-clients.ts';

interface Greeter {
  greet(name: string): Promise<string>;
}

describe('lazyClients', () => {
  it('loads the clients with the first call, once, and hands every call to the loaded method', async () => {
    let loads = 0;
    const clients = lazyClients<{ greeter: Greeter }>(async () => {
      loads += 1;
      return { greeter: { greet: async (name) => `Namaste, ${name}` } };
    });
    const { greeter } = clients;
    expect(loads).toBe(0);

    expect(await Promise.all([greeter.greet('Asha'), clients.greeter.greet('Ravi')])).toEqual([
      'Namaste, Asha',
      'Namaste, Ravi',
    ]);
    expect(loads).toBe(1);
  });

  it('passes a failed call on to the caller', async () => {
    const clients = lazyClients<{ greeter: Greeter }>(async () => ({
      greeter: { greet: () => Promise.reject(new Error('refused')) },
    }));
    await expect(clients.greeter.greet('Asha')).rejects.toThrow('refused');
  });
});
