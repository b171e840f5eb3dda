/** Online sessions' join pages: who may open one and when, the waiting room, the video behind it. */
export { issueJoinPass, joinUrl } from "./join-passes";
