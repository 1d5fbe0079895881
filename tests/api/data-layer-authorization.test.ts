import { describe, expect, it } from 'vitest';
import * as accounts from '@/lib/server/accounts';
import { systemCaller } from '@/lib/server/accounts/system-caller';
import * as backoffice from '@/lib/server/backoffice';
import * as cart from '@/lib/server/cart';
import * as catalog from '@/lib/server/catalog';
import * as checkout from '@/lib/server/checkout';
import * as content from '@/lib/server/content';
import * as coupons from '@/lib/server/coupons';
import * as donations from '@/lib/server/donations';
import * as files from '@/lib/server/files';
import * as operations from '@/lib/server/operations';
import * as mail from '@/lib/server/mail';
import * as orders from '@/lib/server/orders';
import * as orderStatus from '@/lib/server/order-status';
import * as payments from '@/lib/server/payments';
import * as recovery from '@/lib/server/recovery';
import type { Caller, SignedInCaller, SystemSource } from '@/lib/server/accounts';
import { DomainError } from '@/lib/domain/errors';
import { wireError } from '@/lib/server/http';

/*
 * Every export of every data-layer feature, classified. A data function takes the caller first and refuses
 * the wrong one itself, before it touches its input or the database: this test calls each one with each
 * caller it must refuse and with arguments that throw when read (POISON), and expects the 401/403. A new
 * export without a row here fails the first test, so nothing joins the data layer unchecked.
 */

type Access = 'signed-in' | 'staff' | 'admin' | 'system';
/** A function that refuses some callers; `call` passes the caller and harmless (or poisoned) arguments. */
type Guarded = { access: Access; call: (caller: Caller) => unknown; source?: SystemSource };
/** Public data functions: anyone may call them (guests included); the reason says why. */
type Public = { access: 'public'; why: string };
type Row = Guarded | Public;

/** Any argument after the caller: reading it (a property, a number conversion) throws. */
const POISON: never = new Proxy(
  {},
  {
    get() {
      throw new Error('input touched before the caller was checked');
    },
  },
) as never;

const user = (role: SignedInCaller['role']): SignedInCaller => ({
  kind: 'user',
  userId: 2_000_000_000,
  role,
  name: 'Probe',
  email: 'probe@example.test',
  via: 'session',
  ip: '203.0.113.7',
});

const CALLERS = {
  guest: accounts.guestCaller('203.0.113.7'),
  user: user('user'),
  manager: user('manager'),
  admin: user('admin'),
  system: systemCaller('reconcile-job'),
} satisfies Record<string, Caller>;
type CallerName = keyof typeof CALLERS;

/** Who each access level turns away, and with which status. */
const REFUSED: Record<Access, Partial<Record<CallerName, 401 | 403>>> = {
  'signed-in': { guest: 401, system: 401 },
  staff: { guest: 401, user: 403, system: 401 },
  admin: { guest: 401, user: 403, manager: 403, system: 401 },
  system: { guest: 401, user: 403, manager: 403, admin: 403 },
};

const publicRead = (what: string): Public => ({ access: 'public', why: what });
const guarded = (access: Access, call: (caller: Caller) => unknown, source?: SystemSource): Guarded => ({ access, call, source });
const p = POISON;

