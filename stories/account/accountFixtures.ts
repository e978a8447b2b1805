// Illustrative account data for the Account stories.
export const primaryUser = { name: 'Priya Sharma', phone: '9876543210', isPrimary: true };

export const rahul = { name: 'Rahul Sharma', phone: '+91 91234 56780' };
export const kamala = { name: 'Kamala Devi', phone: '7012345678' };

export const secondaryUsers = [rahul, kamala];

export const contacts = [primaryUser, ...secondaryUsers];

export const homeAddress = {
  id: 'AD-HOME',
  name: 'Priya Sharma',
  address: 'Flat 402, Tower B, Prestige Lakeside, 80 Feet Road, Koramangala, Bengaluru, Karnataka 560034',
  phone: '9876543210',
  isDefault: true,
};
export const parentsAddress = {
  id: 'AD-PARENTS',
  name: 'Kamala Devi',
  address: '4, Temple Street, Mylapore, Chennai, Tamil Nadu 600004',
  phone: '7012345678',
};
export const officeAddress = {
  id: 'AD-OFFICE',
  name: 'Priya Sharma',
  address: 'Level 9, Embassy Tech Village, Outer Ring Road, Devarabeesanahalli, Bengaluru, Karnataka 560103',
  phone: '+91 98765 43210',
};
