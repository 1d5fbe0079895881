/** Text made safe inside HTML, attribute values included: for the few pages built as strings, not by React. */
export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
