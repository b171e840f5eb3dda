export const body = `Deciding to see a therapist is a brave and caring step. Yet for many people in Ghana, and in Ghanaian families abroad, one of the hardest parts is not the first session. It is wondering what to tell the family, or whether to tell them at all.

You may worry that your parents will think you are "mad", that an aunty will say you should simply pray harder, or that people will gossip. You may fear being seen as ungrateful, weak or disloyal. These worries are understandable. Mental health is still misunderstood in many communities, and therapy is sometimes confused with psychiatric hospitals or with sharing family business with strangers.

Here are some thoughts that may help you decide what to say, and how.

## You do not need permission

Therapy is your choice. As an adult, you do not need anyone's approval to look after your mental health, just as you would not need permission to see a doctor about a painful knee. Therapy is also confidential: what you share stays between you and your therapist, within the limits explained in our confidentiality statement. You can decide to tell no one, a few people, or everyone. Any of these is a valid choice.

## Decide what you want to share

Before you speak to anyone, it can help to think about what you actually want them to know. You might share only that you are "seeing someone to help with stress". You might share more. You do not owe anyone the details of what you talk about in sessions.

It can also help to ask yourself what you are hoping for. Support? Understanding? Simply not having to hide your appointments? Knowing this will help you choose who to tell and what to say.

## Choose the right person and moment

In most families there is someone more open than the others: a sibling, a cousin, a particular aunty or uncle. You might start with them. Choose a calm moment, not the middle of a family argument or a busy celebration. A quiet walk or a car journey can make conversations easier than sitting face to face.

## Frame it in shared values

Families often respond better when therapy is explained in terms of values they already hold.

- Caring for the family: "I want to be well so that I can be there for all of you."
- Responsibility: "I'm taking my health seriously, the way we take care of our bodies."
- Wisdom: "Our elders always said to seek counsel. This is a trained counsellor who helps me think clearly."
- Faith: "I still pray. This is another way of looking after the mind God gave me." Many people of faith find that therapy and spiritual life support each other.

## Expect some questions

Your family may be curious, worried or confused. They may ask, "What is wrong with you?" or "Why can't you talk to us instead?" Try to hear these questions as concern, even if they come out sharply. You might say:

- "Nothing is wrong with me. I'm going through a stressful time and this helps me manage it."
- "I do talk to you, and I value that. This is different: it is a trained person who is outside the situation."
- "It's confidential, and it's normal. Many people do it, including people you would never guess."

You do not need to win the argument in one conversation. Often, curiosity and worry soften over time, especially as people see you becoming calmer or more yourself.

## If the response is hurtful

Sometimes family members respond with criticism or mockery. This can hurt deeply, particularly from people whose approval matters to you. It may help to remember that their reaction often reflects their own fears, experiences and beliefs, not your worth. You can set a gentle boundary: "I've made my decision, and I'd rather not discuss it further." Bring the hurt to your therapy sessions; it is exactly the kind of thing therapy can help with.

## If you live with family

If privacy is hard to find at home, online sessions can still work. Some clients sit in a parked car, take a walk with earphones, or book sessions at times when the house is quieter. Let your therapist know, and together you can find a way that feels safe.

## You are not alone

Across Ghana and the diaspora, more and more people are choosing therapy, and more families are learning to understand it. By caring for your wellbeing, you may also be quietly showing others that it is possible to ask for help. That is a gift, to yourself and, in time, to the people you love.`;
