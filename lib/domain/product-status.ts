/** 'archived' is a deleted product that has orders: hidden everywhere but kept for the order history. */
export type ProductStatus = 'active' | 'inactive' | 'draft' | 'archived';
