// PDF documents (invoices, receipts) with a font that has ₹; all text is drawn through ./text.
export * from './document';
export * from './text';
export { shareCardFonts } from './share-fonts';
