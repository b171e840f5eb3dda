export const body = `Perhaps you have noticed reactions in yourself that seem bigger than the moment that set them off. A raised voice in the office and your whole body freezes. A car horn and your heart pounds for an hour. A partner's silence and you feel a panic you cannot explain. You may have told yourself you are "too sensitive" or that you "should be over it by now".

These reactions are often trauma responses. Understanding them will not make them disappear overnight, but it can replace shame with compassion, and that is where change begins.

## What a trauma response is

When we face something overwhelming, something that threatens our safety or the safety of people we love, the nervous system takes over. It does not wait for us to think. It chooses, in a fraction of a second, the response most likely to keep us alive.

- Fight: the body prepares to push back. You may feel anger, heat, clenched fists or a sharp tongue.
- Flight: the body prepares to get away. You may feel restless, anxious, driven to escape or to keep busy.
- Freeze: the body holds still, as an animal does when it cannot fight or flee. You may feel numb, heavy, blank, or far away from yourself.
- Fawn: some people also describe a response of pleasing or appeasing, keeping the peace at any cost to stay safe.

None of these is a choice, and none is a weakness. Each one is the body doing its best to protect you with the options it had at the time.

## Why the responses stay

Ideally, once the danger has passed, the body returns to rest. But when an experience was too much, too sudden, or went on for too long, especially when we were young or had no one to help us feel safe afterwards, the nervous system can stay on alert. It learns that the world is dangerous and keeps preparing for that danger.

Then, years later, something in the present, a smell, a tone of voice, a time of year, a particular kind of look, resembles the past closely enough that the body reacts as if the danger were happening again. This is what we mean by a trigger. The body is not confused on purpose; it is trying to protect you from something it remembers.

## Trauma is not only the big events

People sometimes think trauma means only war, accidents or violence. Those can certainly be traumatic. But trauma can also grow from experiences that are quieter and longer lasting: growing up with harsh criticism, being repeatedly shamed, losing a parent early, living with someone's unpredictable drinking, or feeling unseen for many years. What matters is not how the event looks from the outside, but how overwhelming it was for you and whether you had support.

## Noticing your own patterns

A first step is simply noticing, with curiosity rather than judgement:

- Which situations tend to set off strong reactions in me?
- What happens in my body when they do? Where do I feel it?
- Do I tend towards fighting, fleeing, freezing or pleasing?
- What helps me come back to myself afterwards?

Writing down what you notice can help you see patterns over time. You might find that your reactions make a great deal of sense once you see what they are protecting you from.

## Healing at a pace you can bear

Trauma lives in the body as well as in memory, so healing often involves the body too. In our work we draw on approaches such as sensorimotor psychotherapy, which pays close attention to sensations, movement and posture, as well as talking. The aim is never to force you to relive painful experiences. It is to help your nervous system learn, gradually, that the danger is over and that you are safe now.

This happens slowly, within what is sometimes called your window of tolerance: the range in which you can feel what you feel without being overwhelmed or shutting down. A good therapist will help you stay within that window and widen it over time. You are always in charge of the pace.

## Be gentle with yourself

If you recognise yourself in these words, please know that your reactions are understandable. They once helped you survive. With patience and the right support, you can learn to respond to the present as it is, rather than as the past once was.

If you ever feel overwhelmed, unsafe, or have thoughts of harming yourself, please do not wait: reach out for help straight away using the numbers below.`;
