/** The answer of a call that only does something (queues a mail, signs in or out): spec §3's `{success}`. */
export const presentSuccess = () => ({ success: true }) as const;
