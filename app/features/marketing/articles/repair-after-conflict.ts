export const body = `Every couple argues. Couples who have been together for decades argue; couples who describe their relationship as happy argue. Conflict is not a sign that something is broken. It is a sign that two different people, with different histories, needs and ways of seeing the world, are trying to share a life.

What seems to matter most is not whether you fight, but what happens afterwards. Can you find your way back to each other? Can you repair? Repair is the quiet skill at the heart of lasting relationships, and the good news is that it can be learned.

## First, wait until you can both listen

In the heat of an argument, the body goes into alarm. The heart races, the voice rises, and we stop being able to take in what our partner is saying. Some people call this being "flooded". When one or both of you are flooded, trying to resolve the issue usually makes it worse.

It is fine, and often wise, to pause. Say something like, "I want to sort this out, and I can't think straight right now. Can we come back to it in an hour?" Then really do come back. A pause is not the same as walking out or giving the silent treatment; it is a promise to return when you are both able to hear each other.

While you wait, do something that calms your body: walk, breathe slowly, pray, listen to music. Try not to spend the time rehearsing your arguments.

## Start with your own part

When you come back together, begin with what you can own. It does not have to be the biggest part, and it does not mean the whole conflict was your fault. "I raised my voice, and I'm sorry." "I was tired and I snapped at you." "I brought up your mother, and that wasn't fair."

Owning your part first lowers the defences on both sides. It tells your partner that you are not here to win, but to reconnect. Many couples find that once one person takes a small step of responsibility, the other finds it easier to do the same.

## Look for the need beneath the complaint

Most arguments are not really about the dishes, the money or who forgot to call. Beneath the surface complaint there is usually a need: to feel valued, to feel heard, to feel safe, to feel that we matter. "You never help in the house" may really mean "I feel alone and unappreciated." "You're always on your phone" may mean "I miss you."

Try to listen for that deeper need, and to name your own. Instead of "You always..." try "When this happens, I feel..., and what I need is...". This is harder than it sounds, especially if you grew up in a home where feelings were not discussed. Be patient with yourselves.

## Listen to understand, not to reply

When your partner is speaking, resist the urge to prepare your defence. Try reflecting back what you heard: "So when I came home late without calling, you felt worried and then forgotten. Is that right?" You do not have to agree with everything to show that you understand. Feeling understood is often what allows a person to soften.

## Small gestures count

Repair is not always a long conversation. Sometimes it is a cup of tea brought without asking, a hand on the shoulder, a shared joke, or a simple "I don't like it when we're like this." These small bids for connection, offered and received, build a sense that the relationship is stronger than any single disagreement.

## Family, culture and the wider circle

In many Ghanaian families, relationships are not only between two people. Parents, in-laws, siblings and church members may all have opinions, and sometimes involve themselves in a couple's conflicts. Wider family can be a great source of wisdom and support. It can also add pressure. It helps to agree together what you will share with others and what stays between the two of you, and to protect some private space in which to work things out.

## When repair feels impossible

Some patterns are hard to change alone: the same argument returning again and again, long periods of silence, contempt or name-calling, or one partner feeling afraid. Couples therapy offers a safe space to slow these patterns down, understand what drives them and practise new ways of responding. It is not a last resort for failing relationships; many couples come simply because they want to understand each other better.

Important: if you feel unsafe in your relationship, or if there is any violence or threat of it, your safety comes first. Please reach out for help, and call 112 if you are in immediate danger.

Conflict will always be part of loving someone. Repair is how love survives it, and grows.`;