const ROWS: Record<string, Record<string, Row>> = {
  accounts: {
    getTeamMember: guarded('admin', (c) => accounts.getTeamMember(c, p)),
    listTeamMembers: guarded('admin', (c) => accounts.listTeamMembers(c)),
    removeTeamMember: guarded('admin', (c) => accounts.removeTeamMember(c, p)),
    updateTeamMember: guarded('admin', (c) => accounts.updateTeamMember(c, p, p)),
    endOwnSession: guarded('signed-in', (c) => accounts.endOwnSession(c)),
    signOutEverywhere: guarded('signed-in', (c) => accounts.signOutEverywhere(c)),
    changePassword: guarded('signed-in', (c) => accounts.changePassword(c, p)),
    updateMyProfile: guarded('signed-in', (c) => accounts.updateMyProfile(c, p)),
    myAccount: guarded('signed-in', (c) => accounts.myAccount(c)),
    loginWithToken: publicRead('signing in: the caller is who is not signed in yet (rate limited by address)'),
    registerUser: publicRead('self-registration (role user); only an admin caller may create a manager'),
    registerWithToken: publicRead('self-registration through the /api client'),
    startPasswordReset: publicRead('a forgotten password: whoever is not signed in asks (rate limited by address and client)'),
    resetPassword: publicRead('the mailed single-use token proves the owner (rate limited by client address)'),
    resetPasswordWithToken: publicRead('the same reset through the /api client, which then gets a token as at login'),
    confirmEmail: publicRead('the mailed single-use token proves the address (the account it names is changed)'),
    resendConfirmation: guarded('signed-in', (c) => accounts.resendConfirmation(c, p)),
    startEmailChange: guarded('signed-in', (c) => accounts.startEmailChange(c, p, p)),
    beginTwoFactor: guarded('signed-in', (c) => accounts.beginTwoFactor(c, p)),
    confirmTwoFactor: guarded('signed-in', (c) => accounts.confirmTwoFactor(c, p)),
    disableTwoFactor: guarded('signed-in', (c) => accounts.disableTwoFactor(c, p)),
    exportMyData: guarded('signed-in', (c) => accounts.exportMyData(c)),
    eraseMyAccount: guarded('signed-in', (c) => accounts.eraseMyAccount(c, p)),
  },
  catalog: {
    productSharePicture: publicRead("a public product's picture, for its public sharing card"),
    listCategories: publicRead('the shop sidebar and the product form'),
    resolveCategory: publicRead('a category named in a shop URL'),
    getProduct: publicRead('active products for anyone; other statuses for staff only (404 otherwise)'),
    getProductStock: publicRead('live stock of a public product'),
    getPublicProduct: publicRead('the product page'),
    savedProducts: publicRead('the Saved items page: public products only, as on the shop'),
    listActiveProductStamps: publicRead('the sitemap'),
    listProducts: publicRead('the shop; other statuses for staff only (403 otherwise)'),
    loadShopView: publicRead('the shop page'),
    requestBackInStock: publicRead(
      'a visitor leaves an e-mail for a sold-out public product (rate-limited, the same answer for every address)',
    ),
    categoriesAnswer: publicRead('GET /api/product-categories, serialised once (the same for every caller)'),
    productAnswer: publicRead('GET /api/products/{id}: active products for anyone; other statuses for staff only (404 otherwise)'),
    productListAnswer: publicRead('GET /api/products; other statuses for staff only (403 otherwise)'),
    createProduct: guarded('staff', (c) => catalog.createProduct(c, p, p)),
    updateProduct: guarded('staff', (c) => catalog.updateProduct(c, p, p, p)),
    deleteProduct: guarded('staff', (c) => catalog.deleteProduct(c, p)),
    bulkDeleteProducts: guarded('staff', (c) => catalog.bulkDeleteProducts(c, p)),
    setProductStatus: guarded('staff', (c) => catalog.setProductStatus(c, p, p)),
    setProductsStatus: guarded('staff', (c) => catalog.setProductsStatus(c, p, p)),
    setProductStock: guarded('staff', (c) => catalog.setProductStock(c, p, p)),
    categoryOptions: guarded('staff', (c) => catalog.categoryOptions(c)),
    exportProductsCsv: guarded('staff', (c) => catalog.exportProductsCsv(c, p)),
    listProductsForStaff: guarded('staff', (c) => catalog.listProductsForStaff(c, p)),
    productForEdit: guarded('staff', (c) => catalog.productForEdit(c, p)),
  },
  cart: {
    addToCart: guarded('signed-in', (c) => cart.addToCart(c, p)),
    cartCount: guarded('signed-in', (c) => cart.cartCount(c)),
    clearCart: guarded('signed-in', (c) => cart.clearCart(c)),
    getCart: guarded('signed-in', (c) => cart.getCart(c)),
    removeCartItem: guarded('signed-in', (c) => cart.removeCartItem(c, p)),
    updateCartItem: guarded('signed-in', (c) => cart.updateCartItem(c, p, p)),
    cartView: guarded('signed-in', (c) => cart.cartView(c, 'en')),
  },
  orders: {
    checkStock: publicRead('stock for a cart or a list of lines (guests check out too)'),
    quoteOrder: publicRead('totals from our own prices (guest checkout)'),
    recordOrder: publicRead("the order's transaction under lib/server/checkout's placeOrder; guests may order"),
    limitGuestHolds: publicRead('the per-address limit of units held by guest orders'),
    couponAnswer: publicRead('a coupon preview at checkout (rate limited by address)'),
    limitCouponAttempts: publicRead('the per-address limit of coupon attempts (the API and the checkout share it)'),
    limitGuestOrders: publicRead('the per-address limit of guest orders'),
    orderForResultPage: publicRead("the owner, staff, or a guest holding the order's secret (token or signed ticket)"),
    trackOrder: publicRead('tracking by order number, personal details masked unless owner or staff'),
    invoicePdf: publicRead('the holder of a signed, short-lived link (checked inside)'),
    creditNotePdf: publicRead('the holder of a signed, short-lived link (checked inside)'),
    checkoutPrefill: guarded('signed-in', (c) => orders.checkoutPrefill(c)),
    retryCheckoutValues: guarded('signed-in', (c) => orders.retryCheckoutValues(c, 1)),
    checkoutQuote: guarded('signed-in', (c) => orders.checkoutQuote(c, p)),
    getOrderFor: guarded('signed-in', (c) => orders.getOrderFor(c, p)),
    listOrders: guarded('signed-in', (c) => orders.listOrders(c, p)),
    listMyOrders: guarded('signed-in', (c) => orders.listMyOrders(c, p)),
    myOrder: guarded('signed-in', (c) => orders.myOrder(c, p)),
    listBackOfficeOrders: guarded('staff', (c) => orders.listBackOfficeOrders(c, p)),
    salesRegisterCsv: guarded('admin', (c) => orders.salesRegisterCsv(c, p)),
    orderSummary: guarded('signed-in', (c) => orders.orderSummary(c)),
    orderStatusCounts: guarded('staff', (c) => orders.orderStatusCounts(c)),
    accountsAtCodCaps: guarded('admin', (c) => orders.accountsAtCodCaps(c)),
    issueInvoice: guarded('signed-in', (c) => orders.issueInvoice(c, p)),
  },
  checkout: {
    lookupPincode: publicRead("a PIN code's district and state, from the shipped public directory"),
    placeOrder: publicRead("places the caller's own order and pays it (guest checkout is allowed); never takes an order id"),
  },
  payments: {
    sandboxInbox: publicRead('test mode only, and only for addresses on the reserved .test domain'),
    payPlacedOrder: publicRead('paying an order placed before (guest orders are paid too; the order is checked inside)'),
    limitPaymentStarts: publicRead('the per-caller and per-order limit of payment starts'),
    paymentMethods: publicRead('the checkout lists the methods'),
    paymentStatus: publicRead("the order's owner or staff; a guest order's payment by its unguessable txnid"),
    refundOrder: guarded('admin', (c) => payments.refundOrder(c, p, p, p)),
    refundableLeft: guarded('admin', (c) => payments.refundableLeft(c, p)),
    refundOrderInFull: guarded('admin', (c) => payments.refundOrderInFull(c, p, p)),
    refundOwnOrder: guarded('signed-in', (c) => payments.refundOwnOrder(c, p, p)),
    refundPayment: guarded('admin', (c) => payments.refundPayment(c, p, p, p)),
    refundStatusFor: guarded('admin', (c) => payments.refundStatusFor(c, p)),
    gatewayReturn: guarded('system', (c) => payments.gatewayReturn(c, p), 'easebuzz-callback'),
    settleEasebuzz: guarded('system', (c) => payments.settleEasebuzz(c, p, p), 'easebuzz-webhook'),
    receiveEasebuzzWebhook: guarded('system', (c) => payments.receiveEasebuzzWebhook(c, p), 'easebuzz-webhook'),
    refundWaitingDuplicates: guarded('system', (c) => payments.refundWaitingDuplicates(c, p, p), 'reconcile-job'),
    duplicatePaymentsForStaff: guarded('staff', (c) => payments.duplicatePaymentsForStaff(c)),
  },
  donations: {
    createDonationOrder: publicRead('anyone may give (rate limited by address)'),
    createDonationSubscription: publicRead('anyone may give monthly'),
    verifyDonationPayment: publicRead("the donor's browser; the gateway's signature is the credential"),
    verifyDonationSubscription: publicRead("the donor's browser; the gateway's signature is the credential"),
    receiptDownload: publicRead('the holder of the signed link, or an admin (404 for anyone else)'),
    certificateDownload: publicRead('the holder of the signed link, or an admin (404 for anyone else)'),
    requestReceiptLink: publicRead(
      'a fresh receipt link: the same answer for everyone; the mail goes only to the address the receipt went to',
    ),
    recurringDonationForLink: publicRead('the holder of the signed cancel link'),
    requestGivingLink: publicRead('the My giving sign-in link: the same answer for every address; mail only to an address with gifts'),
    openGivingLink: publicRead('the mailed single-use token proves the address'),
    givingDonor: publicRead("whose gifts the caller may see: a signed visit's address or the account's confirmed one, else none"),
    myGiving: publicRead("the gifts of a signed visit's address or of the account's confirmed address; null for anyone else"),
    statementDownload: publicRead('the same rule as myGiving (404 for anyone else)'),
    mailYearlyStatements: guarded('system', (c) => donations.mailYearlyStatements(c, p), 'statements-job'),
    cancelRecurringDonation: publicRead('the holder of the signed cancel link (404 for anyone else)'),
    pauseMyRecurringGift: publicRead(
      'the donor of the gift, by the same rule as myGiving (404 for anyone else, recurring-management.test)',
    ),
    resumeMyRecurringGift: publicRead('the donor of the gift, by the same rule as myGiving (404 for anyone else)'),
    cancelMyRecurringGift: publicRead('the donor of the gift, by the same rule as myGiving (404 for anyone else)'),
    previewMyRecurringChange: publicRead('the donor of the gift, by the same rule as myGiving (404 for anyone else)'),
    startMyRecurringChange: publicRead('the donor of the gift, by the same rule as myGiving (404 for anyone else)'),
    confirmMyRecurringChange: publicRead("the donor of the replacing gift, and the gateway's signature of its authorisation"),
    myPaymentPage: publicRead('the donor of the gift, by the same rule as myGiving (404 for anyone else)'),
    recurringForPaymentLink: publicRead('the holder of the signed update-payment link'),
    paymentPageForLink: publicRead('the holder of the signed update-payment link (404 for anyone else)'),
    donorStats: publicRead('the public donor wall'),
    listDonors: publicRead('the public donor wall (names as donors chose to show them)'),
    getCampaign: publicRead("a campaign's public page: texts, goal, live money raised and donors' count"),
    listCampaignStamps: publicRead('the sitemap: campaign ids and last changes'),
    listCampaigns: guarded('admin', (c) => donations.listCampaigns(c)),
    createCampaign: guarded('admin', (c) => donations.createCampaign(c, p)),
    updateCampaign: guarded('admin', (c) => donations.updateCampaign(c, 1, p)),
    getDonation: guarded('admin', (c) => donations.getDonation(c, p)),
    listDonations: guarded('admin', (c) => donations.listDonations(c, p)),
    listDonationsPage: guarded('admin', (c) => donations.listDonationsPage(c, p)),
    recordOfflineDonation: guarded('admin', (c) => donations.recordOfflineDonation(c, p)),
    uploadDonationCertificate: guarded('admin', (c) => donations.uploadDonationCertificate(c, p, p)),
    uploadCertificateBatch: guarded('admin', (c) => donations.uploadCertificateBatch(c, p)),
    pendingCertificateUploads: guarded('admin', (c) => donations.pendingCertificateUploads(c)),
    confirmCertificateUpload: guarded('admin', (c) => donations.confirmCertificateUpload(c, p, p)),
    discardCertificateUpload: guarded('admin', (c) => donations.discardCertificateUpload(c, p)),
    certificateUploadFile: guarded('admin', (c) => donations.certificateUploadFile(c, p)),
    certificateTracker: guarded('admin', (c) => donations.certificateTracker(c, p)),
    certificateDeadlineCard: guarded('admin', (c) => donations.certificateDeadlineCard(c, p)),
    donationsCsv: guarded('admin', (c) => donations.donationsCsv(c, p)),
    form10bdCsv: guarded('admin', (c) => donations.form10bdCsv(c, p)),
    reconcileDonations: guarded('system', (c) => donations.reconcileDonations(c, p), 'reconcile-job'),
    receiveRazorpayWebhook: guarded('system', (c) => donations.receiveRazorpayWebhook(c, p), 'razorpay-webhook'),
    reissue80gReceipts: guarded('admin', (c) => donations.reissue80gReceipts(c)),
    sealStoredPans: guarded('system', (c) => donations.sealStoredPans(c), 'pan-seal'),
  },
  coupons: {
    couponUsageHistory: guarded('staff', (c) => coupons.couponUsageHistory(c, p, p, p)),
    createCoupon: guarded('staff', (c) => coupons.createCoupon(c, p)),
    deleteCoupon: guarded('staff', (c) => coupons.deleteCoupon(c, p)),
    getCoupon: guarded('staff', (c) => coupons.getCoupon(c, p)),
    listCoupons: guarded('staff', (c) => coupons.listCoupons(c, p)),
    updateCoupon: guarded('staff', (c) => coupons.updateCoupon(c, p, p)),
  },
  content: {
    submitContactMessage: publicRead('the contact form (rate limited by address)'),
    listActiveSlides: publicRead('the home carousel'),
    listSlides: guarded('admin', (c) => content.listSlides(c, { activeOnly: false })),
    createSlide: guarded('admin', (c) => content.createSlide(c, p, p)),
    deleteSlide: guarded('admin', (c) => content.deleteSlide(c, p)),
    reorderSlides: guarded('admin', (c) => content.reorderSlides(c, p)),
    updateSlide: guarded('admin', (c) => content.updateSlide(c, p, p)),
  },
  backoffice: {
    dashboardStats: guarded('admin', (c) => backoffice.dashboardStats(c, p)),
    listAuditLog: guarded('admin', (c) => backoffice.listAuditLog(c, p)),
    auditActors: guarded('admin', (c) => backoffice.auditActors(c)),
    listOutbox: guarded('admin', (c) => backoffice.listOutbox(c, p)),
    retryOutboxMail: guarded('admin', (c) => backoffice.retryOutboxMail(c, p)),
  },
  files: {
    readPublicFile: publicRead('pictures shown on public pages; personal documents never'),
    uploadImage: publicRead('registration uploads a photo before an account exists (rate limited)'),
    storeUploadedPhoto: guarded('signed-in', (c) => files.storeUploadedPhoto(c, p)),
  },
  orderStatus: {
    refundOrderFromBackOffice: guarded('admin', (c) => orderStatus.refundOrderFromBackOffice(c, p, p, p)),
    cancelOrder: guarded('signed-in', (c) => orderStatus.cancelOrder(c, p, p)),
    deleteOrderByOffice: guarded('staff', (c) => orderStatus.deleteOrderByOffice(c, p)),
    updateOrderStatus: guarded('staff', (c) => orderStatus.updateOrderStatus(c, p, p, p)),
  },
  operations: {
    runReconciliation: guarded('system', (c) => operations.runReconciliation(c, p, p), 'reconcile-job'),
    reconcileOrders: guarded('system', (c) => operations.reconcileOrders(c, p), 'reconcile-job'),
    deliverQueuedMail: guarded('system', (c) => operations.deliverQueuedMail(c), 'mail-sweep'),
    checkAlerts: guarded('system', (c) => operations.checkAlerts(c, p), 'mail-sweep'),
    openIncidentsForStaff: guarded('admin', (c) => operations.openIncidentsForStaff(c, p)),
    runPurge: guarded('system', (c) => operations.runPurge(c, p), 'purge-job'),
    checkHealth: publicRead('database health for a load balancer; the payment modes only for staff'),
  },
  mail: {
    deliverDueMail: guarded('system', (c) => mail.deliverDueMail(c, p), 'mail-sweep'),
  },
  recovery: {
    requestPasswordReset: publicRead('a forgotten password: the same answer for every address; the mail goes to the account only'),
    registerAccount: publicRead('self-registration (role user) with its confirmation mail; only an admin caller may create a manager'),
    registerAccountWithToken: publicRead('the same through the /api client'),
    confirmEmailAddress: publicRead('the mailed single-use token proves the address'),
    resendEmailConfirmation: guarded('signed-in', (c) => recovery.resendEmailConfirmation(c, p)),
    requestEmailChange: guarded('signed-in', (c) => recovery.requestEmailChange(c, p, p)),
  },
};

