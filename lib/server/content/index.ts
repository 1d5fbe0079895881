// Site content: home-page slides (public and admin) and contact-form messages.
export { submitContactMessage } from './contact-messages';
export { createSlide, deleteSlide, listSlides, reorderSlides, updateSlide } from './slide-admin';
export { listActiveSlides, type PublicSlide } from './slides';
