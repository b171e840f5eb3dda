/** Timers and thresholds of the specifications (spec 000 §9, spec 001 §9): one place each. */
export const TESTIMONIAL_ROTATION_MS = 4000;
export const BOTTOM_BAR_SCROLL_THRESHOLD_PX = 300;
export const PAYMENT_SUCCESS_REDIRECT_SECONDS = 7;
export const COPY_CONFIRMATION_MS = 2000;
export const SOCIAL_STRIP_VISIBILITY_THRESHOLD = 0.2;
export const POST_SIGNUP_REDIRECT_MS = 1000;
export const INACTIVITY_TIMEOUT_MS = 60 * 60 * 1000;
export const INACTIVITY_WARNING_MS = 55 * 60 * 1000;
