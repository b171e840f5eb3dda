/** The contact form: an inquiry mailed to the practice. */
export { submitInquiry } from "./submit-inquiry";
