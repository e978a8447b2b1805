import { AddressList, Button, InlineAlert, Stack } from '@nirmal/design-system';
import { addressQueries } from '@nirmal/domain';
import type { Address, AddressInput } from '@nirmal/domain/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Suspense, useRef, useState } from 'react';
import { addressLine, type Receiver } from '../addresses/receiver.ts';
import { useClients, useStores } from '../state/app-state.tsx';
import { AddressDialog, ConfirmRemovalDialog } from './lazy-dialogs.tsx';
import { refusalMessage } from './refusal.ts';

/** An address as the update call takes it back: every field, as it is. */
const inputOf = ({ id: _id, isDefault: _isDefault, ...fields }: Address): AddressInput => fields;

/** A short name for an address in buttons and dialogs: its house and city. */
const shortName = (address: Address) => `${address.house_number}, ${address.city}`;

/**
 * The customer's saved delivery addresses (the ones checkout offers): add, edit, delete, and
 * choose the default. The server keeps exactly one default; this shows what it answers.
 */
export function AccountAddresses({ receiver }: { receiver: Receiver }) {
  const { addresses: client } = useClients();
  const { shell } = useStores();
  const queryClient = useQueryClient();
  const list = addressQueries.list(client);
  // Prefetched by the page's loader, so there from the first render.
  const { data: addresses = [] } = useQuery(list);
  const [editing, setEditing] = useState<{ address?: Address } | null>(null);
  const [deleting, setDeleting] = useState<Address | null>(null);
  const [makingDefault, setMakingDefault] = useState<string | null>(null);
  const [defaultRefused, setDefaultRefused] = useState<string>();
  const heading = useRef<HTMLHeadingElement>(null);

  /** Runs a change, then shows the list as the server now has it; resolves with a refusal, if any. */
  async function change(work: () => Promise<unknown>, done: string): Promise<string | undefined> {
    try {
      await work();
    } catch (failure) {
      return refusalMessage(failure);
    }
    await queryClient.invalidateQueries({ queryKey: list.queryKey });
    shell.showToast(done);
    return undefined;
  }

  async function makeDefault(address: Address) {
    setMakingDefault(address.id);
    setDefaultRefused(undefined);
    setDefaultRefused(
      await change(
        () => client.update(address.id, { ...inputOf(address), isDefault: true }),
        'Your default address is changed.',
      ),
    );
    setMakingDefault(null);
  }

  return (
    <Stack as="section" gap={3} aria-labelledby="account-addresses">
      <Stack direction="row" justify="between" align="center" wrap>
        <h2 id="account-addresses" ref={heading} tabIndex={-1}>
          Addresses
        </h2>
        <Button variant="secondary" size="sm" onClick={() => setEditing({})}>
          Add address
        </Button>
      </Stack>
      {defaultRefused && (
        <InlineAlert tone="error" title="We could not change your default address">
          {defaultRefused}
        </InlineAlert>
      )}
      <AddressList
        addresses={addresses.map((address) => ({
          ...address,
          address: addressLine(address),
          saved: address,
        }))}
        label="Your saved addresses"
        emptyText="No address added. Add one to have orders and service visits come to it."
        onEdit={({ saved }) => setEditing({ address: saved })}
        onRemove={({ saved }) => setDeleting(saved)}
        onMakeDefault={({ saved }) => void makeDefault(saved)}
        makingDefaultId={makingDefault ?? undefined}
        editAddressLabel={({ saved }) => `Edit ${shortName(saved)}`}
        removeAddressLabel={({ saved }) => `Delete ${shortName(saved)}`}
        makeDefaultAddressLabel={({ saved }) => `Make default, ${shortName(saved)}`}
      />
      <Suspense fallback={null}>
        {editing && (
          <AddressDialog
            address={editing.address}
            receiver={receiver}
            onCancel={() => setEditing(null)}
            onSave={async (input) => {
              const { address } = editing;
              const refused = await change(
                () => (address ? client.update(address.id, input) : client.add(input)),
                'Address saved.',
              );
              if (!refused) setEditing(null);
              return refused;
            }}
          />
        )}
        {deleting && (
          <ConfirmRemovalDialog
            title="Delete this address?"
            description={`${addressLine(deleting)} will no longer be offered at checkout. Orders already placed keep their address.`}
            confirmLabel="Delete"
            onCancel={() => setDeleting(null)}
            focusAfterRemoval={() => heading.current}
            onConfirm={async () => {
              const refused = await change(() => client.remove(deleting.id), 'Address deleted.');
              if (!refused) setDeleting(null);
              return refused;
            }}
          />
        )}
      </Suspense>
    </Stack>
  );
}
