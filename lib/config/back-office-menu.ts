/** The back-office's navigation and the header text of each section (title and subtitle). */

export type PanelSection = { href: string; label: string; title: string; subtitle: string; children?: PanelSection[] };

export const ADMIN_MENU: PanelSection[] = [
  { href: '/admin', label: 'Dashboard', title: 'Dashboard', subtitle: "Welcome back! Here's what's happening with the foundation." },
  { href: '/admin/orders', label: 'Orders', title: 'Orders Management', subtitle: 'Track, update and manage customer orders' },
  {
    href: '/admin/products',
    label: 'Products',
    title: 'Products',
    subtitle: 'Manage your product catalog',
    children: [
      { href: '/admin/products', label: 'All Products', title: 'All Products', subtitle: 'Manage your product catalog' },
      { href: '/admin/products/add', label: 'Add Product', title: 'Add Product', subtitle: 'Add a new product to the shop' },
      {
        href: '/admin/coupons',
        label: 'Coupons & Discounts',
        title: 'Coupons & Discounts',
        subtitle: 'Create and manage discount coupons',
      },
    ],
  },
  { href: '/admin/team', label: 'Team Members', title: 'Team Members', subtitle: 'Managers who help run the shop' },
  { href: '/admin/donations', label: 'Donations', title: 'Donations', subtitle: 'Donations, 80G certificates and exports' },
  { href: '/admin/campaigns', label: 'Campaigns', title: 'Campaigns', subtitle: 'Fundraising campaigns with a goal and an end date' },
  { href: '/admin/slides', label: 'Slides', title: 'Upload New Slide', subtitle: 'Homepage carousel slides' },
  { href: '/admin/outbox', label: 'Mail outbox', title: 'Mail outbox', subtitle: 'Sent and failed mails, with retry' },
  { href: '/admin/audit', label: 'Audit log', title: 'Audit log', subtitle: 'Who changed what, and when' },
];

/** Sections that are not in the menu but still need a header. */
const EXTRA: PanelSection[] = [
  {
    href: '/admin/donations/certificates',
    label: '10BE certificates',
    title: 'Form 10BE certificates',
    subtitle: 'Upload the year’s certificates, match them to donors and mail them',
  },
  { href: '/admin/products/edit', label: 'Edit Product', title: 'Edit Product', subtitle: 'Update product details' },
  { href: '/manager/products/edit', label: 'Edit Product', title: 'Edit Product', subtitle: 'Update product details' },
  { href: '/manager/products/add', label: 'Add Product', title: 'Add Product', subtitle: 'Add a new product to the shop' },
];

export const MANAGER_TABS: PanelSection[] = [
  { href: '/manager/products', label: 'Products', title: 'Products', subtitle: 'Manage your product catalog' },
  { href: '/manager/orders', label: 'Orders', title: 'Orders', subtitle: 'Track and update customer orders' },
  { href: '/manager/coupons', label: 'Coupons & Discounts', title: 'Coupons & Discounts', subtitle: 'Create and manage discount coupons' },
];

const flat = (items: PanelSection[]): PanelSection[] => items.flatMap((i) => [i, ...flat(i.children ?? [])]);
const ALL = [...EXTRA, ...flat(ADMIN_MENU), ...MANAGER_TABS];

const NOT_FOUND: PanelSection = { href: '', label: '', title: 'Page Not Found', subtitle: 'This page does not exist in the panel' };

/** Whether a menu href covers a path: itself and what is under it; the panel's home only itself. */
export const covers = (href: string, pathname: string) =>
  pathname === href || (href.split('/').length > 2 && pathname.startsWith(`${href}/`));

/** The section of a path: the longest matching href (so /admin/products/add is not /admin/products). */
export function sectionFor(pathname: string): PanelSection {
  const matches = ALL.filter((s) => covers(s.href, pathname));
  matches.sort((a, b) => b.href.length - a.href.length);
  return matches[0] ?? NOT_FOUND;
}

/** A back-office page's own title (the browser tab, history): its menu label, under the panel's template. */
export function panelMetadata(path: string): { title: string } {
  return { title: sectionFor(path).label };
}
