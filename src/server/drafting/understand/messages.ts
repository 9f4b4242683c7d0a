/** What a device sends, as one message however the inventor names it. */

/** "send a text", "send the push notification": what a device sends, whatever the inventor calls it. */
const MESSAGE_SENT = /^[a-z]+ (?:a|an|the) (?:[\w-]+ )?(text|message|notification|alert|email)s?\b/;

/**
 * "sends a message over the modem" and "sends a text": one text message, told twice; "refrains from sending
 * another one": another of those.
 */
export function oneMessageSent(functions: string[]): string[] {
  const kept: string[] = [];
  for (const fn of functions) {
    const kind = MESSAGE_SENT.exec(fn)?.[1];
    const verb = fn.split(' ')[0];
    const first = kept.findIndex((before) => MESSAGE_SENT.test(before) && before.split(' ')[0] === verb);
    if (!kind || first < 0) kept.push(fn);
    else if (kind !== 'message')
      kept[first] = kept[first]!.replace(/\b(?:a|an) message\b/, `a ${kind} message`);
  }
  // "refrain from sending another one": another of the messages it sends.
  const sent = kept
    .map((fn) => MESSAGE_SENT.exec(fn)?.[0].split(' ').slice(1).join(' '))
    .find(Boolean)
    ?.replace(/^(?:a|an|the) /, '');
  return kept.map((fn) =>
    sent ? fn.replace(/^(refrain from sending) another one\b/, `$1 another ${sent}`) : fn,
  );
}
