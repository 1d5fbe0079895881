/** The foundation's public details, in one place. Neutral demo values: replace them for a deployment. */
export const foundation = {
  name: 'Seva Sankalp Foundation',
  shortName: 'Seva Sankalp',
  legalName: 'Seva Sankalp Foundation (a Section 8 company)',
  tagline: 'Education, livelihood, environment and women empowerment in Kanpur',
  email: 'contact@sevasankalp.example.org',
  phones: ['+91 98765 43210', '+91 91234 56780'],
  callAnytime: '+91 98765 43210',
  address: {
    line1: '12, Civil Lines',
    city: 'Kanpur',
    state: 'Uttar Pradesh',
    postalCode: '208001',
    country: 'India',
  },
  pan: 'AAATS1234C',
  cin: 'U85300UP2019NPL000000',
  gstin: '09AAATS1234C1Z5',
  /**
   * GST state code of the foundation's registration (the GSTIN's first two digits): orders shipped inside this
   * state are taxed CGST + SGST, others IGST (lib/domain/gst.ts splitTax).
   */
  gstStateCode: '09',
  /**
   * 80G registrations, oldest first. A receipt certifies under section 80G only under the registration that
   * covers the donation's assessment year (lib/domain/registration-80g.ts): add the renewal here when it is
   * granted; without one, receipts are issued without 80G and the office is warned.
   */
  registrations80g: [
    { urn: 'AAATS1234CF20214', approvedOn: '2021-05-28', validFrom: 'AY 2022-23', validUpTo: 'AY 2026-27' },
    { urn: 'AAATS1234CF20264', approvedOn: '2026-03-20', validFrom: 'AY 2027-28', validUpTo: 'AY 2031-32' },
  ],
  registration12a: 'AAATS1234CE20214',
  signatory: 'Authorised Signatory',
  social: {
    facebook: 'https://www.facebook.com/',
    instagram: 'https://www.instagram.com/',
  },
  foundedYear: 2019,
  /**
   * The grievance officer the privacy notice names (DPDP Act s. 8(10)): who answers requests about personal
   * data. PLACEHOLDER: the foundation must put its real officer's name, address and e-mail here before launch;
   * until then (name null) the notice says, in its own language, that the name is to be confirmed.
   */
  grievanceContact: {
    placeholder: true,
    name: null as string | null,
    email: 'privacy@sevasankalp.example.org',
    address: '12, Civil Lines, Kanpur, Uttar Pradesh 208001, India',
  },
} as const;

export function foundationAddressLine(): string {
  const a = foundation.address;
  return `${a.line1}, ${a.city}, ${a.state} ${a.postalCode}, ${a.country}`;
}

/** A link that opens the office in a map service; the embedded map is only loaded on request. */
export function foundationMapUrl(): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(foundationAddressLine())}`;
}
