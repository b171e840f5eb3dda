/** Online sessions' join pages: who may open one and when, the waiting room, the video behind it. */
export { ENTER_TEXT, enterRoom } from "./enter-room";
export { type JoinVisitor, joinCookieName, joinCookieValue } from "./join-access";
export { issueJoinPass, joinUrl } from "./join-passes";
export { getMyVideoRoom, setMyVideoRoom, VIDEO_ROOM_TEXT } from "./my-video-room";
export { type JoinPage, openJoinPage } from "./open-join-page";
export { listWaitingClients, type WaitingClient } from "./waiting-clients";
