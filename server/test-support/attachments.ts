import fs from 'node:fs';
import path from 'node:path';
import type { App } from '../src/app';

/** A valid 1×1 PNG. */
export const tinyPng = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

/** A small but well-formed PDF. */
export const tinyPdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

export type UploadCredentials = { cookie: string; threadId: string } | { visitorToken: string };

/** Uploads like the dashboard (cookie, our Origin, the thread) or the widget (bearer token) do. */
export async function upload(app: App, credentials: UploadCredentials, file: { name: string; type: string; content: Buffer }, extraHeaders: Record<string, string> = {}) {
  const query = 'threadId' in credentials ? `?thread=${encodeURIComponent(credentials.threadId)}` : '';
  const headers: Record<string, string> = {
    'content-type': file.type,
    'x-file-name': encodeURIComponent(file.name),
    ...('cookie' in credentials ? { cookie: credentials.cookie, origin: 'http://localhost:3000' } : { authorization: `Bearer ${credentials.visitorToken}` }),
    ...extraHeaders,
  };
  const response = await fetch(`${app.url()}/uploads${query}`, { method: 'POST', headers, body: new Uint8Array(file.content) });
  const body = (await response.json()) as any;
  return { status: response.status, body };
}

/** Uploads and fails the test unless the file was accepted; returns the attachment's global id. */
export async function uploaded(app: App, credentials: UploadCredentials, file: { name: string; type: string; content: Buffer }): Promise<string> {
  const result = await upload(app, credentials, file);
  if (result.status !== 201) throw new Error(`upload failed: ${result.status} ${JSON.stringify(result.body)}`);
  return result.body.attachment.id;
}

/** Every stored file (the temporary area included), to prove a refused upload left nothing. */
export function storedFiles(app: App): string[] {
  const root = path.join(app.services.config.dataDir, 'attachments');
  if (!fs.existsSync(root)) return [];
  return fs.readdirSync(root, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).map((entry) => entry.name);
}
