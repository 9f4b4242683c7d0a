import type { Config } from '../config';
import type { MailContext } from './templates/layout';

export const mailContext = (config: Config): MailContext => ({
  publicUrl: config.publicUrl,
  supportEmail: config.supportEmail,
});
