// The cart as /api/cart answers it and the cart drawer, cart page and checkout read it. Amounts in rupees.

/** The contract's small product of a cart line; category and image as the catalogue's wire product has them. */
export type CartProduct = {
  id: number;
  name: string;
  /** Before GST, as the catalogue's `price`; `price_incl_gst` is what the shopper sees. */
  price: number;
  price_incl_gst: number;
  image: string;
  category: string;
  category_name: string;
  stock_quantity: number;
};

export type CartItem = {
  id: number;
  product_id: number;
  quantity: number;
  /** Before GST (the unit price worked back), and its line total; `*_incl_gst` are the shown figures. */
  price: number;
  total: number;
  price_incl_gst: number;
  total_incl_gst: number;
  available: boolean;
  stock_message: string | null;
  product: CartProduct;
};

/** The pricing module's estimate (the same figures as checkout). */
export type CartSummary = {
  subtotal: number;
  shipping_amount: number;
  tax_amount: number;
  discount_amount: number;
  shipping_discount?: number;
  cod_fee: number;
  total_amount: number;
};

export type Cart = { items: CartItem[]; items_count: number; total_amount: number; summary: CartSummary };
