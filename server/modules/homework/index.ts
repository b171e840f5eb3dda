/** Homework: assigning, submitting and reviewing it. */
export { assignHomework } from "./assign-homework";
export { HOMEWORK_PAGE_SIZE, homeworkShown, listMyHomework, type MyHomework } from "./list-my-homework";
export { reviewHomework } from "./review-homework";
export { submitHomework } from "./submit-homework";
