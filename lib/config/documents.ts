/**
 * The foundation's registration documents, viewable at /documents/{id} (sample PDFs ship in public/documents).
 * Pages show their titles and descriptions through the messages documents.items.{id} (Hindi in hi.json);
 * tests/unit/shop-promises.test.ts checks the English messages still read as written here.
 */
export type CompanyDocument = { id: string; title: string; description: string; onAboutPage: boolean };

export const COMPANY_DOCUMENTS: readonly CompanyDocument[] = [
  {
    id: 'registrar',
    title: 'ROC SPICE Part A',
    description: 'Application to the Registrar of Companies for incorporation (SPICe+ Part A, name reservation).',
    onAboutPage: true,
  },
  {
    id: 'spice',
    title: 'Certificate of Incorporation Part B',
    description: 'Certificate of Incorporation issued under SPICe+ Part B as a Section 8 company.',
    onAboutPage: true,
  },
  {
    id: 'inc31',
    title: 'INC-31 AOA',
    description: 'Articles of Association (form INC-31): how the company is governed.',
    onAboutPage: true,
  },
  {
    id: 'inc13',
    title: 'INC-13 MOA',
    description: 'Memorandum of Association (form INC-13): the objects of the foundation.',
    onAboutPage: true,
  },
  { id: 'niti', title: 'NITI Aayog registration', description: 'Registration on the NGO Darpan portal of NITI Aayog.', onAboutPage: true },
  { id: 'udyam', title: 'UDYAM certificate', description: 'Udyam registration certificate of the Ministry of MSME.', onAboutPage: true },
  {
    id: 'cert80g',
    title: '80G certificate',
    description: 'Approval under section 80G: donors from India can claim a tax deduction.',
    onAboutPage: true,
  },
  { id: 'cert12a', title: '12A certificate', description: 'Registration under section 12A of the Income Tax Act.', onAboutPage: true },
  { id: 'brl', title: 'BRL', description: 'Bank reference letter confirming the foundation’s account.', onAboutPage: true },
  { id: 'tan', title: 'TAN allotment', description: 'Tax deduction and collection account number allotment letter.', onAboutPage: false },
];

export function findCompanyDocument(id: string): CompanyDocument | undefined {
  return COMPANY_DOCUMENTS.find((d) => d.id === id);
}

export function documentPdfPath(id: string): string {
  return `/documents/${id}.pdf`;
}
