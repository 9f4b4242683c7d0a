import { createAnthropic } from '@ai-sdk/anthropic';
import { createOpenAI } from '@ai-sdk/openai';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import type { LanguageModel } from 'ai';
import type { Config } from '../../config';

/** The configured chat model (config checks that a model, and for openai-compatible a URL, are set). */
export function languageModelFor(ai: Config['ai']): LanguageModel {
  const model = ai.model!;
  switch (ai.provider) {
    case 'openai':
      return createOpenAI({ apiKey: ai.apiKey, baseURL: ai.baseUrl })(model);
    case 'anthropic':
      return createAnthropic({ apiKey: ai.apiKey, baseURL: ai.baseUrl })(model);
    default:
      return createOpenAICompatible({
        name: 'configured',
        baseURL: ai.baseUrl!,
        apiKey: ai.apiKey,
        includeUsage: true,
        supportsStructuredOutputs: true,
      }).chatModel(model);
  }
}
