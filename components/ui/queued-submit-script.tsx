/** The attribute of a form whose submits made before the page hydrates wait for it (useReplayQueuedSubmit). */
const QUEUE_UNTIL_HYDRATED = 'data-queue-until-hydrated';

/** The attribute of a button whose click made before the page hydrates is played again once it has (useReplayQueuedClick). */
export const REPLAY_CLICK_AFTER_HYDRATION = 'data-replay-click';

/** How long a queued submit waits for the page's scripts before it is posted as plain HTML after all. */
const GIVE_UP_MS = 10_000;

// Runs while the HTML is parsed, long before React hydrates. A form with a server action posts as plain HTML
// until then (so it works without JavaScript), and a click in that window reloaded the whole page: the add
// happened, but the drawer opened only after the new page hydrated, seconds later and scrolled to the top.
// With JavaScript on, this listener takes such a submit instead (one per form: a second click before
// hydration adds nothing), marks the form busy, and useReplayQueuedSubmit() submits it again once React owns
// the form, so it runs as the server action it is. If the scripts never come, it posts as plain HTML after all.
// A button marked data-replay-click (a policy dialog's) does nothing until React owns it: its click is kept
// and useReplayQueuedClick() answers it once hydrated, instead of the click being lost.
const SCRIPT = `(function(){var d=document;if(d.__queuedSubmits)return;var q=d.__queuedSubmits={forms:new Map(),ready:new WeakSet(),clicks:new Set()};
d.addEventListener('click',function(e){var b=e.target instanceof Element?e.target.closest('[${REPLAY_CLICK_AFTER_HYDRATION}]'):null;if(b&&!q.ready.has(b))q.clicks.add(b)},true);
d.addEventListener('submit',function(e){var f=e.target;if(!(f instanceof HTMLFormElement)||!f.hasAttribute('${QUEUE_UNTIL_HYDRATED}')||q.ready.has(f))return;
e.preventDefault();if(q.forms.has(f))return;var s=e.submitter||null;q.forms.set(f,s);f.setAttribute('aria-busy','true');
setTimeout(function(){if(q.forms.get(f)!==s||q.ready.has(f))return;q.forms.delete(f);q.ready.add(f);f.requestSubmit(s)},${GIVE_UP_MS})},true)})();`;

/** Put once in a layout, before the forms marked `data-queue-until-hydrated`. */
export function QueuedSubmitScript() {
  return <script dangerouslySetInnerHTML={{ __html: SCRIPT }} />;
}
