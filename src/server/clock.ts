/** Where the server reads the time for dated business rules (deadlines, reminders): tests set their own. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();
