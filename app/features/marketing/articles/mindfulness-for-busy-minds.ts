export const body = `Mindfulness has become a popular word, and with popularity come some misunderstandings. It is not about emptying your mind, sitting cross-legged for hours, or becoming permanently calm. At its simplest, mindfulness means paying attention to what is happening right now, on purpose, with curiosity and without harsh judgement.

That may sound easy. Anyone who has tried it knows it is not. The mind wanders constantly: to the unanswered message, the argument with a colleague, what to cook tonight. This is not a sign that you are bad at mindfulness. Noticing that your mind has wandered, and gently bringing it back, is the practice itself.

## Why it helps

Much of our distress comes not only from what is happening, but from our reactions to it: replaying the past, rehearsing the future, criticising ourselves for how we feel. Mindfulness creates a little space between an experience and our reaction. In that space, we have more choice.

Research over several decades suggests that regular mindfulness practice can help people manage stress, reduce the risk of depression returning for those who have experienced it before, and improve attention and sleep. It is one of the approaches we draw on in our work, alongside others. It is not a cure-all, and it does not suit everyone in every moment, but for many people it becomes a steady and useful companion.

## Five minutes at a time

You do not need a special room or a lot of time. Five minutes a day, practised regularly, is a good beginning.

- Sit comfortably, with your back supported and your feet on the floor.
- Let your eyes close, or rest your gaze softly on a point in front of you.
- Notice the breath moving in and out. You do not need to change it. Just feel where it is most noticeable: the nostrils, the chest, the belly.
- When your mind wanders, and it will, notice where it went ("planning", "worrying", "remembering"), and gently bring your attention back to the breath.
- After five minutes, take a moment to notice how you feel before moving on.

That is all. The kindness with which you return to the breath matters more than how long you stay there.

## Mindfulness in ordinary moments

Mindfulness does not only happen on a cushion. You can bring it into everyday life:

- Eating: for the first few mouthfuls of a meal, really taste your food. Notice the texture of the kenkey, the heat of the pepper, the sweetness of a ripe mango.
- Walking: feel your feet meet the ground, the air on your skin, the sounds of the street.
- Washing: feel the water, the soap, the temperature, rather than rushing through.
- Listening: when someone speaks to you, give them your full attention, without planning your reply.
- Waiting: in traffic or a queue, instead of reaching for your phone, take three slow breaths and notice what is around you.

## Being kind to what you find

Sometimes, when we slow down and pay attention, we notice difficult feelings: sadness, anger, loneliness, fear. Mindfulness is not about pushing these away or pretending they are not there. It is about meeting them with the same gentleness you might offer a friend. You might place a hand on your heart and say quietly, "This is hard right now, and it's all right to feel this way."

## When to go gently

For some people, particularly those who have experienced trauma, sitting still and turning attention inwards can bring up overwhelming feelings or memories. If that happens, it is not a failure. Keep your eyes open, focus on sounds or on your feet rather than the breath, practise for shorter times, or try mindful movement such as walking or gentle stretching instead. You are always free to stop. A therapist can help you find a way of practising that feels safe for you.

## Making it a habit

Choose a regular time, perhaps after your morning prayers, before you check your phone, or when you arrive home. Start small and be patient. Some days you will feel settled; other days your mind will be busy the whole time. Both are part of the practice.

Over weeks and months, many people notice that they react a little less quickly, recover from stress a little faster, and feel a little more at home in themselves. Those small changes, gathered over time, can make a real difference to how life feels.`;
