// Site content: home-page slides (public and admin) and contact-form messages.
export * from './contact-messages';
export * from './slide-admin';
export * from './slides';
