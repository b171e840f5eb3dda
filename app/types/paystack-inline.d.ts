/** The part of Paystack's browser library the checkout uses (the package ships no types). */
declare module "@paystack/inline-js" {
  export interface ResumeCallbacks {
    onSuccess?(transaction: { id?: number | string; reference: string; message?: string }): void;
    onCancel?(): void;
    onError?(error: { message?: string }): void;
    onLoad?(response: unknown): void;
  }
  export default class PaystackPop {
    resumeTransaction(accessCode: string, callbacks?: ResumeCallbacks): unknown;
  }
}
