import {
  type FilingRecordRequest,
  type FilingRecordResponse,
  filingRecordResponseSchema,
} from '../../../../contract/filing-record';
import { fetchParsed } from '../../../lib/api';

export const filingRecordUrl = (sessionId: string) => `/api/patent/session/${sessionId}/filing-record`;
export const deadlineCalendarUrl = (sessionId: string) =>
  `/api/patent/session/${sessionId}/filing-deadline.ics`;

export function fetchFilingRecord(sessionId: string): Promise<FilingRecordResponse> {
  return fetchParsed(filingRecordResponseSchema, filingRecordUrl(sessionId));
}

export function saveFilingRecord(
  sessionId: string,
  body: FilingRecordRequest,
): Promise<FilingRecordResponse> {
  return fetchParsed(filingRecordResponseSchema, filingRecordUrl(sessionId), { method: 'PUT', body });
}

export function removeFilingRecord(sessionId: string): Promise<FilingRecordResponse> {
  return fetchParsed(filingRecordResponseSchema, filingRecordUrl(sessionId), { method: 'DELETE' });
}
