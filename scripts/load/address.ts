/** A Bengaluru address (served by the BLR-05 hub) the benchmarks' customers save, named for the bench. */
export const benchAddress = (name: string) => ({
  name,
  phone: '9000000002',
  house_number: '7',
  address_name: 'MG Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  postal_code: '560001',
});
