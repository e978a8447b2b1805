/** The demo customers' delivery addresses (of the account module's demo customers), each their default. */
export const seedAddresses = [
  {
    id: 'AD-ASHA-HOME',
    customerId: 'CUS1000001',
    name: 'Asha Verma',
    phone: '9000000001',
    house_number: 'Flat 402, Tower B',
    address_name: 'Prestige Lakeside, 80 Feet Road, Koramangala',
    city: 'Bengaluru',
    state: 'Karnataka',
    postal_code: '560034',
  },
  {
    id: 'AD-ROHAN-HOME',
    customerId: 'CUS1000002',
    name: 'Rohan Iyer',
    phone: '9000000002',
    house_number: '12, Sea Breeze',
    address_name: 'Lokhandwala Complex, Andheri West',
    city: 'Mumbai',
    state: 'Maharashtra',
    postal_code: '400053',
  },
] as const;
