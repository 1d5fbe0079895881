// What /api answers for the catalogue and our pages read: declared once, returned by the server's mappers.
import type { ProductStatus } from '@/lib/domain/product-status';
import type { Paginated } from '@/lib/domain/wire/page';

/** name_hi: the Hindi name the office entered (null: none; /hi pages then show the English one). */
export type Category = { id: number; name: string; slug: string; name_hi: string | null };

/** The product of DESIGN.md §4, as the /api contract and our pages see it. Plain JSON (cacheable). */
export type WireProduct = {
  id: number;
  name: string;
  title: string;
  description: string;
  category: string;
  category_name: string;
  category_id: number;
  /** Before GST (the existing client adds its 18% to it); shoppers see `price_incl_gst`. */
  price: number;
  original_price: number | null;
  /** The price shoppers see and pay for the goods, GST included (what the office enters). */
  price_incl_gst: number;
  original_price_incl_gst: number | null;
  discount_percentage: number | null;
  /** HSN code printed on invoices (null until the office enters it). */
  hsn_code: string | null;
  /** GST rate in percent (lib/domain/gst.ts GST_RATES); `price` is before this tax, `price_incl_gst` includes it. */
  gst_rate: number;
  stock_quantity: number;
  stock: number;
  sku: string | null;
  status: ProductStatus;
  image: string;
  imageUrl: string;
  images: string[];
  rating: number;
  created_at: string;
  updated_at: string;
  /** Hindi texts the office entered (null: none); /hi pages show them in place of name and description. */
  name_hi: string | null;
  description_hi: string | null;
  category_name_hi: string | null;
};

/**
 * What a cached page says about stock: sold out, few left (the count is then read in the browser), or plenty.
 * Counts themselves are never part of a cached page, so a sale changes a page only when this changes.
 */
export type Availability = 'out' | 'low' | 'in';

/** What a product card shows: all a listing sends to the browser for each product (see cardProduct). */
export type CardProduct = Pick<
  WireProduct,
  | 'id'
  | 'name'
  | 'description'
  | 'category_name'
  | 'price_incl_gst'
  | 'original_price_incl_gst'
  | 'discount_percentage'
  | 'image'
  | 'rating'
> & { availability: Availability };

/** The back-office's product: the wire product plus the site-relative picture path (APP_URL may differ). */
export type AdminWireProduct = WireProduct & { image_path: string };

/** The shop's sort and price range (rupees), by GET /api/products' names: only what the URL gave. */
export type ShopFilters = {
  sort_by?: 'created_at' | 'name' | 'price';
  sort_order?: 'asc' | 'desc';
  min_price?: number;
  max_price?: number;
};

/** What a /shop listing shows for its URL (category, page, search, sort, price range): the same for every visitor. */
export type ShopView = {
  categories: Category[];
  category: Category | null;
  search?: string;
  filters: ShopFilters;
  result: Paginated<WireProduct>;
};