/** Exports that are not data functions (no caller to check), each with the reason. */
const EXEMPT: Record<string, Record<string, string>> = {
  accounts: {
    guestCaller: 'builds a caller',
    callerForToken: 'authentication: works out who the caller is',
    staffTwoFactorRequired: 'reads STAFF_TWO_FACTOR (the setting, no data)',
    bearerToken: 'parses an Authorization header',
    requireAdmin: 'a role check itself',
    requireRole: 'a role check itself',
    requireSignedIn: 'a role check itself',
    requireStaff: 'a role check itself',
    requireSystem: 'a role check itself',
    toWireUser: 'pure: row to wire shape',
  },
  catalog: {
    productImagePath: 'pure: picture path of a product row',
  },
  cart: {
    cartLines: "a step of the orders feature's caller-checked quote and placement (takes its transaction)",
    emptyCartOf: 'a step of a caller-checked order placement or settlement (takes its transaction)',
    totalsWire: 'pure: totals to wire shape',
    claimPendingAdd: "does nothing for a caller who is not signed in (answers null); the add itself is addToCart's, checked above",
    pendingAddValue: 'pure: signs the product id and quantity kept across the login wall',
    PENDING_ADD_COOKIE: "constant: the kept item's cookie name",
    PENDING_ADD_SECONDS: "constant: the kept item's lifetime",
  },
  orders: {
    checkStockLines: 'pure: parses the check-stock query',
    mayReachOrder: "pure: whether a caller (owner, staff, or a guest holding the order's secret) may reach an order row",
    orderAccessTicket: "pure: signs a short-lived ticket to a guest order's result page",
    orderWire: 'pure: order to wire shape',
    itemNamesIn:
      'a step after a caller-checked read (myOrder, or trackOrder under its rate limit): the item names of that order in the page language, catalogue text only',
    invoiceWire: 'pure: invoice to wire shape',
    issueInvoiceIn: 'a step of a caller-checked settlement or status change (takes its transaction)',
    issueCreditNoteIn: 'a step of a caller-checked cancellation, status change or refund (takes its transaction)',
    documentsOf: "a step of a caller-checked order read (the orders' numbers and credit notes)",
    isInvoiced: "a step of the back-office's caller-checked delete (deleteOrderByOffice)",
    insufficientStock: 'pure: builds the stock error',
    enqueueOrderConfirmation: 'a step of a caller-checked settlement (takes its transaction)',
    enqueueStatusMail: 'a step of a caller-checked status change (takes its transaction)',
    enqueueRefundMail: 'a step of a caller-checked refund the gateway accepted (takes its transaction)',
    takeStock: 'a step of a caller-checked placement or settlement (takes its transaction)',
    releaseStock: 'a step of a caller-checked cancellation or expiry (takes its transaction)',
    releaseCouponUse: 'a step of a caller-checked cancellation, expiry or failed payment (takes its transaction)',
    retakeCouponUse: 'a step of a caller-checked settlement that revives an order (takes its transaction)',
    rolledUpAllOrders: "a step of the admin dashboard's caller-checked read (takes its database)",
    rolledUpRevenue: "a step of the admin dashboard's caller-checked read (takes its database)",
    rolledUpRevenueDays: "a step of the admin dashboard's caller-checked read (takes its database)",
  },
  checkout: {
    PaymentNotStarted: 'an error class',
    placedOrderWire: 'pure: a placement to the wire shape of POST /api/orders',
  },
  payments: {
    openPayment: "a step of placeOrder or payPlacedOrder, which checked the caller (takes the order's row)",
    pickReturnUrls: 'pure: the trusted return addresses of a request body',
    settlementText: "pure: a gateway's result in the contract's English",
    gatewayMode: 'configuration: live, sandbox or unconfigured',
    isSandboxEnabled: 'configuration',
    paymentModeReport: 'configuration: the start-up log lines on each gateway mode',
    paymentWire: 'pure: payment to wire shape',
    refundWire: 'pure: refund to wire shape',
    giveUpOrder: 'a step of a caller-checked initiation or the reconciliation job (takes its transaction)',
    refundDuplicatePayment: 'a step of a system settlement that recorded the duplicate (donations), after its transaction',
  },
  donations: {
    checkoutOptions: 'pure: the Razorpay checkout options for a donor',
    offers80gToday: 'reads the configured 80G registrations against the clock (no data)',
    countedDonations: 'SQL fragment: paid donations outside the sandbox (the one rule for figures and exports)',
    donationPaidAt: 'SQL fragment: when a donation was paid',
    connectSandboxWebhooks: 'points the test-mode gateway at our webhook receiver; reads and returns nothing',
    renderDonationReceipt: 'pure: renders receipt data to PDF bytes',
    FORM_10BD_HEADER: 'constant',
    GIVING_VISIT_COOKIE: "constant: the visit cookie's name",
    decodeCertificate: 'pure: decodes a certificate data URL and checks its content (type by magic bytes, 5 MB)',
  },
  files: {
    storeFile: "a step of another feature's caller-checked write (takes its transaction)",
    checkedUpload: "pure: checks a form file's content (magic bytes, 5 MB)",
    sniffMime: 'pure: file type from its first bytes',
    filePath: 'pure: the path of a stored file',
    CERTIFICATE_MIMES: 'constant',
    MAX_UPLOAD_BYTES: 'constant',
    UPLOAD_FORM_LIMIT: 'constant',
  },
  mail: {
    enqueueMail: "a step of another feature's caller-checked write (takes its transaction)",
    kickMailDelivery: 'starts sending mail already queued by a checked write; reads and returns nothing',
    backoffSeconds: 'pure: retry delay',
    LEASE_SECONDS: 'constant',
  },
  operations: {
    requireCronSecret: 'the check itself: refuses a request without the cron secret (401)',
    renderMetrics: 'the Prometheus scrape: checks the cron secret itself (401) before it reads anything',
  },
  orderStatus: {},
  recovery: {},
  content: {},
  coupons: {},
  backoffice: {},
};

