import type { Context } from '../context';
import { contactMessages } from '../db/schema';
import { enqueueMail } from './enqueue-mail';
import { mailContext } from './mail-context';
import { type ContactCopy, contactCopyMail } from './templates/contact-copy';

/** Stores a contact-form message and queues its copy to support (replies go to the visitor), together. */
export async function submitContactMessage({ db, config }: Context<'db' | 'config'>, contact: ContactCopy) {
  await db.transaction(async (tx) => {
    await tx.insert(contactMessages).values(contact);
    await enqueueMail(
      { db: tx },
      {
        kind: 'contact_copy',
        to: config.supportEmail,
        replyTo: contact.email,
        ...contactCopyMail(mailContext(config), contact),
      },
    );
  });
}
