/** Messages between a client and her therapist or the practice. */
export { type ConversationMessage, listMyMessages, MESSAGES_PAGE_SIZE, messagesShown } from "./list-my-messages";
export { markMessagesRead } from "./mark-messages-read";
export { sendMessage } from "./send-message";
