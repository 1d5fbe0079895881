export const FALLBACK_PRODUCT_IMAGE = '/images/fallback-product.webp';
