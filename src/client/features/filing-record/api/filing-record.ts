import {
  type FilingRecordRequest,
  type FilingRecordResponse,
  filingRecordResponseSchema,
} from '../../../../contract/filing-record';
import { fetchJson } from '../../../lib/api';

export const filingRecordUrl = (sessionId: string) => `/api/patent/session/${sessionId}/filing-record`;
export const deadlineCalendarUrl = (sessionId: string) =>
  `/api/patent/session/${sessionId}/filing-deadline.ics`;

export async function fetchFilingRecord(sessionId: string): Promise<FilingRecordResponse> {
  return filingRecordResponseSchema.parse(await fetchJson(filingRecordUrl(sessionId)));
}

export async function saveFilingRecord(
  sessionId: string,
  body: FilingRecordRequest,
): Promise<FilingRecordResponse> {
  return filingRecordResponseSchema.parse(
    await fetchJson(filingRecordUrl(sessionId), { method: 'PUT', body }),
  );
}

export async function removeFilingRecord(sessionId: string): Promise<FilingRecordResponse> {
  return filingRecordResponseSchema.parse(await fetchJson(filingRecordUrl(sessionId), { method: 'DELETE' }));
}
