import type { Role } from '@/lib/domain/roles';

/** Demo accounts (also listed in the README). Only seeded for demo databases. */
export const seedUsers: { name: string; email: string; password: string; role: Role; phone: string; address: string }[] = [
  {
    name: 'Asha Admin',
    email: 'admin@example.com',
    password: 'Admin@12345',
    role: 'admin',
    phone: '9876500001',
    address: '12, Civil Lines, Kanpur',
  },
  {
    name: 'Manoj Manager',
    email: 'manager@example.com',
    password: 'Manager@12345',
    role: 'manager',
    phone: '9876500002',
    address: 'Swaroop Nagar, Kanpur',
  },
  { name: 'Uma User', email: 'user@example.com', password: 'User@12345', role: 'user', phone: '9876500003', address: 'Kakadeo, Kanpur' },
];
