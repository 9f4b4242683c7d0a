import {
  type InventionMapEditRequest,
  inventionMapEditResponseSchema,
  inventionMapResponseSchema,
} from '../../../../contract/invention-map';
import { fetchParsed } from '../../../lib/api';

const mapUrl = (sessionId: string) => `/api/patent/session/${sessionId}/invention-map`;

export const inventionMapQueryKey = (sessionId: string) => ['invention-map', sessionId] as const;

export const fetchInventionMap = (sessionId: string) =>
  fetchParsed(inventionMapResponseSchema, mapUrl(sessionId));

export const postInventionMapEdit = (sessionId: string, edit: InventionMapEditRequest) =>
  fetchParsed(inventionMapEditResponseSchema, `${mapUrl(sessionId)}/edits`, { method: 'POST', body: edit });
