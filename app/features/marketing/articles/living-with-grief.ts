export const body = `Grief is the price we pay for love. When someone we care about dies, or when we lose something that gave our life shape, a marriage, a home, our health, a future we had imagined, grief is the natural response. It is not a problem to be solved or an illness to be cured. It is a sign of how much something mattered.

Yet grief can be bewildering. It can arrive in waves, disappear for a while, and return without warning. It can show up as tears, but also as anger, numbness, exhaustion, guilt, forgetfulness or even relief. If you are grieving, you may wonder whether you are doing it "right". There is no right way.

## Grief does not follow a timetable

You may have heard of "stages" of grief: denial, anger, bargaining, depression, acceptance. These ideas have helped many people name their feelings, but grief rarely moves neatly from one stage to the next. Most people find themselves going back and forth, sometimes within a single day. One morning you feel almost like yourself; that afternoon a song on the radio brings you to your knees.

There is also no deadline. Some people feel the sharpest pain ease after months; for others it takes years. Many people find that grief does not so much end as change: the loss becomes woven into their life, and they grow around it.

## Grief and the funeral

In Ghana, the weeks and months after a death are often filled with activity: family meetings, one-week observances, planning the funeral, receiving visitors, settling debts and decisions. These rituals can be a great comfort. They gather the community, honour the person who has died, and give the bereaved a place in a shared story.

They can also be exhausting, and sometimes the busyness postpones grief rather than making room for it. Many people find that the hardest time comes after the funeral, when the visitors have gone home, the black and red cloth is folded away, and everyone else seems to have moved on. If that is where you are, please know that this is common, and that your grief still deserves attention.

## What grief can feel like

- Physical: tiredness, aches, changes in appetite and sleep, a heavy feeling in the chest.
- Emotional: sadness, yearning, anger, fear, guilt about things said or unsaid, and sometimes relief, especially after a long illness.
- Mental: difficulty concentrating, forgetfulness, going over the last days again and again.
- Spiritual: questions about faith, meaning and fairness, or a deeper turning towards faith for comfort.

All of these are normal responses to loss.

## Things that may help

- Let the feelings come. You do not need to be strong all the time. Crying is not weakness; it is one of the ways the body releases grief.
- Talk about the person. Share stories and memories with people who knew them. Say their name.
- Keep some routine. Regular meals, sleep and a little movement help carry you through the hardest days.
- Accept practical help. When people offer to cook, run errands or sit with you, let them.
- Find your own ways to remember. Visit a place they loved, cook their favourite dish, write them a letter, keep a photograph where you can see it.
- Be patient with special days. Birthdays, anniversaries, Christmas and Easter can bring grief back sharply. Plan a little for them, and allow yourself to feel what you feel.

## Supporting someone who is grieving

If someone you love is grieving, you do not need perfect words. Simply being there matters. Listen more than you speak. Avoid rushing them ("You need to move on") or explaining their loss away. Keep checking in after the funeral, when support usually falls away. A short message months later saying "I'm thinking of you and of your father today" can mean a great deal.

## When grief needs more support

Sometimes grief becomes stuck. You might find, many months on, that you cannot carry out daily tasks, that you feel the loss as intensely as on the first day, that you avoid everything connected with the person, or that you have lost any sense of purpose. Grief that follows a sudden, violent or traumatic death, or the loss of a child, can be especially heavy. In these situations, talking to a therapist can help you carry the weight and find a way forward, without forgetting the person you have lost.

If grief ever brings thoughts that you would rather not be alive, or that you want to join the person who has died, please reach out for help immediately using the numbers below. You do not have to carry this alone.`;
