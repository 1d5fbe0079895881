import type { Role } from './roles';

/** The user on the wire (spec §3) and in the browser: never the password hash or the status. */
export type WireUser = {
  id: number;
  name: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
  address: string | null;
  /** The rest of the postal address (issue 37; extra fields): offered at checkout. */
  landmark: string | null;
  city: string | null;
  state: string | null;
  postal_code: string | null;
  /** Absolute URL, or null. */
  photo: string | null;
  role: Role;
  created_at: string;
  /** The address was confirmed through a mailed link (the account works before). */
  email_verified: boolean;
  /** Two-factor sign-in is on. */
  two_factor: boolean;
};
