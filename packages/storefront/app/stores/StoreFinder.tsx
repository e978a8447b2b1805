import { Button, Stack, TextField } from '@nirmal/design-system';
import { Form } from 'react-router';

/** The store finder's one field: a city or a pincode, sent in the page's address so a result can be shared. */
export function StoreFinder({ near, problem }: { near: string; problem: string | null }) {
  return (
    <Form method="get" action="/stores" role="search" aria-label="Find a store">
      <Stack gap={2}>
        <TextField
          label="City or pincode"
          hint="For example Bengaluru or 560038"
          name="near"
          defaultValue={near}
          autoComplete="postal-code"
          maxLength={60}
          error={problem ?? undefined}
        />
        <div>
          <Button type="submit">Find stores</Button>
        </div>
      </Stack>
    </Form>
  );
}
