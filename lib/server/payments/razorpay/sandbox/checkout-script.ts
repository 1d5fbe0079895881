import 'server-only';

/**
 * A stand-in for https://checkout.razorpay.com/v1/checkout.js: the same `new Razorpay(options).open()`,
 * `on('payment.failed')`, handler and modal.ondismiss contract, with Pay / Fail / Close buttons. The
 * signature is made by the sandbox server with the sandbox key secret (it never reaches the browser).
 * It is served as a plain script, outside our bundles, so it cannot use lib/domain/money: `fmt` below is
 * the same en-IN ₹ format (₹2,500.00), written out as Razorpay's own page would show the amount.
 */
export const SANDBOX_CHECKOUT_SCRIPT = String.raw`(function () {
  var script = document.currentScript;
  var base = script && script.src ? script.src.replace(/\/checkout\.js(\?.*)?$/, '') : '/sandbox/razorpay';
  function fmt(paise) {
    try { return new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' }).format(paise / 100); } catch (e) { return 'INR ' + (paise / 100); }
  }
  function el(tag, attrs, text) {
    var n = document.createElement(tag);
    for (var k in attrs) n.setAttribute(k, attrs[k]);
    if (text) n.textContent = text;
    return n;
  }
  function Razorpay(options) {
    if (!(this instanceof Razorpay)) return new Razorpay(options);
    if (!options || !options.key) throw new Error('Razorpay: key is required');
    this.options = options;
    this.listeners = {};
  }
  Razorpay.prototype.on = function (name, cb) { (this.listeners[name] = this.listeners[name] || []).push(cb); };
  Razorpay.prototype.emit = function (name, arg) { (this.listeners[name] || []).forEach(function (cb) { cb(arg); }); };
  Razorpay.prototype.close = function () { if (this.root) { this.root.remove(); this.root = null; } };
  Razorpay.prototype.open = function () {
    var self = this, o = this.options;
    var root = el('div', { 'data-razorpay-sandbox': '', style: 'position:fixed;inset:0;z-index:2147483000;background:rgba(15,23,42,.55);display:flex;align-items:center;justify-content:center;font-family:system-ui,sans-serif' });
    var box = el('div', { role: 'dialog', 'aria-modal': 'true', 'aria-labelledby': 'rzp-sandbox-title', style: 'background:#fff;border-radius:12px;padding:24px;width:min(92vw,380px);box-shadow:0 20px 50px rgba(0,0,0,.3);color:#111' });
    box.appendChild(el('h2', { id: 'rzp-sandbox-title', style: 'margin:0 0 4px;font-size:18px' }, 'Razorpay sandbox checkout'));
    box.appendChild(el('p', { style: 'margin:0 0 12px;font-size:12px;color:#92400e;background:#fef3c7;padding:4px 8px;border-radius:6px' }, 'Test mode: no money is taken'));
    box.appendChild(el('p', { style: 'margin:0 0 4px' }, (o.name || '') + (o.description ? ' - ' + o.description : '')));
    var amountText = o.amount ? fmt(Number(o.amount)) : (o.subscription_id ? 'Subscription ' + o.subscription_id : '');
    box.appendChild(el('p', { 'data-testid': 'rzp-sandbox-amount', style: 'margin:0 0 16px;font-size:22px;font-weight:700' }, amountText));
    var status = el('p', { role: 'status', style: 'min-height:20px;margin:0 0 12px;color:#b91c1c;font-size:14px' });
    box.appendChild(status);
    var row = el('div', { style: 'display:flex;gap:8px' });
    var pay = el('button', { type: 'button', style: 'flex:1;padding:10px;border:0;border-radius:8px;background:#2563eb;color:#fff;font-weight:600;cursor:pointer' }, 'Pay');
    var fail = el('button', { type: 'button', style: 'flex:1;padding:10px;border:1px solid #dc2626;border-radius:8px;background:#fff;color:#dc2626;font-weight:600;cursor:pointer' }, 'Fail');
    var close = el('button', { type: 'button', style: 'flex:1;padding:10px;border:1px solid #9ca3af;border-radius:8px;background:#fff;color:#111;cursor:pointer' }, 'Close');
    row.appendChild(pay); row.appendChild(fail); row.appendChild(close);
    box.appendChild(row);
    root.appendChild(box);
    document.body.appendChild(root);
    this.root = root;
    pay.focus();
    function submit(outcome) {
      pay.disabled = fail.disabled = true;
      status.textContent = 'Processing...';
      return fetch(base + '/checkout/pay', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ key: o.key, order_id: o.order_id, subscription_id: o.subscription_id, outcome: outcome })
      }).then(function (r) { return r.json(); }).then(function (data) {
        pay.disabled = fail.disabled = false;
        if (data.error) {
          status.textContent = data.error.description || 'Payment failed';
          self.emit('payment.failed', { error: data.error });
          return;
        }
        self.close();
        if (typeof o.handler === 'function') o.handler(data);
      }).catch(function () {
        pay.disabled = fail.disabled = false;
        status.textContent = 'Network error';
      });
    }
    pay.addEventListener('click', function () { submit('pay'); });
    fail.addEventListener('click', function () { submit('fail'); });
    close.addEventListener('click', function () {
      self.close();
      if (o.modal && typeof o.modal.ondismiss === 'function') o.modal.ondismiss();
    });
  };
  window.Razorpay = Razorpay;
})();
`;
