// Illustrative account data for the Account stories.
export const primaryUser = { name: 'Priya Sharma', phone: '9876543210', isPrimary: true };

export const rahul = { name: 'Rahul Sharma', phone: '+91 91234 56780' };
export const kamala = { name: 'Kamala Devi', phone: '7012345678' };

export const secondaryUsers = [rahul, kamala];

export const contacts = [primaryUser, ...secondaryUsers];
