// A checkout payload as the existing client sends it (cart_items, no totals), with overrides.
export function orderPayload(lines: { product_id: number; quantity: number }[], over: Record<string, unknown> = {}) {
  return {
    cart_items: lines.map((l) => ({ ...l, unit_price: 1 })),
    shipping_name: 'Asha Verma',
    shipping_email: 'asha@example.net',
    shipping_phone: '+91 98765 43210'.slice(4),
    shipping_address: '12 Civil Lines',
    shipping_city: 'Kanpur',
    shipping_state: 'Uttar Pradesh',
    shipping_postal_code: '208001',
    shipping_country: 'India',
    billing_same_as_shipping: true,
    payment_method: 'cod',
    coupon_code: null,
    currency: 'INR',
    notes: 'Leave at the gate',
    ...over,
  };
}

/**
 * An order as the API takes it (items, no totals) from the demo shopper (Uma User, user@example.com), paid
 * cash on delivery unless told otherwise.
 */
export function shopperOrder(items: { product_id: number; quantity: number }[], paymentMethod = 'cod') {
  return {
    shipping_name: 'Uma User',
    shipping_email: 'user@example.com',
    shipping_phone: '9876500003',
    shipping_address: 'Kakadeo',
    shipping_city: 'Kanpur',
    shipping_state: 'Uttar Pradesh',
    shipping_postal_code: '208025',
    shipping_country: 'India',
    payment_method: paymentMethod,
    items,
  };
}
