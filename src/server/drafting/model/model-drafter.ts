import { generateText, type LanguageModel, Output, streamText } from 'ai';
import type { z } from 'zod';
import type { Config } from '../../config';
import { AppError } from '../../errors';
import { LoggableError } from '../../log-safe-error';
import { reviewFindings } from '../check/review-findings';
import type { DraftableSection, Drafter, ReviewDraft, SectionDraft } from '../drafter';
import { DRAFTER_INSTRUCTIONS, repairPrompt, reviewPrompt, sectionPrompt } from './prompts';
import { languageModelFor } from './provider';
import {
  type ModelReviewDraft,
  type ModelSectionDraft,
  reviewDraftSchema,
  sectionDraftSchema,
} from './schemas';

/** Design §4: one retry after a failed, malformed or timed-out answer. */
const ATTEMPTS = 2;

type ModelCall<T> = {
  schema: z.ZodType<T>;
  name: string;
  prompt: string;
  /** Streams the `comment` field as it arrives. */
  onText?: ((delta: string) => void) | undefined;
  signal?: AbortSignal | undefined;
};

/**
 * A short description of a failure for the log. Errors of the AI SDK carry the request body (the
 * invention text), which must never be logged, so only the error's name and status are kept.
 */
function describeFailure(error: unknown, timedOut: boolean): LoggableError {
  if (timedOut) return new LoggableError('model call timed out');
  const named = error as { name?: unknown; statusCode?: unknown };
  const status = typeof named?.statusCode === 'number' ? ` (HTTP ${named.statusCode})` : '';
  return new LoggableError(
    `model call failed: ${typeof named?.name === 'string' ? named.name : 'Error'}${status}`,
  );
}

function unavailable(error: unknown, timedOut: boolean): AppError {
  const message = timedOut
    ? 'The patent assistant took too long to answer. Your message was not saved; please send it again.'
    : 'The patent assistant is not available right now. Your message was not saved; please send it again.';
  return new AppError('service_unavailable', message, { cause: describeFailure(error, timedOut) });
}

/** Numbers the model's claims ("1. …") as one text. */
function asReviewDraft(draft: ModelReviewDraft): ReviewDraft {
  const claims = draft.claims
    .map(
      (claim, index) =>
        `${index + 1}. ${claim
          .replace(/^\s*\d+\.\s*/, '')
          .replace(/\n\s*\n/g, '\n')
          .trim()}`,
    )
    .join('\n\n');
  return {
    claims,
    abstract: draft.abstract,
    drawingsDescription: draft.drawingsDescription,
    review: draft.review,
  };
}

/** Drafts with any chat model through the Vercel AI SDK, as structured output checked with zod. */
export function createModelDrafter(ai: Config['ai'], model: LanguageModel = languageModelFor(ai)): Drafter {
  // One request shape for both ways of asking; retries are ours (design §4, below), never the SDK's.
  const requestFor = <T>(call: ModelCall<T>, abortSignal: AbortSignal) => ({
    model,
    instructions: DRAFTER_INSTRUCTIONS,
    prompt: call.prompt,
    output: Output.object({ schema: call.schema, name: call.name }),
    maxRetries: 0,
    abortSignal,
  });

  async function generateOnce<T>(call: ModelCall<T>, abortSignal: AbortSignal): Promise<T> {
    const result = await generateText(requestFor(call, abortSignal));
    return call.schema.parse(result.output);
  }

  async function streamOnce<T>(
    call: ModelCall<T>,
    abortSignal: AbortSignal,
    onStreamed: () => void,
  ): Promise<T> {
    let failure: unknown;
    const result = streamText({
      ...requestFor(call, abortSignal),
      // Without a handler the SDK prints errors, request included, to the console.
      onError: ({ error }) => {
        failure = error;
      },
    });
    let sent = '';
    for await (const partial of result.partialOutputStream) {
      const comment = (partial as { comment?: unknown }).comment;
      if (typeof comment === 'string' && comment.length > sent.length && comment.startsWith(sent)) {
        call.onText?.(comment.slice(sent.length));
        sent = comment;
        onStreamed();
      }
    }
    if (failure) throw failure;
    return call.schema.parse(await result.output);
  }

  async function callModel<T>(call: ModelCall<T>): Promise<T> {
    let streamed = false;
    let lastError: unknown;
    let timedOut = false;
    for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
      // Each attempt has its own time limit, so a hung first attempt still leaves the retry its time.
      const deadline = AbortSignal.timeout(ai.timeoutMs);
      const signal = call.signal ? AbortSignal.any([deadline, call.signal]) : deadline;
      try {
        return call.onText
          ? await streamOnce(call, signal, () => {
              streamed = true;
            })
          : await generateOnce(call, signal);
      } catch (error) {
        lastError = error;
        timedOut = deadline.aborted;
        // Text already shown cannot be taken back, so a stream that has started is not retried;
        // nor is a reply nobody waits for any more.
        if (streamed || call.signal?.aborted) break;
      }
    }
    throw unavailable(lastError, timedOut);
  }

  return {
    name: `model:${ai.provider}`,
    async draftSection(request, options): Promise<SectionDraft> {
      const draft: ModelSectionDraft = await callModel({
        schema: sectionDraftSchema,
        name: 'section_draft',
        prompt: sectionPrompt(request),
        onText: options?.onText,
        signal: options?.signal,
      });
      const seeds: Partial<Record<DraftableSection, string>> = {};
      if (request.firstDescription) for (const seed of draft.seeds) seeds[seed.section] = seed.text;
      const text =
        request.section === 'title'
          ? draft.sectionText.replace(/["“”]/g, '').trim()
          : draft.sectionText.trim();
      return {
        text,
        seeds,
        comment: draft.comment.trim(),
        followUp: draft.followUp.trim(),
        intent: draft.intent,
        understood: draft.understood
          ?.map((item) => item.trim())
          .filter((item) => item && item.length <= 120)
          .slice(0, 6),
      };
    },
    async draftReview(request, options): Promise<ReviewDraft> {
      const ask = async (prompt: string): Promise<ReviewDraft> =>
        asReviewDraft(
          await callModel({
            schema: reviewDraftSchema,
            name: 'review_draft',
            prompt,
            onText: undefined,
            signal: options?.signal,
          }),
        );
      const first = await ask(reviewPrompt(request));
      const findings = reviewFindings(first, request.patentData);
      if (findings.length === 0) return first;
      // One repair request; what it leaves is reported in the readiness review, never replaced.
      try {
        return await ask(repairPrompt(request, first, findings));
      } catch (error) {
        if (options?.signal?.aborted) throw error;
        return first;
      }
    },
  };
}
