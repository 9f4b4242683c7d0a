/** The assistant's first message in every new session (issue 2): it opens step 1, the title. */
export const ASSISTANT_GREETING =
  "Welcome! I'm here to help you create a professional provisional patent application. " +
  "We'll work through 8 sections together, starting with the title. " +
  'Tell me about your invention: what is it called, and what does it do in one sentence?';
