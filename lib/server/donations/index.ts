// Donations through Razorpay: checkout, verification, webhooks, settlement, 80G receipts and certificates,
// signed donor links, the back-office list and exports, the donor wall and reconciliation.
// Anyone may give and verify (the gateway's signature is the credential); the back-office is admins only;
// the webhook and reconciliation are system callers.
export { getDonation, listDonations, listDonationsPage, recordOfflineDonation } from './admin';
export { countedDonations, donationPaidAt } from './counted';
export { getCampaign, listCampaigns, listCampaignStamps } from './campaigns';
export { createCampaign, updateCampaign } from './campaign-admin';
export { decodeCertificate, uploadDonationCertificate } from './certificates';
export { createDonationOrder, createDonationSubscription } from './checkout';
export { certificateDownload, receiptDownload, type DonationDocument } from './documents';
export { donorStats, listDonors } from './donors';
export { givingDonor, myGiving } from './giving';
export { GIVING_VISIT_COOKIE, openGivingLink, requestGivingLink, type GivingVisit } from './giving-links';
export { mailYearlyStatements, statementDownload } from './statements';
export { donationsCsv, form10bdCsv, FORM_10BD_HEADER } from './exports';
export { renderDonationReceipt, type ReceiptData } from './receipt-pdf';
export { requestReceiptLink } from './receipt-links';
export { reconcileDonations } from './reconcile';
export { cancelRecurringDonation, recurringDonationForLink } from './subscriptions';
export {
  cancelMyRecurringGift,
  confirmMyRecurringChange,
  myPaymentPage,
  pauseMyRecurringGift,
  previewMyRecurringChange,
  resumeMyRecurringGift,
  startMyRecurringChange,
} from './recurring-management';
export { paymentPageForLink, recurringForPaymentLink } from './payment-update';
export { verifyDonationPayment, verifyDonationSubscription } from './verification';
export { receiveRazorpayWebhook } from './webhooks';
export { checkoutOptions } from './wire';
export { connectSandboxWebhooks } from './sandbox-webhooks';
export { sealStoredPans } from './pan-sealing';
export { offers80gToday } from './registration';
export { reissue80gReceipts, type ReissuedReceipt } from './replacement-receipts';
export {
  certificateUploadFile,
  confirmCertificateUpload,
  discardCertificateUpload,
  pendingCertificateUploads,
  uploadCertificateBatch,
  type CertificateUpload,
} from './certificate-batch';
export { certificateDeadlineCard, certificateTracker, type CertificateTracker } from './certificate-tracker';
