import type { HomeworkStatus } from "@domain/enums";
import { homeworkAssignments } from "@server/db/schema";
import { addDays, insertMissing, isoDate, type SeedContext, seedId } from "./context";
import type { People, PersonKey } from "./people";

interface DemoHomework {
  key: string;
  client: PersonKey;
  therapist: PersonKey;
  title: string;
  description: string;
  status: HomeworkStatus;
  /** Days from today: when it was set, and when it is due. */
  setDay: number;
  dueDay: number;
  response?: string;
}

/** Every homework status appears, for each side of the portal to show. */
const HOMEWORK: DemoHomework[] = [
  {
    key: "ama-breathing",
    client: "ama",
    therapist: "director",
    title: "Box breathing log",
    description: "Practise box breathing twice a day and note how you feel before and after.",
    status: "reviewed",
    setDay: -21,
    dueDay: -14,
    response: "Mornings were easier than evenings. I felt calmer after most sessions.",
  },
  {
    key: "ama-thought-record",
    client: "ama",
    therapist: "director",
    title: "Thought record: one anxious moment",
    description:
      "Write down one anxious moment this week: the situation, the thought, the feeling, and a kinder alternative thought.",
    status: "completed",
    setDay: -10,
    dueDay: -1,
    response:
      "Before a team meeting I thought 'they will see I am not good enough'. Alternative: 'I have prepared and I can ask for time'.",
  },
  {
    key: "ama-values",
    client: "ama",
    therapist: "director",
    title: "Values reflection",
    description: "List five things that matter most to you and one small action for each.",
    status: "in_progress",
    setDay: -5,
    dueDay: 3,
  },
  {
    key: "ama-body-scan",
    client: "ama",
    therapist: "director",
    title: "Body scan, three evenings",
    description: "Follow the 10-minute body scan recording on three evenings before bed.",
    status: "assigned",
    setDay: -1,
    dueDay: 6,
  },
  {
    key: "kwame-appreciation",
    client: "kwame",
    therapist: "therapist",
    title: "Daily appreciation notes",
    description: "Each of you writes one specific appreciation for the other every day.",
    status: "assigned",
    setDay: -2,
    dueDay: 5,
  },
  {
    key: "kwame-conflict-map",
    client: "kwame",
    therapist: "therapist",
    title: "Conflict map",
    description: "Together, map the last disagreement: trigger, reactions, and what each of you needed.",
    status: "completed",
    setDay: -12,
    dueDay: -6,
    response: "Trigger was planning the weekend. I needed to be asked, she needed a decision. We both felt unheard.",
  },
  {
    key: "sarah-sleep",
    client: "sarah",
    therapist: "director",
    title: "Sleep and mood diary",
    description: "Track bedtime, wake time and mood (1-10) for one week.",
    status: "in_progress",
    setDay: -4,
    dueDay: 3,
    response: "Day 1-3 done so far.",
  },
  {
    key: "sarah-letter",
    client: "sarah",
    therapist: "director",
    title: "Letter to your younger self",
    description: "Write a short letter to yourself at the moment you left home.",
    status: "reviewed",
    setDay: -20,
    dueDay: -13,
    response: "You were braver than you knew. It is allowed to miss home and still build a life here.",
  },
];

export async function seedHomework(ctx: SeedContext, people: People): Promise<void> {
  const { now } = ctx;
  await insertMissing(
    ctx,
    homeworkAssignments,
    HOMEWORK.map((h) => {
      const submitted = h.status === "completed" || h.status === "reviewed";
      return {
        id: seedId("homework", h.key),
        clientId: people[h.client],
        therapistId: people[h.therapist],
        title: h.title,
        description: h.description,
        dueDate: isoDate(addDays(now, h.dueDay)),
        status: h.status,
        clientResponse: h.response ?? null,
        submittedAt: submitted ? addDays(now, h.dueDay - 1) : null,
        reviewedAt: h.status === "reviewed" ? addDays(now, h.dueDay + 1) : null,
        createdAt: addDays(now, h.setDay),
        updatedAt: addDays(now, Math.min(h.dueDay + 1, 0)),
      };
    }),
  );
}
