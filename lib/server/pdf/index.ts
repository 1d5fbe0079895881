// PDF documents (invoices, receipts) with a font that has ₹.
export * from './document';