const MODULES: Record<string, Record<string, unknown>> = {
  accounts,
  backoffice,
  cart,
  catalog,
  checkout,
  content,
  coupons,
  donations,
  files,
  operations,
  orderStatus,
  mail,
  orders,
  payments,
  recovery,
};

async function outcome(run: () => unknown): Promise<number | string> {
  try {
    await run();
    return 'allowed';
  } catch (error) {
    return error instanceof DomainError ? wireError(error, '[test]').status : `${(error as Error).message}`;
  }
}

const guardedRows = Object.entries(ROWS).flatMap(([feature, rows]) =>
  Object.entries(rows)
    .filter((entry): entry is [string, Guarded] => entry[1].access !== 'public')
    .map(([name, row]) => ({ feature, name, row })),
);

describe('the data layer', () => {
  it('has a row (or an exemption with its reason) for every export of every feature module', () => {
    for (const [feature, exports] of Object.entries(MODULES)) {
      const listed = new Set([...Object.keys(ROWS[feature] ?? {}), ...Object.keys(EXEMPT[feature] ?? {})]);
      const unlisted = Object.keys(exports).filter((name) => !listed.has(name));
      expect(unlisted, `exports of lib/server/${feature} without a row`).toEqual([]);
      const stale = [...listed].filter((name) => !(name in exports));
      expect(stale, `rows for names lib/server/${feature} no longer exports`).toEqual([]);
      for (const [name, reason] of Object.entries(EXEMPT[feature] ?? {})) expect(reason.length, `${feature}.${name}`).toBeGreaterThan(5);
    }
  });

  it('lists each export once, as a data function or as an exemption', () => {
    for (const feature of Object.keys(MODULES)) {
      const both = Object.keys(ROWS[feature] ?? {}).filter((name) => name in (EXEMPT[feature] ?? {}));
      expect(both, feature).toEqual([]);
    }
  });

  it.each(guardedRows.map(({ feature, name, row }) => [`${feature}.${name}`, row] as const))(
    '%s refuses the callers its access level excludes, before reading its input',
    async (_name, row) => {
      for (const [who, status] of Object.entries(REFUSED[row.access])) {
        expect(await outcome(() => row.call(CALLERS[who as CallerName])), `${who}`).toBe(status);
      }
    },
  );

  it('lets the allowed caller past the check (the poisoned input is then read)', async () => {
    const allowed: Record<Exclude<Access, 'system'>, Caller> = { 'signed-in': CALLERS.user, staff: CALLERS.manager, admin: CALLERS.admin };
    for (const { feature, name, row } of guardedRows) {
      const caller = row.access === 'system' ? systemCaller(row.source ?? 'reconcile-job') : allowed[row.access];
      const result = await outcome(() => row.call(caller));
      expect([401, 403], `${feature}.${name} refused the caller it should allow`).not.toContain(result);
    }
  });
});
